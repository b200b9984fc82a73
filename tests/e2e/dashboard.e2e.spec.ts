import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type E2E, holdAnswers, openAs, signIn, startE2E } from './browser.js';
import { signInDemo } from '../support/app.js';
import { ORDER_VIN, placeOrder } from '../softwareOrders/support.js';
import { projections as everyProjection } from '../../projections/index.js';

// The dashboard of each role (issue 12) on seeded data: a dealer's balance and latest order in
// Spanish; the Admin's figures, one rising live and one opening its filtered list; the
// calibrator's queue (overdue first) and support's unassigned and own tickets. Then what a list
// and a dashboard card show while their rows load (skeleton rows), when a load fails, and when
// there is nothing (the feature's sentence, English and Spanish).

let e2e: E2E;
let ids: Record<string, string>;
let headers: Record<string, { authorization: string }>;
const shots = join(tmpdir(), 'portal-e2e');
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `dashboard-${name}.png`), fullPage: true });

const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await e2e.portal.app.inject({ method, url, headers: headers[who], ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json();
};
const isPath = (path: string) => (url: URL) => url.pathname === path;

/** A paid order of the dealer, with its own read (so no stock delivers it at once). */
const dealerOrder = () => placeOrder(e2e.portal, { dealerId: ids.dealer, admin: headers.admin }, { file: { sha256: randomBytes(32).toString('hex'), size: 4100 } });

beforeAll(async () => {
  e2e = await startE2E();
  ({ ids, headers } = await signInDemo(e2e.portal, ['admin', 'distributor', 'dealer', 'calibrator', 'support']));
});
afterAll(async () => e2e?.close());

describe('the dashboards', () => {
  it('shows a dealer, in Spanish, its balance with the low-balance warning and its latest order', async () => {
    const order = await dealerOrder();
    const { balance } = await call('dealer', 'GET', '/api/user/view');
    expect(balance).toBeLessThanOrEqual(1000);
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    const written = `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(balance)} créditos`;
    await page.getByTestId('dashboard-balance').getByText(written).waitFor();
    await page.getByTestId('low-balance').getByText('Su saldo es bajo: compre créditos para seguir haciendo pedidos.').waitFor();
    const latest = page.getByTestId('recent-orders').getByRole('row').filter({ hasText: ORDER_VIN }).first();
    await latest.getByText(`#${order.number}`).waitFor();
    expect(await latest.getByTestId('order-status').innerText()).toBe('Nuevo');
    await page.getByRole('heading', { name: 'Sus últimos pedidos' }).waitFor();
    await page.getByTestId('recent-movements').getByText('Sus últimos movimientos').waitFor();
    expect(await page.getByText('Your latest orders').count()).toBe(0);
    await shot(page, 'dealer-es');
  });

  it('tells a sub-dealer without orders so, in Spanish, instead of an empty table', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'subdealer@demo.test', '/dashboard');
    await page.getByTestId('recent-orders').getByText('Aún no ha pedido software').waitFor();
    await page.getByTestId('dashboard-balance').getByText(/créditos$/).waitFor();
    await shot(page, 'subdealer-empty-es');
  });

  it('shows an Admin the sales of the month, the pending work rising live, and opens the filtered list behind a figure', async () => {
    const sale = await call('distributor', 'POST', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer' });
    await call('admin', 'POST', `/api/credit-order/confirm-payment/${sale.id}`);
    const page = await e2e.newPage('en-GB');
    // Signed in straight to the dashboard, no reload: one live socket, counted by the server's hub.
    const sockets = e2e.portal.services.hub.count();
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('credits-sold').getByText('100 credits').waitFor();
    const { creditsSold, revenue } = await call('admin', 'GET', '/api/dashboard/admin');
    expect(creditsSold.current).toBe(100);
    await page.getByTestId('revenue').getByText(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(revenue.current)).waitFor();

    // A new order reaches the open dashboard through the live socket, without a reload.
    await expect.poll(() => e2e.portal.services.hub.count()).toBeGreaterThan(sockets);
    const newOrders = page.getByTestId('pending-new-orders');
    await newOrders.getByText(/^\d+$/).waitFor();
    const before = Number(await newOrders.innerText());
    const order = await dealerOrder();
    await newOrders.getByText(String(before + 1), { exact: true }).waitFor();
    await page.getByTestId('recent-orders').getByText(`#${order.number}`).waitFor();
    await page.getByTestId('orders-by-status').getByText('New').waitFor();
    await shot(page, 'admin');

    // The figure opens the order list filtered on the orders it counted.
    await page.getByTestId('pending-new-orders').click();
    await page.waitForURL(/\/admin\/software-orders\?filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ status: 'New' });
    await page.getByRole('row').filter({ hasText: `#${order.number}` }).waitFor();
    // Every row the list shows is New, as many as the figure said.
    await expect.poll(() => page.getByRole('table').getByTestId('order-status').allInnerTexts()).toEqual(Array.from({ length: before + 1 }, () => 'New'));
    await shot(page, 'admin-new-orders-list');

    // Revenue opens the month's revenue report (what each buyer paid the house), its filters in the URL.
    await page.goBack();
    await page.getByTestId('revenue').click();
    await page.waitForURL(/\/admin\/reports-revenue\?/);
    const search = new URL(page.url()).searchParams;
    const month = new Date().toISOString().slice(0, 7);
    expect(search.get('compare')).toBe('month');
    expect(search.get('from_current')).toBe(`${month}-01`);
    expect(search.get('to_current')?.slice(0, 7)).toBe(month);
    await page.getByRole('row').filter({ hasText: 'Dario Distributor' }).first().waitFor();
    // A reload keeps the report as it was: the filters are the URL's.
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Dario Distributor' }).first().waitFor();
    expect(await page.getByLabel('Current from').inputValue()).toBe(`${month}-01`);
    await shot(page, 'admin-revenue-list');
  });

  it('shows a calibrator its queue by due time, overdue first', async () => {
    const mine = await dealerOrder();
    await call('calibrator', 'POST', '/api/order-software/assign', { id: mine.orderId });
    const late = await dealerOrder();
    await e2e.portal.services.db.updateTable('software_orders').set({ due_at: new Date(Date.now() - 3_600_000) }).where('id', '=', late.orderId).execute();
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'calibrator@demo.test', '/dashboard');
    const queue = page.getByTestId('calibrator-queue');
    const numbered = (n: number) => queue.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
    await numbered(mine.number).waitFor();
    // Due soonest first: the overdue order leads.
    const first = queue.getByRole('row').nth(1);
    await first.getByTestId('overdue-chip').waitFor();
    expect(await first.getByRole('cell', { name: String(late.number), exact: true }).count()).toBe(1);
    await page.getByTestId('queue-mine').getByText('1', { exact: true }).waitFor();
    expect(Number(await page.getByTestId('queue-overdue').innerText())).toBeGreaterThanOrEqual(1);
    await shot(page, 'calibrator');
    await page.getByTestId('queue-overdue').click();
    await page.waitForURL(/\/admin\/files\/orders\?scope=all&overdue=true/);
    expect(await page.getByRole('switch', { name: 'Overdue only' }).or(page.getByLabel('Overdue only')).first().isChecked()).toBe(true);
  });

  it('shows support the unassigned tickets and its own, skeleton rows until they arrive', async () => {
    const open = (title: string) => call('dealer', 'POST', '/api/support', { categoryId: 'technical', title, message: 'The car shows P2002' });
    await open('DPF warning after the update');
    const taken = await open('Launch control request');
    await call('support', 'POST', `/api/support/${taken.id}/assign-me`);
    const page = await e2e.newPage('en-GB');
    // While the tickets are on their way each card shows rows in grey, never an empty card.
    const release = await holdAnswers(page, isPath('/api/support'));
    await signIn(page, e2e.baseUrl, 'support@demo.test');
    await page.waitForURL('**/admin/dashboard');
    const unassigned = page.getByTestId('tickets-unassigned');
    await unassigned.getByTestId('loading-skeleton').waitFor();
    await page.getByTestId('tickets-mine').getByTestId('loading-skeleton').waitFor();
    expect(await unassigned.getByText('DPF warning after the update').count()).toBe(0);
    await shot(page, 'support-loading');
    release();
    await unassigned.getByText('DPF warning after the update').waitFor();
    expect(await page.getByTestId('loading-skeleton').count()).toBe(0);
    await page.getByTestId('tickets-mine').getByText('Launch control request').waitFor();
    expect(await page.getByTestId('tickets-unassigned').getByText('Launch control request').count()).toBe(0);
    await page.getByTestId('tickets-unassigned-total').getByText('1', { exact: true }).waitFor();
    await shot(page, 'support');
    await page.getByTestId('tickets-unassigned-total').click();
    await page.waitForURL(/\/admin\/support\?filter=/);
    await page.getByRole('row').filter({ hasText: 'DPF warning after the update' }).waitFor();
    await shot(page, 'support-unassigned-list');
    // The list may paint its previous rows for a frame before the filtered answer lands.
    await page.getByRole('row').filter({ hasText: 'Launch control request' }).waitFor({ state: 'detached' });
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ unassigned: true });
  });

  it('tells support a card could not be loaded instead of saying it has no tickets', async () => {
    const page = await e2e.newPage('en-GB');
    // The agent's own tickets fail (the unassigned ones load): that card says so.
    await page.route((url) => url.pathname === '/api/support' && (url.searchParams.get('filter') ?? '').includes('agentId'),
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'down' }) }));
    await openAs(page, e2e.baseUrl, 'support@demo.test', '/dashboard');
    await page.getByTestId('tickets-unassigned').getByText('DPF warning after the update').waitFor();
    // react-query tries a failed load again a few times before it gives up.
    await page.getByTestId('tickets-mine').getByRole('alert').getByText('The server could not complete the request').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('tickets-mine').getByText('No ticket is assigned to you').count()).toBe(0);
    await shot(page, 'support-failed-card');
  }, 60_000);

  it('shows an Admin the projections\' lag and the reactors\' backlog on the health screen, skeleton rows until they arrive, in English and Spanish', async () => {
    expect(await e2e.portal.services.runner.waitFor(await e2e.portal.services.store.headPosition(), 20_000)).toBe(true);
    const page = await e2e.newPage('en-GB');
    const release = await holdAnswers(page, isPath('/api/system/health-figures'));
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/system-health');
    await page.getByRole('heading', { name: 'System health', level: 1 }).waitFor();
    await page.getByTestId('loading-skeleton').first().waitFor();
    await shot(page, 'system-health-loading');
    release();
    const projections = page.getByTestId('projection-lags');
    await projections.getByRole('row').filter({ hasText: 'reports' }).getByText('Caught up').waitFor();
    expect(await projections.getByTestId('lag-row').count()).toBe(everyProjection.length);
    await page.getByTestId('reactor-lags').getByRole('row').filter({ hasText: 'reactor:credit-order-delivery' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'System health' }).count()).toBe(1);
    await shot(page, 'system-health');
    const spanish = await e2e.newPage('es-ES');
    await openAs(spanish, e2e.baseUrl, 'admin@demo.test', '/system-health');
    await spanish.getByRole('heading', { name: 'Estado del sistema', level: 1 }).waitFor();
    await spanish.getByTestId('projection-lags').getByRole('row').filter({ hasText: 'reports' }).getByText('Al día').waitFor();
    await shot(spanish, 'system-health-es');
  }, 60_000);

  it('shows skeleton rows while a list loads, and the list\'s own sentence when it is empty, in English and Spanish', async () => {
    const order = await dealerOrder();
    const page = await e2e.newPage('en-GB');
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.waitForURL('**/admin/dashboard');
    const release = await holdAnswers(page, isPath('/api/order-software/index'));
    await page.goto(`${e2e.baseUrl}/admin/software-orders`);
    const row = page.getByRole('row').filter({ hasText: `#${order.number}` });
    // The screen is there (its search box), its rows are not: grey rows stand where they will be.
    await page.getByPlaceholder('VIN or number').waitFor();
    await page.getByTestId('loading-skeleton').waitFor();
    expect(await row.count()).toBe(0);
    await shot(page, 'list-loading');
    release();
    await row.waitFor();
    expect(await page.getByTestId('loading-skeleton').count()).toBe(0);

    // No coupon yet: the list says so where its rows would be, and keeps its toolbar.
    await page.goto(`${e2e.baseUrl}/admin/coupon`);
    await page.getByTestId('empty-state').getByText('No coupons yet.').waitFor();
    await page.getByRole('link', { name: 'Create' }).waitFor();
    await shot(page, 'list-empty');
    const spanish = await e2e.newPage('es-ES');
    await openAs(spanish, e2e.baseUrl, 'admin@demo.test', '/coupon');
    await spanish.getByTestId('empty-state').getByText('Todavía no hay cupones.').waitFor();
    // A search that finds nothing says that, not that there are no coupons.
    await spanish.goto(`${e2e.baseUrl}/admin/coupon?filter=${encodeURIComponent(JSON.stringify({ active: true }))}`);
    await spanish.getByTestId('empty-state').getByText('Ningún resultado con estos filtros').waitFor();
    await shot(spanish, 'list-empty-filtered-es');
  }, 60_000);
});
