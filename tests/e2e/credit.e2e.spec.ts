import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type E2E, openAs, signIn, startE2E } from './browser.js';

let e2e: E2E;
let adminToken: string;

const inject = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await e2e.portal.app.inject({ method, url, headers: e2e.portal.auth(token), payload });
  if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

const userId = async (email: string): Promise<string> => {
  const users = await inject(adminToken, 'GET', `/api/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
  return users.find((u: { email: string }) => u.email === email).id;
};

const balanceOf = async (email: string): Promise<number> => (await inject(await e2e.portal.login(email), 'GET', '/api/user/view')).balance;

const topBarBalance = (page: Page) => page.getByTestId('top-bar-balance');

beforeAll(async () => {
  e2e = await startE2E();
  adminToken = await e2e.portal.login('admin@demo.test');
  // The administrator funds the distributor from the house.
  await inject(adminToken, 'POST', '/api/credit/transfer', { to: await userId('distributor@demo.test'), amount: 5000, description: 'Opening balance' });
});
afterAll(async () => e2e?.close());

describe('credits in the browser', () => {
  it('warns a dealer under 1000 credits in red with an icon', async () => {
    const distributorToken = await e2e.portal.login('distributor@demo.test');
    await inject(distributorToken, 'POST', '/api/credit/transfer', { to: await userId('dealer@demo.test'), amount: 400 });

    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/credit-dashboard');
    const balance = topBarBalance(page);
    await balance.getByText('400.00 credits').waitFor();
    expect(await balance.getAttribute('data-low')).toBe('true');
    expect(await balance.getByTestId('low-balance-icon').count()).toBe(1);
    const [red, green, blue] = (await balance.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green + blue).toBeLessThan(red);
    await page.getByRole('alert').getByText('Your balance is low').waitFor();
  });

  it('lets a distributor transfer credits to its dealer, who sees the new balance at once', async () => {
    const before = await balanceOf('dealer@demo.test');
    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/credit-dashboard');
    await topBarBalance(dealer).getByText(`${before.toFixed(2)} credits`).waitFor();

    const distributor = await e2e.newPage();
    await openAs(distributor, e2e.baseUrl, 'distributor@demo.test', '/credit');
    await distributor.getByRole('button', { name: 'Transfer' }).first().click();
    const dialog = distributor.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'To account' }).click();
    await distributor.getByRole('option', { name: /Dana Dealer/ }).click();
    await dialog.locator('input[name="amount"]').fill('1500');
    await dialog.locator('textarea[name="description"]').first().fill('Stock for the month');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await distributor.getByText('Are you sure you want to perform this action?').waitFor();
    await distributor.getByRole('button', { name: 'Yes' }).click();
    await distributor.getByText('The credits have been transferred').waitFor();
    await distributor.getByText('Stock for the month').first().waitFor();

    const after = (before + 1500).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // The live socket brings the dealer's new balance without a reload.
    await topBarBalance(dealer).getByText(`${after} credits`).waitFor();
    expect(await topBarBalance(dealer).getAttribute('data-low')).toBe('false');
    await dealer.getByText('Stock for the month').first().waitFor();
    expect(await balanceOf('dealer@demo.test')).toBe(before + 1500);
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
    await dialog.locator('input[name="amount"]').fill('999999');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await dialog.getByRole('alert').getByText('Insufficient funds').waitFor();
  });

  it('shows the credit dashboard in Spanish', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'distributor@demo.test', '/credit-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Panel de créditos' }).waitFor();
    for (const label of ['Recibidos', 'Usados', 'Transferidos', 'Restantes']) await page.getByText(label, { exact: true }).first().waitFor();
    await page.getByText('5000,00 créditos').first().waitFor();
    await page.getByRole('button', { name: 'Historial de créditos' }).or(page.getByRole('link', { name: 'Historial de créditos' })).first().waitFor();
    expect(await page.getByText('Credit dashboard').count()).toBe(0);
  });

  it('lets a dealer buy credits and see the fee; an admin confirms the payment and the credits and the invoice appear', async () => {
    const before = await balanceOf('dealer@demo.test');
    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/order-credit');
    const preview = dealer.getByTestId('fee-preview');
    // The form starts from the smallest package of the price table.
    await preview.getByText('10.00 credits').waitFor();
    await dealer.locator('input[name="credits"]').fill('100');
    await dealer.getByRole('combobox', { name: 'Payment method' }).click();
    await dealer.getByRole('option', { name: /Card \(Europe\)/ }).click();
    // Base table: 100 credits cost €90.00; the European card adds 1.4 %.
    await preview.getByText('100.00 credits').waitFor();
    await preview.getByText('1.40 %').waitFor();
    await preview.getByText('€1.26').waitFor();
    await preview.getByText('€91.26').waitFor();
    await dealer.getByRole('button', { name: 'Place order' }).click();
    await dealer.getByRole('button', { name: 'Yes' }).click();
    await dealer.waitForURL('**/admin/credit-order-detail/**');
    const bank = dealer.getByTestId('bank-details');
    await bank.getByText('€91.26').waitFor();
    await bank.getByText('Dario Distributor').waitFor();
    await bank.getByRole('button', { name: 'I have paid' }).click();
    await dealer.getByRole('dialog').locator('input[name="reference"]').fill('SEPA-4711');
    await dealer.getByRole('dialog').getByRole('button', { name: 'I have paid' }).click();
    await dealer.getByRole('button', { name: 'Yes' }).click();
    await dealer.getByText('Payment confirmed customer').first().waitFor();

    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/credit-payments');
    await admin.getByText('Payment confirmed customer').first().click();
    await admin.waitForURL('**/admin/credit-order-admin-view/**');
    await admin.getByRole('button', { name: 'Confirm payment' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
    await admin.getByRole('button', { name: 'Yes' }).click();
    await admin.getByText('Payment confirmed (admin)').first().waitFor();

    const after = (before + 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await topBarBalance(dealer).getByText(`${after} credits`).waitFor();
    await dealer.getByText('Payment confirmed (admin)').first().waitFor();
    await dealer.getByRole('link', { name: 'View invoice' }).click();
    await dealer.waitForURL('**/admin/credit-order-view-invoice/**');
    await dealer.getByRole('heading', { name: /^Invoice INV/ }).waitFor();
    await dealer.getByText('€91.26').first().waitFor();
    await dealer.locator('iframe[title^="Invoice INV"]').waitFor();
    expect(await balanceOf('dealer@demo.test')).toBe(before + 100);
  });
});
