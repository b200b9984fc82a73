import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, shot, signIn, useE2E } from './browser.js';

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
    // The amount starts empty (a pre-filled 90 took the typed digits after it): empty is all that is due.
    expect(await admin.getByRole('dialog').locator('input[name="amount"]').inputValue()).toBe('');
    await admin.getByRole('dialog').getByText('Empty: all that is due (€90.00); type less for a partial payment').waitFor();
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

  // The base table (the distributor has none of its own): 500 credits at €0.80 each, 9,000 at €0.75.
  const eur = (locale: string, value: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
  const creditsField = (page: Page) => page.locator('input[name="credits"]');
  /** Clicks into the credits field, which is empty, and types like a person (fill() would replace any value). */
  const typeCredits = async (page: Page, credits: string) => {
    await page.locator('input[name="credits"]:not([disabled])').waitFor(); // the price table has loaded
    expect(await creditsField(page).inputValue()).toBe('');
    await creditsField(page).click();
    await page.keyboard.type(credits);
  };
  /** More than the distributor holds: from the portal, by card in Europe (1.4 %). */
  const fromPortalByCard = async (page: Page, labels: { house: string; method: string; card: RegExp }) => {
    await page.getByTestId('seller-short').getByRole('button', { name: labels.house }).click();
    await page.getByTestId('from-house').waitFor();
    await page.getByRole('combobox', { name: labels.method }).click();
    await page.getByRole('option', { name: labels.card }).click();
  };

  it('orders the 500 credits a dealer types into the empty field (not 10,500), stating them with price and fee first', async () => {
    const dealer = await e2e.newPage('en-GB');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/order-credit');
    await typeCredits(dealer, '500');
    await dealer.getByTestId('fee-preview').getByText('500 credits', { exact: true }).waitFor();
    await dealer.getByRole('button', { name: 'Place order' }).click();
    const dialog = dealer.getByRole('dialog');
    expect(await dialog.getByTestId('confirm-order').textContent()).toBe(`500 credits for ${eur('en-GB', 400)} (fee ${eur('en-GB', 0)})`);
    await shot(dealer, 'order-credit-confirm-en');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dealer.waitForURL('**/admin/credit-order-detail/**');
    const order = await e2e.call(await e2e.portal.login('dealer@demo.test'), 'GET', `/api/credit-order/view/${dealer.url().split('/').pop()}`);
    expect(order).toMatchObject({ credits: 500, price: 400, status: 'New' });
  });

  it('asks once more before an order far above what the dealer usually buys', async () => {
    const dealerToken = await e2e.portal.login('dealer@demo.test');
    const ordersOf = async (credits: number) => (await e2e.call(dealerToken, 'GET', '/api/credit-order/index')).filter((o: { credits: number }) => o.credits === credits);
    const before = (await ordersOf(9000)).length;
    const dealer = await e2e.newPage('en-GB');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/order-credit');
    await typeCredits(dealer, '9000');
    await fromPortalByCard(dealer, { house: 'Buy from the portal', method: 'Payment method', card: /Card \(Europe\)/ });
    await dealer.getByTestId('fee-preview').getByText('1.4 %').waitFor();
    await dealer.getByRole('button', { name: 'Place order' }).click();
    const dialog = dealer.getByRole('dialog');
    const stated = `9,000 credits for ${eur('en-GB', 6844.5)} (fee ${eur('en-GB', 94.5)})`;
    expect(await dialog.getByTestId('confirm-order').textContent()).toBe(stated);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    // The second question: its own title, the order stated again, and a button naming the credits.
    await dialog.getByRole('heading', { name: 'Far more than you usually buy' }).waitFor();
    await dialog.getByText(stated).waitFor();
    await shot(dealer, 'order-credit-unusual-en');
    await dialog.getByRole('button', { name: 'Change the amount' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await ordersOf(9000)).length).toBe(before); // changing the amount placed nothing

    await dealer.getByRole('button', { name: 'Place order' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.getByRole('button', { name: 'Yes, order 9,000 credits' }).click();
    await dealer.waitForURL('**/admin/credit-order-detail/**');
    const order = await e2e.call(dealerToken, 'GET', `/api/credit-order/view/${dealer.url().split('/').pop()}`);
    expect(order).toMatchObject({ credits: 9000, price: 6750, fee: 94.5, total: 6844.5, sellerId: 'house' });
  });

  it('states the order in Spanish for a buyer in Spanish, and asks once more in Spanish', async () => {
    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/order-credit');
    await typeCredits(dealer, '500');
    await dealer.getByTestId('fee-preview').getByText('500 créditos', { exact: true }).waitFor();
    await dealer.getByRole('button', { name: 'Realizar pedido' }).click();
    const dialog = dealer.getByRole('dialog');
    expect(await dialog.getByTestId('confirm-order').textContent()).toBe(`500 créditos por ${eur('es-ES', 400)} (comisión ${eur('es-ES', 0)})`);
    await shot(dealer, 'order-credit-confirm-es');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await creditsField(dealer).fill('9000');
    await fromPortalByCard(dealer, { house: 'Comprar al portal', method: 'Método de pago', card: /Tarjeta \(Europa\)/ });
    await dealer.getByTestId('fee-preview').getByText('1,4 %').waitFor();
    await dealer.getByRole('button', { name: 'Realizar pedido' }).click();
    const stated = `9000 créditos por ${eur('es-ES', 6844.5)} (comisión ${eur('es-ES', 94.5)})`;
    expect(await dialog.getByTestId('confirm-order').textContent()).toBe(stated);
    await dialog.getByRole('button', { name: 'Sí' }).click();
    await dialog.getByRole('heading', { name: 'Mucho más de lo que suele comprar' }).waitFor();
    await dialog.getByRole('button', { name: 'Sí, pedir 9000 créditos' }).waitFor();
    await shot(dealer, 'order-credit-unusual-es');
    await dialog.getByRole('button', { name: 'Cambiar la cantidad' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
  it("lets an admin change an order's credits by typing into the empty field: 600 replaces 9,000 (not 9,000,600)", async () => {
    const placed = await e2e.call(await e2e.portal.login('dealer@demo.test'), 'POST', '/api/credit-order', { credits: 9000, paymentMethod: 'bank_transfer', fromHouse: true });
    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', `/credit-order-admin-view/${placed.id}`);
    await admin.getByRole('button', { name: 'Change terms' }).click();
    const dialog = admin.getByRole('dialog');
    const credits = dialog.locator('input[name="credits"]');
    expect(await credits.inputValue()).toBe('');
    expect(await dialog.locator('input[name="price"]').inputValue()).toBe('');
    await dialog.getByText('Empty: keeps 9,000 credits').waitFor();
    await credits.click();
    await admin.keyboard.type('600');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('The terms have been changed').waitFor();
    // The base table's price for new credits: 600 at €0.80.
    expect(await e2e.call(adminToken, 'GET', `/api/credit-order/view/${placed.id}`)).toMatchObject({ credits: 600, price: 480 });
  });
});
