import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { binaryFile, chooseVehicle, DEMO_GOLF, openAs } from '../browser.js';
import { chooseStage, uploadRead } from '../order-software.js';
import { walkRole } from './walk.js';

const e2e = walkRole({ role: 'Dealer', email: 'dealer@demo.test', phoneFirst: true, roles: ['Dealer'] });

const PHONE_WIDTH = 375;
/** The portal's one date format (events/dateFormat.ts), whatever the browser's locale. */
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/;

/** The page is no wider than the phone: nothing to scroll sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The first row's status is on screen whole: its chip's both ends show, neither cut off nor scrolled away to the right. */
// Loaded rows, not the skeleton's (which has no status cell).
const statusShows = async (page: Page) => (await page.locator('#main-content tbody tr td.column-status').first().waitFor()) ?? page.evaluate(() => {
  const cell = document.querySelector<HTMLElement>('#main-content tbody tr td.column-status');
  const status = cell?.querySelector<HTMLElement>('.MuiChip-root') ?? cell;
  if (!status) return false;
  status.scrollIntoView({ block: 'center' });
  const box = status.getBoundingClientRect();
  const shows = (x: number) => status.contains(document.elementFromPoint(x, box.top + box.height / 2));
  return box.width > 0 && box.right <= window.innerWidth && shows(box.left + 2) && shows(box.right - 2);
});

describe('the dealer on a 375 px phone', () => {
  it('fits every screen to the width, the order screen with a vehicle and its stages too, and its lists show the status', async () => {
    // An American browser: dates are still the portal's day/month/year, 24-hour (before, it wrote 11/28/2026, 8:34 PM).
    const page = await e2e.newPage('en-US');
    await page.setViewportSize({ width: PHONE_WIDTH, height: 812 });
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    const screens: [path: string, loaded: string][] = [
      ['/dashboard', '[data-testid="recent-orders"] tbody tr'], ['/software-orders', '#main-content tbody tr'], ['/credit', '[data-testid="network-accounts"] tbody tr'],
      ['/credit-history', '#main-content tbody tr'], ['/support', '#main-content tbody tr'], ['/order-credit', '#main-content input[name="credits"]'],
    ];
    for (const [path, loaded] of screens) {
      await page.goto(`${e2e.baseUrl}/admin${path}`);
      await page.locator(loaded).first().waitFor();
      expect(await pageWidth(page), path).toBeLessThanOrEqual(PHONE_WIDTH);
      if (path === '/software-orders' || path === '/support' || path === '/dashboard') expect(await statusShows(page), `${path}: the status column`).toBe(true);
      if (path === '/software-orders' || path === '/credit-history') expect(await page.locator('#main-content tbody tr td.column-createdAt').first().innerText(), path).toMatch(DATE_TIME);
    }

    // An order's detail, opened from the list.
    await page.goto(`${e2e.baseUrl}/admin/software-orders`);
    await page.locator('#main-content tbody tr td.column-number').first().click();
    await page.waitForURL('**/admin/order-detail/**');
    await page.getByText('Price breakdown').waitFor();
    expect(await pageWidth(page), 'order detail').toBeLessThanOrEqual(PHONE_WIDTH);
    expect(await page.getByTestId('order-chat-message').first().locator('.MuiTypography-caption').first().innerText(), 'a chat message').toMatch(DATE_TIME);

    // The order screen once the vehicle and the order type are chosen: the stage rows keep each figure on one line.
    await page.goto(`${e2e.baseUrl}/admin/order-software`);
    // A long file name stays on one line, cut in its middle, whole in its title: never broken mid-word.
    const longName = 'golf-7-2.0-tdi-150hp-original-ecu-read-from-the-customers-garage_v12.bin';
    const slot = await uploadRead(page, 'ECU', binaryFile(longName));
    await slot.getByText('File uploaded successfully').waitFor();
    const shown = slot.locator(`[data-file-name="${longName}"]`);
    expect(await shown.getAttribute('title')).toBe(longName);
    expect(await shown.evaluate((name) => {
      const box = name.getBoundingClientRect();
      return box.height < parseFloat(getComputedStyle(name).fontSize) * 2 && box.right <= window.innerWidth && name.textContent!.endsWith('_v12.bin');
    })).toBe(true);
    await page.getByRole('button', { name: 'Manual search' }).click();
    await chooseVehicle(page, DEMO_GOLF);
    await chooseStage(page, 'ECU', 'STAGE TWO');
    expect(await pageWidth(page), 'order-software').toBeLessThanOrEqual(PHONE_WIDTH);
    const figureLines = await page.getByTestId('stage-figures').first().locator('span > span').evaluateAll((figures) => figures.map((figure) => figure.getClientRects().length));
    expect(figureLines.length).toBeGreaterThan(0);
    expect(figureLines.every((lines) => lines === 1)).toBe(true);
  }, 120_000);
});
