import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { moveOrderTo, placeOrder } from '../softwareOrders/support.js';
import { openAs, shot, signIn, useE2E } from './browser.js';

// Issue 15: the sidebar of 30+ entries and the themes. A dealer's sidebar leads with ordering,
// credits and tickets; a folded section stays folded after a reload; the Admin's long sidebar,
// scrolled, never shows a section title over an entry. The theme follows the system's, switches from
// the top bar, and the choice outlives a reload and a sign-out.

// Orders in a few statuses and a ticket, so the dark pictures show status chips, figures and badges.
const e2e = useE2E({}, async ({ portal, userId }) => {
  const admin = portal.auth(await portal.login('admin@demo.test'));
  const dealerId = await userId(admin, 'dealer@demo.test');
  const adminId = await userId(admin, 'admin@demo.test');
  const [first] = [await placeOrder(portal, { dealerId, admin }), await placeOrder(portal, { dealerId, admin }), await placeOrder(portal, { dealerId, admin }, { onRequest: true })];
  await moveOrderTo(portal, first.orderId, 'In Process', adminId);
  const dealer = portal.auth(await portal.login('dealer@demo.test'));
  await portal.app.inject({ method: 'POST', url: '/api/support', headers: dealer, payload: { categoryId: 'technical', title: 'DPF light on after flashing', message: 'P2002' } });
});
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
});

/** A page whose system colour scheme is `scheme`. */
const pageIn = async (scheme: 'light' | 'dark', locale = 'en-US') => {
  const context = await e2e.browser.newContext({ locale, colorScheme: scheme, viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
};

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BACKGROUND = 'rgb(49, 49, 49)';
const LIGHT_BACKGROUND = 'rgb(250, 250, 251)';

/** The sidebar's entries and section titles, top to bottom, as their text. */
const sidebar = (page: Page) => page.locator('.RaMenu-open').locator('a[role="menuitem"], [data-testid="menu-section"]').allInnerTexts();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the sidebar', () => {
  it('leads a dealer to ordering, credits and tickets; a folded section stays folded after a reload', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    await page.getByRole('menuitem', { name: 'Order software', exact: true }).waitFor();
    const texts = (await sidebar(page)).map((text) => text.trim());
    const at = (label: string) => texts.findIndex((text) => text === label);
    expect(texts[0]).toBe('Dashboard');
    expect(at('Order software')).toBe(2);
    expect(at('Order software')).toBeLessThan(at('Credits'));
    expect(at('Credits')).toBeLessThan(at('Tickets'));
    expect(at('Tickets')).toBeLessThan(at('Information'));

    const credits = page.getByTestId('menu-section').and(page.getByRole('menuitem', { name: 'Credits', exact: true }));
    expect(await credits.getAttribute('aria-expanded')).toBe('true');
    const creditEntries = await page.locator('a[role="menuitem"][href^="/admin/credit"]').count();
    expect(creditEntries).toBeGreaterThan(0);
    await credits.click();
    expect(await credits.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('a[role="menuitem"][href^="/admin/credit"]').count()).toBe(0);
    await page.reload();
    await page.getByRole('menuitem', { name: 'Order software', exact: true }).waitFor();
    expect(await page.getByTestId('menu-section').and(page.getByRole('menuitem', { name: 'Credits', exact: true })).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('a[role="menuitem"][href^="/admin/credit"]').count()).toBe(0);
    await page.getByTestId('menu-section').and(page.getByRole('menuitem', { name: 'Credits', exact: true })).click();
    expect(await page.locator('a[role="menuitem"][href^="/admin/credit"]').count()).toBe(creditEntries);
  });

  it('keeps the Admin\'s section titles off its entries when the sidebar scrolls', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/dashboard');
    await page.getByRole('menuitem', { name: /New products/ }).waitFor();
    const entries = page.locator('.RaMenu-open a[role="menuitem"]');
    expect(await entries.count()).toBeGreaterThan(30);
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).hover();
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => (document.querySelector('.RaMenu-open')?.getBoundingClientRect().top ?? 0) < -300);
    const titles = await page.locator('[data-testid="menu-section"]').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as Box));
    const boxes = await entries.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as Box));
    expect(titles.length).toBeGreaterThan(5);
    const overlapping = titles.flatMap((title, i) => boxes.filter((box) => overlap(title, box)).map(() => i));
    expect(overlapping).toEqual([]);
  });
});

describe('the light and dark themes', () => {
  it('follow the system, switch from the top bar and stay chosen after a reload and a sign-out', async () => {
    const page = await pageIn('dark');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).waitFor();
    expect(await background(page)).toBe(DARK_BACKGROUND);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.waitForFunction((light) => getComputedStyle(document.body).backgroundColor === light, LIGHT_BACKGROUND);
    await page.reload();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).waitFor();
    expect(await background(page)).toBe(LIGHT_BACKGROUND);
    // Signing out and in again keeps the device's choice, like the language.
    // From the user menu, as a person does (a token dropped underneath raced the app's own redirect to the login page).
    await page.getByRole('button', { name: 'Dana Dealer' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await signIn(page, e2e.baseUrl, 'dealer@demo.test');
    await page.waitForURL('**/admin/dashboard');
    expect(await background(page)).toBe(LIGHT_BACKGROUND);

    const light = await pageIn('light', 'es-ES');
    await openAs(light, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    await light.getByRole('button', { name: 'Cambiar entre modo claro y oscuro' }).click();
    await light.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_BACKGROUND);
  });

  it('shows the main screens in dark (pictures with E2E_SHOTS)', async () => {
    const screens: [string, string, string][] = [
      ['dealer@demo.test', '/dashboard', 'dark-dealer-dashboard'],
      ['dealer@demo.test', '/software-orders', 'dark-dealer-orders'],
      ['dealer@demo.test', '/credit-dashboard', 'dark-dealer-credits'],
      ['admin@demo.test', '/dashboard', 'dark-admin-dashboard'],
      ['admin@demo.test', '/reports-credit', 'dark-admin-report'],
      ['calibrator@demo.test', '/files/orders', 'dark-calibrator-queue'],
    ];
    for (const [email, path, name] of screens) {
      const page = await pageIn('dark');
      await openAs(page, e2e.baseUrl, email, path);
      await page.waitForURL(`**/admin${path}`);
      await page.locator('#main-content').waitFor();
      // The screen's chunk and first data are in when no indeterminate progress bar is left (bars of figures are determinate).
      await page.waitForFunction(() => !document.querySelector('#main-content .MuiLinearProgress-indeterminate, #main-content .MuiSkeleton-root'));
      expect(await background(page)).toBe(DARK_BACKGROUND);
      await shot(page, name);
      await page.context().close();
    }
  }, 180_000);
});
