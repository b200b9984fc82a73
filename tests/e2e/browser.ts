import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestPortal, type TestPortal } from '../support/app.js';

// Browser tests drive Debian's chromium (playwright cannot download its own browser here) against
// the real app on a fresh database, listening on a free port.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type E2E = { portal: TestPortal; baseUrl: string; browser: Browser; newPage(locale?: string): Promise<Page>; close(): Promise<void> };

/** `now`: the server's clock (a test fixes it; the support bar reads it through GET support/status). */
export const startE2E = async (options: { now?: () => Date } = {}): Promise<E2E> => {
  const portal = await createTestPortal({ serveAdmin: true, now: options.now });
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  const address = portal.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // playwright's launch() gives chromium a fresh temporary user-data dir of its own each time.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const contexts: BrowserContext[] = [];
  return {
    portal,
    baseUrl,
    browser,
    newPage: async (locale = 'en-US') => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    close: async () => {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await portal.close();
    },
  };
};

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

/** Fills the login form and submits it. */
export const signIn = async (page: Page, baseUrl: string, email: string, password = 'Demo1234') => {
  await page.goto(`${baseUrl}/admin/login`);
  await fillSettled(page, 'input[name="email"]', email);
  await fillSettled(page, 'input[name="password"]', password);
  await page.click('button[type="submit"]');
};

/** Signs in, waits for the dashboard, then opens `path` under /admin. */
export const openAs = async (page: Page, baseUrl: string, email: string, path: string) => {
  await signIn(page, baseUrl, email);
  await page.waitForURL('**/admin/dashboard');
  await page.goto(`${baseUrl}/admin${path}`);
};

/** Picks `value` in the select (combobox) labelled `label`. */
export const choose = async (page: Page, label: string, value: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
};
