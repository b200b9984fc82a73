import { describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';
import { moveOrderTo, placeOrder } from '../softwareOrders/support.js';

// GET /api/dashboard/admin (issue 12): the Admin's figures on a seeded history, months from the
// server's clock, and nobody else may read them.

let clock = new Date('2026-10-20T10:00:00.000Z');
const who = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
const { portal, ids, headers } = usePortal(who, { now: () => clock });
const URL = '/api/dashboard/admin';

const get = (as: (typeof who)[number], url = URL) => portal.app.inject({ method: 'GET', url, headers: headers[as] });
const post = async (as: (typeof who)[number], url: string, payload: object = {}) => {
  const response = await portal.app.inject({ method: 'POST', url, headers: headers[as], payload });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json();
};

/** The distributor buys `credits` from the house by bank transfer and an Admin confirms the money. */
const houseSale = async (credits: number) => {
  const order = await post('distributor', '/api/credit-order', { credits, paymentMethod: 'bank_transfer' });
  expect(order.sellerId).toBe('house');
  const confirmed = await post('admin', `/api/credit-order/confirm-payment/${order.id}`);
  expect(confirmed).toMatchObject({ status: 'Payment confirmed (admin)', credited: true });
  return confirmed as { price: number; fee: number };
};

describe('GET /api/dashboard/admin', () => {
  it('is the Admin\'s alone: 401 without a token, 403 for every other role, 400 on an unknown query field', async () => {
    expect((await portal.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    for (const role of who.filter((r) => r !== 'admin')) expect((await get(role)).statusCode, role).toBe(403);
    expect((await get('admin', `${URL}?userId=${ids.dealer}`)).statusCode).toBe(400);
  });

  it('sums the house\'s sales and revenue per calendar month, this one and the one before', async () => {
    // October: two sales; one order placed but never confirmed counts for nothing.
    clock = new Date('2026-10-20T10:00:00.000Z');
    const october = [await houseSale(100), await houseSale(50)];
    await post('distributor', '/api/credit-order', { credits: 70, paymentMethod: 'bank_transfer' });
    // November: one sale, and a transfer from the house, which is no sale.
    clock = new Date('2026-11-03T08:00:00.000Z');
    const november = await houseSale(200);
    await post('admin', '/api/credit/transfer', { to: ids.dealer, amount: 30 });

    const answer = (await get('admin')).json();
    expect(answer.periods).toEqual({
      current: { from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' },
      previous: { from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' },
    });
    expect(answer.creditsSold).toEqual({ current: 200, previous: 150 });
    // The price the buyer paid for the credits, fees apart (bank transfer has none).
    expect(november.fee).toBe(0);
    expect(answer.revenue).toEqual({ current: november.price, previous: october[0].price + october[1].price });
    expect(answer.revenue.current).toBeGreaterThan(0);

    // December: November becomes the previous month and the new one starts at nothing.
    clock = new Date('2026-12-01T00:00:00.000Z');
    expect((await get('admin')).json()).toMatchObject({ creditsSold: { current: 0, previous: 200 }, revenue: { current: 0, previous: november.price } });
  });

  it('counts the software orders per status from the kept counts', async () => {
    const count = async (status: string) =>
      ((await get('admin')).json().ordersByStatus as { status: string; count: number }[]).find((row) => row.status === status)?.count ?? 0;
    const [newBefore, processBefore] = [await count('New'), await count('In Process')];
    const admin = { authorization: headers.admin.authorization };
    await placeOrder(portal, { dealerId: ids.dealer, admin });
    const moved = await placeOrder(portal, { dealerId: ids.dealer, admin });
    await moveOrderTo(portal, moved.orderId, 'In Process', ids.admin);
    expect(await count('New')).toBe(newBefore + 1);
    expect(await count('In Process')).toBe(processBefore + 1);
    const statuses = (await get('admin')).json().ordersByStatus.map((row: { status: string }) => row.status);
    expect(statuses).not.toContain('Completed');
  });
});
