import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, signIn, useE2E } from './browser.js';

let adminToken: string;
const e2e = useE2E({}, async ({ portal, call, userId }) => {
  adminToken = await portal.login('admin@demo.test');
  // The administrator funds the distributor from the house.
  await call(adminToken, 'POST', '/api/credit/transfer', { to: await userId(adminToken, 'distributor@demo.test'), amount: 5000, description: 'Opening balance' });
});

const topBarBalance = (page: Page) => page.getByTestId('top-bar-balance');

describe('credits in the browser', () => {
  it('warns a dealer under 1000 credits in red with an icon', async () => {
    const distributorToken = await e2e.portal.login('distributor@demo.test');
    await e2e.call(distributorToken, 'POST', '/api/credit/transfer', { to: await e2e.userId(adminToken, 'dealer@demo.test'), amount: 400 });

    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/credit-dashboard');
    const balance = topBarBalance(page);
    await balance.getByText('400 credits', { exact: true }).waitFor(); // whole credits need no ".00"
    expect(await balance.getAttribute('data-low')).toBe('true');
    expect(await balance.getByTestId('low-balance-icon').count()).toBe(1);
    const [red, green, blue] = (await balance.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green + blue).toBeLessThan(red);
    await page.getByRole('alert').getByText('Your balance is low').waitFor();
  });

  it('lets a distributor transfer credits to its dealer, who sees the new balance at once', async () => {
    const before = await e2e.balanceOf('dealer@demo.test');
    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/credit-dashboard');
    const credits = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: 2 })} credits`;
    await topBarBalance(dealer).getByText(credits(before)).waitFor();

    const distributor = await e2e.newPage();
    await openAs(distributor, e2e.baseUrl, 'distributor@demo.test', '/credit');
    await distributor.getByRole('button', { name: 'Transfer' }).first().click();
    const dialog = distributor.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'To account' }).click();
    await distributor.getByRole('option', { name: /Dana Dealer/ }).click();
    await dialog.locator('input[name="amount"]').fill('1500');
    await dialog.locator('textarea[name="description"]').first().fill('Stock for the month');
    // The dialog is the one confirmation: its button sends, no second "Are you sure?".
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await distributor.getByText('The credits have been transferred').waitFor();
    expect(await distributor.getByText('Are you sure you want to perform this action?').count()).toBe(0);
    await distributor.getByText('Stock for the month').first().waitFor();

    // The live socket (authenticated by its first message) brings the dealer's new balance without a reload.
    await topBarBalance(dealer).getByText(credits(before + 1500)).waitFor();
    expect(await topBarBalance(dealer).getAttribute('data-low')).toBe('false');
    await dealer.getByText('Stock for the month').first().waitFor();
    expect(await e2e.balanceOf('dealer@demo.test')).toBe(before + 1500);
  });

  it('shows the server refusal when the distributor transfers more than it has', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'distributor@demo.test', '/credit');
    await page.getByRole('button', { name: 'Transfer' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'To account' }).click();
    await page.getByRole('option', { name: /Dana Dealer/ }).click();
    await dialog.locator('input[name="amount"]').fill('1.234');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.getByText('Please enter a valid amount').waitFor();
    await dialog.locator('input[name="amount"]').fill('9999999999');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.getByText('Please enter a valid amount').waitFor();
    await dialog.locator('input[name="amount"]').fill('999999');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.getByRole('alert').getByText('Insufficient funds').waitFor();
  });

  it("does not let an administrator choose its own or a staff account as a transfer's receiver", async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/credit');
    await page.getByRole('button', { name: 'Transfer' }).first().click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'To account' }).click();
    for (const name of [/Ada Admin/, /Sue Support/, /Cal Calibrator/]) expect(await page.getByRole('option', { name }).getAttribute('aria-disabled'), String(name)).toBe('true');
    expect(await page.getByRole('option', { name: /Dana Dealer/ }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('shows the credit dashboard in Spanish', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'distributor@demo.test', '/credit-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Panel de créditos' }).waitFor();
    for (const label of ['Recibidos', 'Usados', 'Transferidos', 'Restantes']) await page.getByText(label, { exact: true }).first().waitFor();
    await page.getByText('5000 créditos').first().waitFor();
    await page.getByRole('button', { name: 'Historial de créditos' }).or(page.getByRole('link', { name: 'Historial de créditos' })).first().waitFor();
    expect(await page.getByText('Credit dashboard').count()).toBe(0);
  });

  it('lets a dealer buy credits from its distributor by bank transfer, or from the portal by card when the distributor is short; an admin confirms', async () => {
    const before = await e2e.balanceOf('dealer@demo.test');
    const dealer = await e2e.newPage('en-GB');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/order-credit');
    const preview = dealer.getByTestId('fee-preview');
    // The form starts from the smallest package of the price table.
    await preview.getByText('10 credits', { exact: true }).waitFor();

    // More than the distributor holds: the dealer is told before ordering and offered the portal.
    await dealer.locator('input[name="credits"]').fill('9000');
    await dealer.getByTestId('seller-short').waitFor();
    expect(await dealer.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);
    await dealer.getByTestId('seller-short').getByRole('button', { name: 'Buy from the portal' }).click();
    await dealer.getByTestId('from-house').waitFor();
    await dealer.getByRole('combobox', { name: 'Payment method' }).click();
    await dealer.getByRole('option', { name: /Card \(Europe\)/ }).click();
    await dealer.getByTestId('how-to-pay').getByText(/You pay online by card/).waitFor();
    await preview.getByText('1.4 %').waitFor();
    await dealer.getByTestId('from-house').getByRole('button', { name: 'Buy from my distributor' }).click();

    // From the distributor: bank transfer only, no fee, and the order tells whom to pay.
    await dealer.locator('input[name="credits"]').fill('100');
    await preview.getByText('100 credits', { exact: true }).waitFor();
    await dealer.getByRole('combobox', { name: 'Payment method' }).click();
    expect(await dealer.getByRole('option').allTextContents()).toEqual(['Bank transfer (fee 0 %)']);
    await dealer.keyboard.press('Escape');
    await dealer.getByTestId('how-to-pay').getByText(/You pay your distributor or dealer by bank transfer/).waitFor();
    await preview.getByText('0 %').waitFor();
    await preview.getByText('€90.00').first().waitFor();
    await dealer.getByRole('button', { name: 'Place order' }).click();
    await dealer.getByRole('button', { name: 'Yes' }).click();
    await dealer.waitForURL('**/admin/credit-order-detail/**');
    const bank = dealer.getByTestId('bank-details');
    await bank.getByText('€90.00').waitFor();
    await bank.getByText('Dario Distributor').first().waitFor();
    await bank.getByText('distributor@demo.test').waitFor();
    // en-GB writes the day first.
    await dealer.getByText(new Date().toLocaleDateString('en-GB')).first().waitFor();
    await bank.getByRole('button', { name: 'I have paid' }).click();
    await dealer.getByRole('dialog').locator('input[name="reference"]').fill('SEPA-4711');
    await dealer.getByRole('dialog').getByRole('button', { name: 'I have paid' }).click();
    await dealer.getByText('Payment confirmed customer').first().waitFor();
    expect(await dealer.getByRole('button', { name: 'Yes' }).count()).toBe(0);

    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/credit-payments');
    await admin.getByText('Payment confirmed customer').first().click();
    await admin.waitForURL('**/admin/credit-order-admin-view/**');
    await admin.getByRole('button', { name: 'Confirm payment' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
    await admin.getByText('Payment confirmed (admin)').first().waitFor();

    await topBarBalance(dealer).getByText(`${(before + 100).toLocaleString('en')} credits`).waitFor();
    await dealer.getByText('Payment confirmed (admin)').first().waitFor();
    await dealer.getByRole('link', { name: 'View invoice' }).click();
    await dealer.waitForURL('**/admin/credit-order-view-invoice/**');
    await dealer.getByRole('heading', { name: /^Invoice INV/ }).waitFor();
    await dealer.getByText('€90.00').first().waitFor();
    await dealer.locator('iframe[title^="Invoice INV"]').waitFor();
    expect(await e2e.balanceOf('dealer@demo.test')).toBe(before + 100);
  });
});
