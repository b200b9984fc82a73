import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type E2E, signIn, useE2E } from '../browser.js';
import { seedWalkData, type WalkData } from './seed.js';
import { walkPublicRoutes, walkSpecRoutes } from './routes-walk.js';
import { axeViolations, horizontalOverflow, rawKeys } from './audit.js';
import { navigate, settle, trackRequests } from './page.js';

// Issue 15's "Must show": a role signs in and opens every screen of its sidebar (read from the
// rendered menu, so a new entry is walked without touching this file) and the first row's screen
// of each list, and each screen must pass axe with no serious or critical violation, log no
// console error, get no 5xx answer and show no raw translation key.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
/** A workshop's tablet held upright. */
const TABLET = { width: 768, height: 1024 };
type Pass = { name: string; language: 'en' | 'es'; viewport: { width: number; height: number } };
/**
 * Both languages and both viewports, each screen visited twice to keep the walk's CI time low;
 * WALK_ALL_PASSES=1 walks the four combinations and an English tablet.
 */
const ALL_PASSES: readonly Pass[] = [
  { name: 'en-desktop', language: 'en', viewport: DESKTOP }, { name: 'es-phone', language: 'es', viewport: PHONE },
  { name: 'es-desktop', language: 'es', viewport: DESKTOP }, { name: 'en-phone', language: 'en', viewport: PHONE },
  { name: 'en-tablet', language: 'en', viewport: TABLET },
];
/** WALK_PASS=<name> walks that pass alone (while fixing a screen). */
const PASSES = process.env.WALK_PASS ? ALL_PASSES.filter((pass) => pass.name === process.env.WALK_PASS)
  : process.env.WALK_ALL_PASSES ? ALL_PASSES : ALL_PASSES.slice(0, 2);
/** A whole role's pass: Admin's sidebar has some 50 screens. */
const PASS_TIMEOUT_MS = 600_000;
/** With WALK_SHOTS=<dir>, each phone and tablet screen is saved there (the repository keeps none). */
const SHOTS = process.env.WALK_SHOTS;

export type Walker = {
  /** The role's name in the test titles. */
  role: string;
  email: string;
  password?: string;
  /** Data the role needs before it signs in (a sub-user's account, say). */
  setUp?: (e2e: E2E) => Promise<void>;
  /** A workshop's role: its screens must not scroll sideways on a phone or a tablet (issue 15). */
  phoneFirst?: boolean;
  /** The roles of spec section 6 the walker holds: it then also opens every route of spec section 2 they may, and its share of those they may not. */
  roles?: readonly string[];
  /** Also walk every public route of spec section 2 as a visitor (one file does, in a context of its own). */
  visitor?: boolean;
};

/** Every route of a role, and the visitor's public ones: some 70 screens at a few hundred milliseconds each. */
const ROUTES_TIMEOUT_MS = 300_000;

/** The sidebar's destinations below /admin, folded sections opened first. */
const menuPaths = async (page: Page): Promise<string[]> => {
  const sidebar = page.locator('.RaSidebar-fixed');
  await sidebar.locator('a[href]').first().waitFor();
  for (const folded of await sidebar.locator('[aria-expanded="false"]').all()) await folded.click();
  const hrefs = await sidebar.locator('a[href]').evaluateAll((links) => links.map((link) => {
    const url = new URL((link as HTMLAnchorElement).href);
    return `${url.pathname}${url.search}`;
  }));
  return [...new Set(hrefs.filter((href) => href.startsWith('/admin/')))];
};

/** The address the first row of the screen's list opens, if it has a list whose rows open one. */
const firstRowTarget = async (page: Page): Promise<string | undefined> => {
  const main = page.locator('#main-content');
  const link = main.locator('tbody tr:first-child a[href^="/admin/"], .RaSimpleList-root a[href^="/admin/"]').first();
  if (await link.count()) return (await link.getAttribute('href')) ?? undefined;
  // A row that opens on a click: a plain cell of it (not its buttons, which act).
  const cell = main.locator('tbody tr:first-child td:not(:has(button, a, input))').first();
  if (!(await cell.count())) return undefined;
  const before = page.url();
  // The row's own click, dispatched on the cell as it is then: a pointer click waits for the cell to
  // hold still, and a list that re-renders under load (a live refresh) kept it detaching for 15 s.
  await cell.dispatchEvent('click');
  await page.waitForURL((url) => url.href !== before, { timeout: 2_000 }).catch(() => undefined);
  // The pointer would otherwise rest on the next screen, whose hovered button axe measures.
  await page.mouse.move(0, 0);
  if (page.url() === before) return undefined;
  const after = new URL(page.url());
  return `${after.pathname}${after.search}`;
};

