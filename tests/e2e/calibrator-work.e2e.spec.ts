import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moveOrderTo, placeOrder } from '../softwareOrders/support.js';
import { binaryFile, choose, openAs, shot, useE2E } from './browser.js';

// The calibrators' half of an order in the browser (issue 10): a calibrator takes an order from
// the files/orders queue and delivers a tuned file; the dealer downloads that version and its
// SHA-256 is the uploaded file's; an administrator rejects an order with a reason and the dealer
// gets its credits back, then answers in Spanish with a corrected read that is charged again.
// With E2E_SHOTS=<dir> each screen is saved as a PNG there.

let admin: { authorization: string };
let dealerId: string;
let adminId: string;
const e2e = useE2E({}, async ({ portal, call, userId }) => {
  admin = portal.auth(await portal.login('admin@demo.test'));
  dealerId = await userId(admin, 'dealer@demo.test');
  adminId = (await call(admin, 'GET', '/api/user/view')).id;
});

const balanceOfDealer = () => e2e.balanceOf('dealer@demo.test');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/**
 * An order with a read of its own: once one order of a read is delivered, the stock reactor
 * delivers every later order of the same read at once (issue 10), which would race these tests.
 */
const placeOwnOrder = () => placeOrder(e2e.portal, { dealerId, admin }, { file: { sha256: randomBytes(32).toString('hex'), size: 4100 } });

