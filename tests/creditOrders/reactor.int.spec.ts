import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../events/creditOrders/decide.js';
import { creditOrderStream } from '../../events/creditOrders/events.js';
import { loadCreditOrder, creditOrderMovementId } from '../../api/routes/creditOrders/handle.js';
import { creditOrdersProjection } from '../../projections/creditOrders/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { creditPortal, type CreditPortal } from './portal.js';

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
});
afterAll(async () => t?.close());

const eventually = async (check: () => Promise<boolean>, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the credit delivery reactor', () => {
  it('credits an order whose confirmation was stored but whose ledger step never ran (a crash in between)', async () => {
    const order = (await t.post('distributor', '/api/credit-order', { credits: 25, paymentMethod: 'bank_transfer' })).json();
    const { state, revision } = await loadCreditOrder(t.portal.app, order.id);
    // What the confirm route appends before it reaches the ledger, and then "dies".
    const events = decide({
      type: 'ReceivePayment', orderId: order.id, eventId: crypto.randomUUID(), confirmationEventId: crypto.randomUUID(), movementId: creditOrderMovementId(order.id),
      actor: { id: t.ids.admin, isAdmin: true }, at: new Date().toISOString(), amount: null, reference: null, provider: 'manual', sellerCanCover: true,
    }, state);
    await t.portal.services.store.appendToStream(creditOrderStream(order.id), events, { expectedRevision: revision! });
    await eventually(async () => (await t.balance('distributor')) === 25);
    await eventually(async () => (await t.get('distributor', `/api/credit-order/view/${order.id}`)).json().credited === true);
    // Confirming again later finishes nothing twice.
    expect((await t.post('admin', `/api/credit-order/confirm-payment/${order.id}`)).json()).toMatchObject({ status: 'Payment confirmed (admin)', credited: true });
    expect(await t.balance('distributor')).toBe(25);
    expect(await t.creditMovements(order.id)).toHaveLength(1);
    const checkpoint = await t.portal.services.db.selectFrom('projection_checkpoints').select('name').where('name', '=', 'reactor:credit-order-delivery').executeTakeFirst();
    expect(checkpoint).toBeDefined();
  });

  it('rebuilds the credit orders read model row for row, numbers included', async () => {
    await t.fund('distributor', 30); // a parent takes only orders and offers it can deliver
    await t.post('dealer', '/api/credit-order', { credits: 10, paymentMethod: 'bank_transfer' });
    const offer = (await t.post('distributor', '/api/credit-order/offer', { buyerId: t.ids.dealer, credits: 20, paymentMethod: 'bank_transfer' })).json();
    await t.post('dealer', `/api/credit-order/cancel/${offer.id}`);
    const { db, pool, store, runner } = t.portal.services;
    const live = await db.selectFrom('credit_orders').selectAll().orderBy('number').execute();
    await runner.stop();
    try {
      await rebuildProjection({ store, db, pool, projection: creditOrdersProjection });
    } finally {
      await runner.start();
    }
    expect(await db.selectFrom('credit_orders').selectAll().orderBy('number').execute()).toEqual(live);
    expect(live.map((o) => [Number(o.number), o.status])).toEqual([[1, 'Payment confirmed (admin)'], [2, 'New'], [3, 'Cancelled']]);
  });
});
