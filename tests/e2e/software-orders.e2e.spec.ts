import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { DEMO_VIN } from '../../tables/vin/seed-demo.js';
import { choose, chooseVehicle, DEMO_GOLF, openAs, shot, useE2E } from './browser.js';
import { chooseStage, orderThroughApi, payAtCheckout, uploadRead } from './order-software.js';

// Ordering software in the browser (issue 9 "Must show"): upload, find the vehicle by VIN or by
// hand, choose, see the breakdown, pay at the checkout; the balance, the list and the timeline;
// the dealer who cannot pay is told why; the order screen in Spanish. With E2E_SHOTS=<dir> each
// screen is saved as a PNG there.

let adminToken: string;
const e2e = useE2E({}, async ({ portal, call, userId }) => {
  await seedDemoCatalogue(portal.services.db);
  adminToken = await portal.login('admin@demo.test');
  await call(adminToken, 'POST', '/api/credit/transfer', { to: await userId(adminToken, 'dealer@demo.test'), amount: 5000, description: 'Opening balance' });
  await call(adminToken, 'POST', '/api/coupon/create', { code: 'SPRING10', discountPercent: 10, active: true });
});

/** "1,234.50 credits" → 1234.5 */
const credits = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const totalShown = async (page: Page) => credits(await page.getByTestId('quote-total').innerText());
/** The breakdown once the quote for the draft as it is now has arrived. */
const settledLines = async (page: Page, contains: string) => {
  const panel = page.getByTestId('price-panel');
  await panel.getByTestId('quote-lines').getByText(contains).waitFor();
  await panel.getByRole('progressbar').waitFor({ state: 'detached' });
  return panel.getByTestId('quote-lines').innerText();
};

/** The order screen with a TCU read, the demo Golf with its DQ250 and the DSG original file chosen; answers the price panel. */
const draftOriginalFile = async (page: Page) => {
  await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/order-software');
  await (await uploadRead(page, 'TCU')).getByText('File uploaded successfully').waitFor();
  await page.getByRole('button', { name: 'Manual search' }).click();
  await chooseVehicle(page, DEMO_GOLF);
  await choose(page, 'Gearbox', 'DQ250');
  await chooseStage(page, 'DSG', 'Original File');
  await choose(page, 'DSG hardware modification', 'Not installed (+195 credits)');
  return page.getByTestId('price-panel');
};