describe('the calibrators\' work on an order in the browser', () => {
  it('lets a calibrator take an order from the queue and deliver a tuned file that the dealer downloads with its SHA-256 checked', async () => {
    const order = await placeOwnOrder();
    const calibrator = await e2e.newPage();
    await openAs(calibrator, e2e.baseUrl, 'calibrator@demo.test', '/files/orders');
    await calibrator.getByTestId('queue-empty').getByText('No order is assigned to you.').waitFor();
    await calibrator.getByRole('tab', { name: 'Unassigned' }).click();
    const row = calibrator.getByRole('row').filter({ hasText: String(order.number) }).filter({ hasText: 'Dana Dealer' });
    await row.getByRole('button', { name: 'Take' }).waitFor();
    await shot(calibrator, 'queue-unassigned');
    await row.getByRole('button', { name: 'Take' }).click();
    await calibrator.getByText(`Order #${order.number} is yours`).waitFor();
    await calibrator.getByRole('tab', { name: 'Mine' }).click();
    const mine = calibrator.getByRole('row').filter({ hasText: 'Dana Dealer' });
    await mine.getByText('Cal Calibrator').waitFor();
    await mine.click();
    await calibrator.waitForURL(`**/admin/order-detail/${order.orderId}`);
    await calibrator.getByTestId('calibrator-name').getByText('Cal Calibrator').waitFor();

    // The dealer has its order open while the calibrator works: it learns of the delivery without reloading.
    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', `/order-detail/${order.orderId}`);
    await dealer.getByTestId('order-status').filter({ hasText: 'New' }).waitFor();

    const tuned = binaryFile('golf-stage2-tuned.bin');
    await calibrator.getByRole('button', { name: 'Deliver tuned files' }).click();
    const dialog = calibrator.getByRole('dialog');
    await dialog.getByTestId('slot-ECU').locator('input[type="file"]').setInputFiles(tuned);
    expect(await dialog.getByTestId('slot-ECU').getByTestId('sha256').innerText()).toBe(sha256(tuned.buffer));
    await dialog.locator('textarea[name="deliver-note"]').fill('Stage 2, EGR kept');
    await shot(calibrator, 'deliver-dialog');
    await dialog.getByRole('button', { name: 'Deliver', exact: true }).click();
    await calibrator.getByText('Version 1 delivered: the order is now Tune Supplied').waitFor();
    await calibrator.getByTestId('order-status').filter({ hasText: 'Tune Supplied' }).waitFor();
    await calibrator.getByTestId('tuned-version-1').getByText('golf-stage2-tuned.bin').waitFor();
    await shot(calibrator, 'order-detail-calibrator');

    // Two notices arrive together (the delivery, the status it moved to): the alert shows the later one.
    await dealer.getByTestId('order-alert').getByText(/Status: Tune Supplied — Version 1 delivered|Tuned file version 1 delivered — Stage 2, EGR kept/).waitFor();
    await dealer.getByTestId('order-status').filter({ hasText: 'Tune Supplied' }).waitFor();
    await shot(dealer, 'order-detail-dealer-live-notice');
    const version = dealer.getByTestId('tuned-version-1');
    await version.getByText('Stage 2, EGR kept').waitFor();
    expect(await version.getByTestId('sha256').innerText()).toBe(sha256(tuned.buffer));
    const [download] = await Promise.all([dealer.waitForEvent('download'), version.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('golf-stage2-tuned.bin');
    expect(sha256(readFileSync((await download.path())!))).toBe(sha256(tuned.buffer));
    await version.getByTestId('download-check').getByText('SHA-256 checked: the download is the delivered file').waitFor();
    await shot(dealer, 'order-detail-dealer-version');
  });

  it('lets an administrator reject an order with a reason: the dealer gets its credits back, and sends a corrected read in Spanish', async () => {
    const order = await placeOwnOrder();
    const before = await balanceOfDealer();
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', `/order-detail/${order.orderId}`);
    await choose(page, 'New status', 'Rejected');
    await page.getByRole('button', { name: 'Reject the order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject the order' }).isDisabled();
    await dialog.locator('textarea[name="reason"]').fill('The read is cut short: read the full flash again');
    await shot(page, 'reject-dialog');
    await dialog.getByRole('button', { name: 'Reject the order' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Rejected' }).waitFor();
    await page.getByTestId('rejection-reason').getByText('The read is cut short: read the full flash again', { exact: false }).waitFor();
    expect(await balanceOfDealer()).toBeCloseTo(before + 349, 2);

    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', `/order-detail/${order.orderId}`);
    const rejection = dealer.getByTestId('rejection');
    await rejection.getByText('El pedido fue rechazado').waitFor();
    await rejection.getByText('Motivo: The read is cut short: read the full flash again').waitFor();
    await shot(dealer, 'order-detail-dealer-rejected-es');
    await rejection.getByRole('button', { name: 'Enviar una lectura corregida' }).click();
    const resubmit = dealer.getByRole('dialog');
    await resubmit.getByTestId('slot-ECU').locator('input[type="file"]').setInputFiles(binaryFile('golf-ecu-full.bin'));
    await resubmit.getByTestId('slot-ECU').getByTestId('file-facts').waitFor();
    await resubmit.getByRole('button', { name: 'Enviar', exact: true }).click();
    const confirm = dealer.getByRole('dialog').filter({ hasText: '¿Enviar la lectura corregida?' });
    await confirm.getByText(/su precio de 349 créditos se cobra de nuevo/).waitFor();
    await shot(dealer, 'resubmit-confirm-es');
    await confirm.getByRole('button', { name: 'Sí' }).click();
    await dealer.getByTestId('order-status').filter({ hasText: 'Nuevo' }).waitFor();
    await dealer.getByTestId('read-round-2').getByText('golf-ecu-full.bin').waitFor();
    expect(await balanceOfDealer()).toBeCloseTo(before, 2);
    await shot(dealer, 'order-detail-dealer-round-2-es');
  });

  it('lets an administrator reprice a paid order, and handle the warranty case the dealer claims, with a refund', async () => {
    const order = await placeOwnOrder();
    await e2e.call(admin, 'POST', '/api/credit/transfer', { to: dealerId, amount: 100, description: 'For the repricing' });
    const before = await balanceOfDealer();
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', `/order-detail/${order.orderId}`);
    const priceForm = page.getByTestId('price-form');
    await priceForm.locator('input[name="price"]').fill('399');
    await priceForm.getByRole('button', { name: 'Change price' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Change the price from 349 credits to 399 credits?').waitFor();
    await confirm.getByText('The dealer is charged the difference of 50 credits.').waitFor();
    await shot(page, 'reprice-confirm');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The price has been changed').waitFor();
    expect(await balanceOfDealer()).toBeCloseTo(before - 50, 2);

    await moveOrderTo(e2e.portal, order.orderId, 'In Process', adminId);
    await moveOrderTo(e2e.portal, order.orderId, 'Completed', adminId);
    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', `/order-detail/${order.orderId}`);
    await dealer.getByRole('button', { name: 'Claim warranty' }).click();
    await dealer.getByRole('dialog').locator('textarea[name="warranty-reason"]').fill('Limp mode at 3000 rpm');
    await dealer.getByRole('dialog').getByRole('button', { name: 'Claim', exact: true }).click();
    await dealer.getByTestId('warranty-status').filter({ hasText: 'NEW' }).waitFor();
    await dealer.getByTestId('order-status').filter({ hasText: 'Warranty' }).waitFor();
    await shot(dealer, 'warranty-dealer');

    await page.reload();
    const warranty = page.getByTestId('warranty');
    await warranty.getByText('Reason: Limp mode at 3000 rpm').waitFor();
    await warranty.getByRole('button', { name: 'Move to In process' }).click();
    await warranty.getByTestId('warranty-status').filter({ hasText: 'In process' }).waitFor();
    await warranty.locator('input[name="warranty-refund"]').fill('100');
    await warranty.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('dialog').getByText('Refund 100 credits to the dealer under warranty?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await warranty.getByText('Refunded under warranty: 100 credits').waitFor();
    expect(await balanceOfDealer()).toBeCloseTo(before - 50 + 100, 2);
    await shot(page, 'warranty-admin');
  });

  it('marks an overdue order in the queue, which the overdue filter keeps', async () => {
    const order = await placeOwnOrder();
    // The order's time is up: its due time is set in the past, as an hour of waiting would leave it.
    await e2e.portal.services.db.updateTable('software_orders').set({ due_at: new Date(Date.now() - 3_600_000) }).where('id', '=', order.orderId).execute();
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/files/orders');
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByLabel('Overdue only').check();
    const row = page.getByRole('row').filter({ hasText: 'Overdue' });
    await row.first().waitFor();
    expect(await page.getByTestId('overdue-chip').count()).toBe(await page.getByRole('row').count() - 1);
    await shot(page, 'queue-overdue');
    await row.filter({ has: page.getByRole('cell', { name: String(order.number), exact: true }) }).click();
    await page.waitForURL(`**/admin/order-detail/${order.orderId}`);
  });
});
