import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPortal, type CreditPortal } from './portal.js';

let t: CreditPortal;
beforeAll(async () => {
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[key];
  t = await creditPortal();
  await t.fund('distributor', 1000);
});
afterAll(async () => t?.close());

describe('buying credits by bank transfer', () => {
  it('previews the price and fee of the base table for the buyer', async () => {
    const price = await t.get('dealer', '/api/credit-price-config/price');
    expect(price.json()).toMatchObject({ sellerId: t.ids.distributor, priceList: expect.arrayContaining([{ credits: 100, price: 90 }]) });
    const draft = await t.get('dealer', '/api/credit-order/payment-draft?credits=100');
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      orderId: null, dealerId: t.ids.dealer, email: 'dealer@demo.test', amount: 90, fee: 0, amount_original: 90, percentageFee: 0,
      payment_method_types: ['bank_transfer'], credits: 100, sellerId: t.ids.distributor, sellerCanCover: true,
    });
    const card = await t.get('distributor', '/api/credit-order/payment-draft?credits=100&paymentMethod=card_europe');
    expect(card.json()).toMatchObject({ amount: 91.26, fee: 1.26, amount_original: 90, percentageFee: 1.4, payment_method_types: ['card'], sellerId: 'house', sellerCanCover: true });
    // A selling parent is paid by bank transfer into its own account: no card, no fee.
    expect(draft.json().paymentMethods.map((m: { method: string }) => m.method)).toEqual(['bank_transfer']);
    expect((await t.get('dealer', '/api/credit-order/payment-draft?credits=abc')).json()).toMatchObject({ statusCode: 400, message: 'Please enter a valid amount' });
    expect((await t.get('distributor', '/api/credit-order/payment-draft?credits=10&paymentMethod=usa')).json().message).toBe('This payment method is not available in your country');
  });

  it('places, notifies, confirms: the dealer is credited exactly once even when confirmed twice and concurrently', async () => {
    const placed = await t.post('dealer', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer', description: 'Stock for December' });
    expect(placed.statusCode).toBe(200);
    const order = placed.json();
    expect(order).toMatchObject({
      number: 1, buyerId: t.ids.dealer, buyerName: 'Dana Dealer', sellerId: t.ids.distributor, sellerName: 'Dario Distributor', credits: 100, price: 90, fee: 0,
      feePercent: 0, total: 90, paidAmount: 0, dueAmount: 90, paymentMethod: 'bank_transfer', status: 'New', description: 'Stock for December', invoiceId: null, credited: false,
    });
    const notified = await t.post('dealer', `/api/credit-order/notify-payment/${order.id}`, { reference: 'TR-2026-001' });
    expect(notified.json()).toMatchObject({ status: 'Payment confirmed customer', paymentReference: 'TR-2026-001' });

    const first = await t.post('admin', `/api/credit-order/confirm-payment/${order.id}`);
    expect(first.json()).toMatchObject({ status: 'Payment confirmed (admin)', paidAmount: 90, dueAmount: 0, credited: true });
    const again = await Promise.all([
      t.post('admin', `/api/credit-order/confirm-payment/${order.id}`),
      ...Array.from({ length: 5 }, () => t.post('distributor', `/api/credit-order/confirm-payment/${order.id}`)),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await t.balance('dealer')).toBe(100);
    expect(await t.balance('distributor')).toBe(900);
    expect(await t.creditMovements(order.id)).toHaveLength(1);

    const view = (await t.get('dealer', `/api/credit-order/view/${order.id}`)).json();
    expect(view.timeline.map((e: { type: string }) => e.type)).toEqual(['CreditOrderPlaced', 'PaymentNotified', 'PaymentReceived', 'PaymentConfirmed']);
  });

  it('confirms concurrently from the start without crediting twice', async () => {
    const order = (await t.post('dealer', '/api/credit-order', { credits: 10, paymentMethod: 'bank_transfer' })).json();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => t.post(i % 2 ? 'admin' : 'distributor', `/api/credit-order/confirm-payment/${order.id}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await t.creditMovements(order.id)).toHaveLength(1);
    expect(await t.balance('dealer')).toBe(110);
    expect((await t.get('dealer', `/api/credit-order/view/${order.id}`)).json().timeline.filter((e: { type: string }) => e.type === 'PaymentReceived')).toHaveLength(1);
  });

  it('lists the orders for the buyer, the seller and the administrator', async () => {
    const mine = await t.get('dealer', '/api/credit-order/index');
    expect(mine.headers['content-range']).toBe('credit-order 0-1/2');
    expect(mine.json().map((o: { number: number }) => o.number)).toEqual([2, 1]);
    const sold = await t.get('distributor', '/api/credit-order/index-distributor?sort=["number","ASC"]');
    expect(sold.json().map((o: { number: number }) => o.number)).toEqual([1, 2]);
    expect((await t.get('distributor', '/api/credit-order/index')).json()).toEqual([]);
    const all = await t.get('admin', `/api/credit-payments?filter=${encodeURIComponent(JSON.stringify({ status: 'Payment confirmed (admin)', buyerId: t.ids.dealer }))}`);
    expect(all.json()).toHaveLength(2);
    const none = await t.get('admin', `/api/credit-payments?filter=${encodeURIComponent(JSON.stringify({ from: '2999-01-01' }))}`);
    expect(none.json()).toEqual([]);
  });

  it('answers a retried Idempotency-Key with the first order', async () => {
    const headers = { 'idempotency-key': 'buy-once' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.post('subdealer', '/api/credit-order', { credits: 20, paymentMethod: 'bank_transfer' }, headers)));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await t.get('subdealer', '/api/credit-order/index')).json()).toHaveLength(1);
  });

  it('offers no card checkout while Stripe is not configured: 503, and the buyer pays by transfer', async () => {
    const order = (await t.post('distributor', '/api/credit-order', { credits: 10, paymentMethod: 'card_europe' })).json();
    expect((await t.post('distributor', `/api/credit-order/checkout/${order.id}`)).json()).toEqual({ statusCode: 503, error: 'Service Unavailable', code: 'CARD_PAYMENTS_NOT_CONFIGURED', params: {}, message: 'Card payments are not configured' });
    const hook = await t.portal.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } });
    expect(hook.statusCode).toBe(503);
  });
});