describe('ordering software in the browser', () => {
  it('lets a dealer upload an ECU read, find the vehicle by VIN, choose stage 2 with an option, an urgency and a coupon, and pay', async () => {
    const before = await e2e.balanceOf('dealer@demo.test');
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/order-software');

    const slot = await uploadRead(page, 'ECU');
    await slot.getByText('File uploaded successfully').waitFor();
    expect(await slot.getByTestId('sha256').innerText()).toMatch(/^[0-9a-f]{64}$/);

    // The spec's VIN messages, then the VIN search (automatic proceed mode).
    await page.fill('input[name="vin"]', 'WVWZZZAUZFW12345');
    await page.getByRole('button', { name: 'Automatic (by VIN)' }).click();
    await page.getByText('Only 17 characters are allowed to search by VIN').waitFor();
    await page.fill('input[name="vin"]', '12345678901234567');
    await page.locator('input[name="vin"]').blur();
    await page.getByText('Invalid VIN.').waitFor();
    await page.fill('input[name="vin"]', DEMO_VIN);
    await page.getByRole('button', { name: 'Automatic (by VIN)' }).click();
    await page.getByTestId('vin-matches').getByText('Volkswagen Golf · 2.0 TDI 150hp').click();
    await page.getByTestId('order-vehicle').getByText('Volkswagen Golf').waitFor();

    await chooseStage(page, 'ECU', 'STAGE TWO');
    await choose(page, 'Idle RPM', '+50 rpm');
    await choose(page, 'Urgency', '1 day');
    await page.fill('input[name="coupon"]', 'spring10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('applied-coupon').getByText('SPRING10: -10%').waitFor();

    const lines = await settledLines(page, 'Coupon SPRING10');
    expect(lines).toContain('ECU · STAGE TWO');
    expect(lines).toContain('Idle RPM: +50 rpm');
    expect(lines).toContain('Urgency: 1 day');
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(0);
    expect(credits(await page.getByTestId('pay-balance-after').innerText())).toBeCloseTo(before - total, 2);
    await shot(page, 'order-software-vin');

    await payAtCheckout(page);
    await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByText('Placed', { exact: true }).waitFor();
    await timeline.getByText('Charged', { exact: true }).waitFor();
    expect(await page.getByTestId('order-status').innerText()).toBe('New');
    await page.getByTestId('order-files').getByText('golf-ecu.bin').waitFor();
    const balance = page.getByTestId('top-bar-balance');
    await balance.getByText(`${(before - total).toLocaleString('en', { minimumFractionDigits: Number.isInteger(before - total) ? 0 : 2, maximumFractionDigits: 2 })} credits`).waitFor();
    expect(await e2e.balanceOf('dealer@demo.test')).toBeCloseTo(before - total, 2);
    await shot(page, 'order-detail');

    await page.goto(`${e2e.baseUrl}/admin/software-orders`);
    const row = page.getByRole('row').filter({ hasText: DEMO_VIN });
    await row.getByText('STAGE TWO').waitFor();
    expect(await row.innerText()).toContain('New');
    await shot(page, 'software-orders');
    await page.getByPlaceholder('VIN or number').fill('ZZZZZZ');
    await page.getByTestId('empty-state').getByText('Nothing matches these filters').waitFor();

    // The dashboard shows the latest orders (spec section 2: the list shares its screen with it).
    await page.goto(`${e2e.baseUrl}/admin/dashboard`);
    await page.getByRole('row').filter({ hasText: DEMO_VIN }).first().waitFor();
    await shot(page, 'dashboard');
  });

  it('lets a dealer order ECU + DSG by manual search, with the DSG hardware not installed for 195', async () => {
    const before = await e2e.balanceOf('dealer@demo.test');
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/order-software');
    await (await uploadRead(page, 'ECU')).getByText('File uploaded successfully').waitFor();
    await (await uploadRead(page, 'TCU')).getByText('File uploaded successfully').waitFor();

    await page.getByRole('button', { name: 'Manual search' }).click();
    await chooseVehicle(page, DEMO_GOLF);
    await choose(page, 'Gearbox', 'DQ250');
    await page.getByRole('button', { name: 'ECU + DSG', exact: true }).click();
    await page.getByTestId('stage-choices').getByText('ECU STAGE ONE & DSG STAGE ONE').click();
    await page.getByTestId('missing').getByText('choose the DSG hardware modification').waitFor();
    await choose(page, 'DSG hardware modification', 'Not installed (+195 credits)');

    const lines = await settledLines(page, 'DSG hardware modification (not installed)');
    expect(lines).toMatch(/DSG hardware modification \(not installed\)\s+195 credits/);
    const total = await totalShown(page);
    await shot(page, 'order-software-manual');

    await payAtCheckout(page);
    const facts = page.getByTestId('order-facts');
    await facts.getByText('ECU + DSG', { exact: true }).waitFor();
    await facts.getByText('Not installed').waitFor();
    expect(await page.getByTestId('order-files').getByTestId('file-facts').count()).toBe(2);
    expect(await e2e.balanceOf('dealer@demo.test')).toBeCloseTo(before - total, 2);
    await page.getByTestId('status-changer').waitFor();

    // An administrator moves it on, behind a confirmation; the timeline says who and what.
    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', page.url().slice(page.url().indexOf('/order-detail/')));
    await choose(admin, 'New status', 'In Process');
    await admin.getByRole('button', { name: 'Change status and tell the dealer' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await admin.getByText('The status has been changed').waitFor();
    await admin.getByTestId('order-status').filter({ hasText: 'In Process' }).waitFor();
    await admin.getByTestId('order-timeline').getByText('Status changed', { exact: true }).waitFor();
    await shot(admin, 'order-detail-admin');

    // The dealer had a move (cancelling the new order), but has none while it is in process: no status card.
    await page.reload();
    await page.getByTestId('order-status').filter({ hasText: 'In Process' }).waitFor();
    expect(await page.getByTestId('status-changer').count()).toBe(0);
    expect(await page.getByText('Change the status').count()).toBe(0);
  });

  it('shows the new total when the price changed before paying, and pays it on the second press', async () => {
    await e2e.call(adminToken, 'POST', '/api/coupon/create', { code: 'AUTUMN5', discountPercent: 5, active: true });
    const before = await e2e.balanceOf('dealer@demo.test');
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/order-software');
    await (await uploadRead(page, 'ECU')).getByText('File uploaded successfully').waitFor();
    await page.getByRole('button', { name: 'Manual search' }).click();
    await chooseVehicle(page, DEMO_GOLF);
    await chooseStage(page, 'ECU', 'STAGE ONE');
    await page.fill('input[name="coupon"]', 'AUTUMN5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await settledLines(page, 'Coupon AUTUMN5');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.locator('button:not([disabled])', { hasText: 'Pay 331.55 credits' }).waitFor(); // 349 less 5 %

    // The administrator raises the coupon while the dealer looks at the checkout.
    await e2e.call(adminToken, 'PUT', '/api/coupon/update/AUTUMN5', { discountPercent: 10 });
    await page.getByRole('button', { name: 'Pay 331.55 credits' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click();
    const problem = page.getByTestId('pay-problem');
    await problem.getByText(/The price changed since you saw it: check the new total and pay again/).waitFor();
    await problem.getByText('New total: 314.10 credits.').waitFor();
    await shot(page, 'checkout-price-changed');
    await page.getByRole('button', { name: 'Pay 314.10 credits' }).click();
    await page.getByRole('dialog').getByText('You pay 314.10 credits for this order. Are you sure you want to perform this action?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/admin/order-detail/**');
    await page.getByTestId('order-charged').getByText('Charged: 314.10 credits').waitFor();
    expect(await e2e.balanceOf('dealer@demo.test')).toBeCloseTo(before - 314.1, 2);
  });

  it('tells a dealer without balance why it cannot pay', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'subdealer@demo.test', '/order-software');
    await (await uploadRead(page, 'ECU')).getByText('File uploaded successfully').waitFor();
    await page.getByRole('button', { name: 'Manual search' }).click();
    await chooseVehicle(page, DEMO_GOLF);
    await chooseStage(page, 'ECU', 'STAGE ONE');
    const refusal = page.getByTestId('pay-refusal');
    await refusal.getByText(/You cannot pay: your balance of 0 credits does not cover the total of 349 credits, and your account may not order without balance/).waitFor();
    expect(await page.getByRole('button', { name: 'Continue to payment' }).isDisabled()).toBe(true);
    await shot(page, 'order-software-no-balance');

    // The checkout says the same and keeps Pay disabled.
    await page.goto(`${e2e.baseUrl}/admin/checkout`);
    await page.getByTestId('pay-refusal').waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).isDisabled()).toBe(true);
  });

  it('lets a dealer order the DSG original file: "On request" in the price panel, and the order is placed', async () => {
    const page = await e2e.newPage();
    const panel = await draftOriginalFile(page);
    expect(await settledLines(page, 'Original File')).toContain('On request');
    expect(await panel.getByTestId('quote-total').innerText()).toContain('On request');
    await shot(page, 'order-software-original-file');
    await payAtCheckout(page);
    await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
    await page.getByTestId('order-facts').getByText('Original File').waitFor();
  });

  it('shows a quote refusal the dealer cannot act on as the generic error with a reference, never the server\'s text', async () => {
    const page = await e2e.newPage();
    // The schema's refusal the quote once answered for this very stage: a field and a rule the dealer never typed.
    const schemaRefusal = { statusCode: 400, error: 'Bad Request', code: 'FIELD_TOO_LONG', params: { field: 'stage', limit: 12 }, message: 'stage: The stage field must have 12 characters at most' };
    await page.route('**/api/order-software/quote', (route) => route.fulfill({
      status: 400, contentType: 'application/json', headers: { 'x-request-id': '3f2a9c1e-0d4b-4c55-9a1e-2b7c8d9e0f11' }, body: JSON.stringify(schemaRefusal),
    }));
    const panel = await draftOriginalFile(page);
    await panel.getByTestId('price-error')
      .getByText('Something went wrong and this could not be done. Please try again; if it happens again, give support the reference 3F2A9C1E.').waitFor();
    expect(await panel.innerText()).not.toMatch(/stage:|characters at most/);
    await shot(page, 'order-software-quote-error');
  });

  it('shows the order screen in Spanish, with the spec messages translated', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/order-software');
    for (const heading of ['Archivos originales', 'Vehículo', 'Pedido', 'Urgencia, cupón y nota', 'Precio']) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    const slot = await uploadRead(page, 'ECU', { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%demo\n') });
    await slot.getByText('Error al subir').waitFor();
    await slot.getByText('El tipo de archivo no es compatible').waitFor();
    await page.fill('input[name="vin"]', 'WVWZZZ');
    await page.getByRole('button', { name: 'Automático (por VIN)' }).click();
    await page.getByText('Solo se permiten 17 caracteres para buscar por VIN').waitFor();
    await page.getByRole('button', { name: 'Búsqueda manual' }).click();
    await chooseVehicle(page, DEMO_GOLF, ['Marca', 'Modelo', 'Generación', 'Motor']);
    await page.getByRole('button', { name: 'ECU', exact: true }).click();
    await page.getByTestId('stage-choices').getByText('Etapa 1', { exact: true }).waitFor();
    await page.getByTestId('missing').getByText('elija la etapa').waitFor();
    expect(await page.getByText('Order software').count()).toBe(0);
    await shot(page, 'order-software-es');
  });
});

describe('ordering without balance up to a credit limit (spec section 5)', () => {
  it('lets an account owing less than its limit order from the screen; owing the limit, the screen and the server refuse alike', async () => {
    const distributor = await e2e.userId(adminToken, 'distributor@demo.test');
    await e2e.call(adminToken, 'POST', '/api/credit/order-without-balance', { userId: distributor, allowed: true, limit: 400 });
    const token = await e2e.portal.login('distributor@demo.test');
    const golf = await e2e.portal.services.db.selectFrom('vehicles').select('id').where('model', '=', 'Golf').where('engine', '=', '2.0 TDI 150hp').executeTakeFirstOrThrow();
    const stageOne = { type: 'ECU', stage: '1', vehicleId: golf.id };
    expect((await orderThroughApi(e2e.portal, token, stageOne)).statusCode).toBe(200);
    expect(await e2e.balanceOf('distributor@demo.test')).toBe(-349);

    const orderStageOne = async () => {
      const page = await e2e.newPage();
      await openAs(page, e2e.baseUrl, 'distributor@demo.test', '/order-software');
      await (await uploadRead(page, 'ECU')).getByText('File uploaded successfully').waitFor();
      await page.getByRole('button', { name: 'Manual search' }).click();
      await chooseVehicle(page, DEMO_GOLF);
      await chooseStage(page, 'ECU', 'STAGE ONE');
      await settledLines(page, 'ECU · STAGE ONE');
      return page;
    };
    // Owing 349 of 400: the screen allows the order (below zero) and the server takes it.
    const allowed = await orderStageOne();
    await allowed.getByText('Your account may order without balance: this order takes your balance below zero.').waitFor();
    expect(await allowed.getByTestId('pay-refusal').count()).toBe(0);
    await shot(allowed, 'order-software-under-credit-limit');
    await payAtCheckout(allowed);
    await allowed.getByTestId('order-charged').getByText('Charged: 349 credits').waitFor();
    expect(await e2e.balanceOf('distributor@demo.test')).toBe(-698);

    // Owing exactly 400: the screen says the limit is reached, and the server refuses with that reason.
    await e2e.call(adminToken, 'POST', '/api/credit/transfer', { to: distributor, amount: 298 });
    const refused = await orderStageOne();
    await refused.getByTestId('pay-refusal').getByText('You cannot pay: you have reached your credit limit. Pay what you owe before ordering.').waitFor();
    expect(await refused.getByRole('button', { name: 'Continue to payment' }).isDisabled()).toBe(true);
    await shot(refused, 'order-software-credit-limit-reached');
    expect(await orderThroughApi(e2e.portal, token, stageOne)).toMatchObject({ statusCode: 402, body: { code: 'CREDIT_LIMIT_REACHED' } });
    expect(await e2e.balanceOf('distributor@demo.test')).toBe(-400);
  }, 90_000); // two order screens and three sign-ins: past the default 30 s on a loaded machine
});
