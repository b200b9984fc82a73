import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedDemoBankDetails, seedDemoCredits } from '../../scripts/lib/demo-data.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { binaryFile, useE2E } from './browser.js';

// Issue 15 "Accessibility": the dealer's order flow with the keyboard alone — sign in, open the order
// screen from the menu, upload the read, find the car by VIN, choose the stage, pay — and every
// stop the Tab key makes on the way shows where the focus is (an outline, or a text field's own
// focused underline). No mouse click anywhere in this file.

const DEMO_VIN = 'WVWZZZAUZFW123456';
/** More stops than any screen of the flow has before its target (the menu included). */
const MAX_TABS = 90;
const WHOLE_FLOW_TIMEOUT_MS = 120_000;

const e2e = useE2E({}, async ({ portal }) => {
  await seedDemoBankDetails(portal.services.db);
  await seedDemoCatalogue(portal.services.db);
  await seedDemoCredits(portal.services);
});

/** Whether the focused element shows where the focus is: an outline, or a text field's own focused underline. */
const focusIsVisible = () => {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return true;
  const outlined = (e: Element) => {
    const style = getComputedStyle(e);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  };
  // MUI marks the control (a radio's span, not its input) with Mui-focusVisible; a text field's root with Mui-focused.
  const control = element.closest('.Mui-focusVisible');
  return outlined(element) || (control !== null && outlined(control)) || element.closest('.Mui-focused') !== null;
};

/** MUI sets its focus classes in a render after the focus event: a stop gets this long to show its focus. */
const FOCUS_SHOWN_WITHIN_MS = 2_000;

/** The focused element's name, for a failure message. */
const focusedName = (page: Page) => page.evaluate(() => {
  const element = document.activeElement as HTMLElement;
  const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
  return `${element.tagName.toLowerCase()} "${name}"`;
});

/** Presses Tab until the focus is inside `target`; fails naming any stop on the way whose focus was not visible. */
const tabTo = async (page: Page, target: Locator) => {
  const invisible: string[] = [];
  for (let tabs = 0; tabs < MAX_TABS; tabs += 1) {
    await page.keyboard.press('Tab');
    const shown = await page.waitForFunction(focusIsVisible, undefined, { timeout: FOCUS_SHOWN_WITHIN_MS }).then(() => true, () => false);
    if (!shown) invisible.push(await focusedName(page));
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) {
      expect(invisible, 'Tab stops without a visible focus').toEqual([]);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

describe('the order flow, keyboard only', () => {
  it('signs in, orders stage 2 for the Golf and pays, with a visible focus at every Tab stop', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/admin/login`);
    await tabTo(page, page.locator('input[name="email"]'));
    await page.keyboard.type('dealer@demo.test');
    await tabTo(page, page.locator('input[name="password"]'));
    await page.keyboard.type('Demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('top-bar-balance').waitFor();

    await tabTo(page, page.getByRole('menuitem', { name: 'Order software' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/order-software');

    // Waiting for the chooser turns on playwright's interception of it: started before the Tab presses, so it is
    // on by the time Enter opens the chooser (started with the key press, it lost that race under CI load).
    const chooserOpened = page.waitForEvent('filechooser', { timeout: 60_000 });
    await tabTo(page, page.getByTestId('read-ECU').getByRole('button', { name: 'Choose file' }));
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles(binaryFile('golf-ecu.bin'));
    await page.getByTestId('read-ECU').getByText('File uploaded successfully').waitFor();

    await tabTo(page, page.locator('input[name="vin"]'));
    await page.keyboard.type(DEMO_VIN);
    await tabTo(page, page.getByRole('button', { name: 'Automatic (by VIN)' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('vin-matches').getByRole('button', { name: /2\.0 TDI 150hp/ }));
    await page.keyboard.press('Enter');

    await tabTo(page, page.getByRole('button', { name: 'ECU', exact: true }));
    await page.keyboard.press('Space');
    // A radio group is one Tab stop; the arrows move inside it.
    await tabTo(page, page.getByTestId('stage-choices'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('radio', { name: /STAGE TWO/ }).isChecked()).toBe(true);
    await page.getByTestId('quote-total').waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/checkout');
    await page.locator('button:not([disabled])', { hasText: /^Pay / }).waitFor();
    await tabTo(page, page.getByRole('button', { name: /^Pay / }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/You pay .* for this order/).waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/order-detail/**');
    await page.getByTestId('order-status').filter({ hasText: 'New' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Order #\d+$/);
  }, WHOLE_FLOW_TIMEOUT_MS);
});