/** One describe per role: sign in once, read the sidebar, then each pass walks every screen. Answers the file's portal, for checks of the role's own. */
export const walkRole = (walker: Walker): E2E => {
  let data: WalkData;
  const e2e = useE2E({}, async (started) => {
    data = await seedWalkData(started);
    await walker.setUp?.(started);
  });
  let page: Page;
  let openRequests: () => number;
  let screens: string[] = [];
  /** The first row's screen of each list, found in the first pass. */
  const details = new Map<string, string>();
  /** Console errors and 5xx answers since the last screen was audited. */
  let noise: string[] = [];

  beforeAll(async () => {
    page = await e2e.newPage();
    openRequests = trackRequests(page);
    page.on('console', (message) => { if (message.type() === 'error') noise.push(`console error: ${message.text()}`); });
    page.on('pageerror', (error) => noise.push(`page error: ${error.message}`));
    page.on('response', (response) => { if (response.status() >= 500) noise.push(`${response.status()} ${response.request().method()} ${response.url()}`); });
    await page.setViewportSize(DESKTOP);
    await signIn(page, e2e.baseUrl, walker.email, walker.password);
    await page.waitForURL('**/admin/dashboard');
    screens = await menuPaths(page);
  });

  describe(`${walker.role} walks every screen of its menu`, () => {
    for (const pass of PASSES) {
      it(`in ${pass.name}: no serious axe violation, console error, 5xx or raw key`, async () => {
        await page.setViewportSize(pass.viewport);
        await page.evaluate((language) => localStorage.setItem('language', language), pass.language);
        await page.reload();
        await page.locator('.RaLayout-content').waitFor();
        const failures: string[] = [];
        const audit = async (path: string) => {
          noise = [];
          await navigate(page, path);
          await settle(page, openRequests);
          for (const v of await axeViolations(page)) failures.push(`${path}: axe ${v.rule} (${v.impact}) at ${v.targets.slice(0, 4).join(' | ')}: ${v.detail}`);
          for (const key of await rawKeys(page)) failures.push(`${path}: raw key ${key}`);
          if (walker.phoneFirst && pass.viewport !== DESKTOP) {
            const overflow = await horizontalOverflow(page);
            if (overflow.pixels > 1) failures.push(`${path}: the page scrolls ${overflow.pixels} px sideways, from ${overflow.culprits.join(' | ')}`);
          }
          if (SHOTS && pass.viewport !== DESKTOP) {
            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({ path: join(SHOTS, `${walker.role}-${pass.name}${path.replace(/[^\w-]+/g, '_')}.png`), fullPage: true });
          }
          failures.push(...noise.map((line) => `${path}: ${line}`));
        };
        expect(screens.length).toBeGreaterThan(0);
        for (const screen of screens) {
          await audit(screen);
          if (!details.has(screen)) {
            const target = await firstRowTarget(page);
            if (target && !screens.includes(target)) details.set(screen, target);
          }
          const detail = details.get(screen);
          if (detail) await audit(detail);
        }
        expect(failures).toEqual([]);
      }, PASS_TIMEOUT_MS);
    }
  });

  const roles = walker.roles;
  if (roles) {
    describe(`${walker.role} opens the routes of spec section 2`, () => {
      it('every one its roles may, with real records: no sign-in page, not-found, error page or console error; another role\'s shows the not-allowed page', async () => {
        await page.setViewportSize(DESKTOP);
        await page.evaluate(() => localStorage.setItem('language', 'en'));
        await page.reload();
        await page.locator('.RaLayout-content').waitFor();
        const probe = { page, openRequests, takeNoise: () => noise.splice(0) };
        expect(await walkSpecRoutes(probe, data, { role: walker.role, roles })).toEqual([]);
      }, ROUTES_TIMEOUT_MS);
    });
  }
  if (walker.visitor) {
    describe('a visitor opens the public routes of spec section 2', () => {
      it('each with a real record or link, none sending it to sign in', async () => {
        expect(await walkPublicRoutes(e2e, data)).toEqual([]);
      }, ROUTES_TIMEOUT_MS);
    });
  }
  return e2e;
};
