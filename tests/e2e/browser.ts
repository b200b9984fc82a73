import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createTestPortal, type TestPortal } from '../support/app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

// Browser tests drive Debian's chromium against the real app on a fresh database, listening on a
// free port. A worker runs its browser files one after another without isolation
// (tests/vitest.config.ts), so this module, and the browser it launches, serve every file of the
// worker: each file works in contexts of its own (no cookies, storage or cache shared) and closes
// them at its end.

let shared: Browser | undefined;

/** The worker's browser, launched at its first use (again if it went away). */
const openBrowser = async (): Promise<Browser> => {
  if (!shared?.isConnected()) {
    // playwright's launch() gives chromium a fresh temporary user-data dir of its own each time.
    shared = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  }
  return shared;
};

type Auth = string | { authorization: string };

export type E2E = {
  portal: TestPortal;
  baseUrl: string;
  browser: Browser;
  newPage(locale?: string): Promise<Page>;
  /** Calls the API with a token or headers and answers the JSON body; an answer of 400 or more throws. */
  call(auth: Auth, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<any>;
  /** The id of the user with `email`, as the administrator signed in with `adminAuth` finds it. */
  userId(adminAuth: Auth, email: string): Promise<string>;
  /** The balance of the user with `email`, as the user's own account page reads it. */
  balanceOf(email: string): Promise<number>;
  close(): Promise<void>;
};

type Options = { now?: () => Date };

/** `now`: the server's clock (a test fixes it; the support bar reads it through GET support/status). */
export const startE2E = async (options: Options = {}): Promise<E2E> => {
  // A browser file signs the same demo accounts in through the form many times a minute; the
  // per-account limit itself is tested in tests/auth/signin-limits.int.spec.ts.
  const portal = await createTestPortal({ serveAdmin: true, now: options.now, config: { signinAttemptsPerAccount: 1_000 } });
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  const address = portal.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await openBrowser();
  const contexts: BrowserContext[] = [];
  const call: E2E['call'] = async (auth, method, url, payload) => {
    const headers = typeof auth === 'string' ? portal.auth(auth) : auth;
    const response = await portal.app.inject({ method, url, headers, payload });
    if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  return {
    portal,
    baseUrl,
    browser,
    call,
    userId: async (adminAuth, email) => {
      const users = await call(adminAuth, 'GET', `/api/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
      return users.find((u: { email: string }) => u.email === email).id;
    },
    balanceOf: async (email) => (await call(await portal.login(email), 'GET', '/api/user/view')).balance,
    newPage: async (locale = 'en-US') => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    close: async () => {
      // Every context of the file, those its tests opened on `browser` themselves included; the
      // browser stays for the worker's next file.
      await Promise.all([...contexts, ...browser.contexts()].map((c) => c.close().catch(() => undefined)));
      await portal.close();
    },
  };
};

/**
 * One portal and browser for the file's tests: started in beforeAll, then `setUp` runs; closed in
 * afterAll. The object answered is filled in by beforeAll: read it inside tests and hooks only.
 */
export const useE2E = (options: Options = {}, setUp?: (e2e: E2E) => Promise<void>) => {
  const e2e = {} as E2E;
  beforeAll(async () => {
    Object.assign(e2e, await startE2E(options));
    await setUp?.(e2e);
  });
  afterAll(async () => e2e.close?.());
  return e2e;
};

/** With E2E_SHOTS=<dir>, saves the page as <dir>/<name>.png; otherwise does nothing. */
export const shot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // A whole-page picture of a scrolled page draws the fixed top bar and menu where the scroll left them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400); // let MUI's transitions end before the picture
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};

/** A binary file (no known document signature): what the upload accepts as a read or a tuned file. */
export const binaryFile = (name: string) => ({ name, mimeType: 'application/octet-stream', buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x43, 0x55]), randomBytes(8192)]) });

/**
 * Fills an input and checks, after the next frames, that the value stayed: a form that has just
 * mounted may still reset its fields in an effect (seen under CI load as a submit of an empty field).
 */
export const fillSettled = async (page: Page, selector: string, value: string) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.fill(selector, value);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (await page.inputValue(selector) === value) return;
  }
  throw new Error(`${selector} does not keep the value it was given`);
};

/**
 * Holds the API's answers to the requests `matches` picks until the function answered is called: what
 * the page shows while it waits is on screen for as long as the test looks at it (no timing involved).
 */
export const holdAnswers = async (page: Page, matches: (url: URL) => boolean) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(matches, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
  return release;
};

/** Fills the login form and submits it. */
export const signIn = async (page: Page, baseUrl: string, email: string, password = 'Demo1234') => {
  await page.goto(`${baseUrl}/admin/login`);
  await fillSettled(page, 'input[name="email"]', email);
  await fillSettled(page, 'input[name="password"]', password);
  await page.click('button[type="submit"]');
};

/** What the admin keeps in local storage for a session (admin/src/providers/storage.ts). */
const sessionOf = async (baseUrl: string, email: string, password: string) => {
  const post = await fetch(`${baseUrl}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const answer = await post.json();
  if (!post.ok || !answer.user) throw new Error(`sign-in of ${email}: ${post.status} ${JSON.stringify(answer)}`);
  // A sub-user's session holds its parent's account as GET user/view answers it, as after the form.
  if (answer.user.rol.length > 0) return { token: answer.token as string, user: answer.user };
  const view = await fetch(`${baseUrl}/api/user/view`, { headers: { authorization: `Bearer ${answer.token}` } });
  return { token: answer.token as string, user: await view.json() };
};

/**
 * Opens `path` under /admin signed in as `email`. The session is made through the API and written
 * where the admin keeps it, so the page loads once with it: signing in through the form (a login
 * page, then the dashboard) is what login.e2e and the walks test, and cost each other test two
 * whole screens before its own.
 */
export const openAs = async (page: Page, baseUrl: string, email: string, path: string, password = 'Demo1234') => {
  const { token, user } = await sessionOf(baseUrl, email, password);
  // Local storage belongs to the origin: a small answer of the same origin to write it from.
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('user', u);
  }, [token, JSON.stringify(user)]);
  await page.goto(`${baseUrl}/admin${path}`);
};

/** Picks `value` in the select (combobox) labelled `label`. */
export const choose = async (page: Page, label: string, value: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
};

/** The demo Golf as the vehicle selects name it, from brand to engine. */
export const DEMO_GOLF = ['Volkswagen', 'Golf', 'Mk7 (2012-2020)', '2.0 TDI 150hp'] as const;

/** Chooses a vehicle in the brand, model, generation and engine selects (`labels` in the page's language). */
export const chooseVehicle = async (page: Page, vehicle: readonly string[], labels: readonly string[] = ['Brand', 'Model', 'Generation', 'Engine']) => {
  for (const [i, label] of labels.entries()) await choose(page, label, vehicle[i]);
};
