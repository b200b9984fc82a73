import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPortal, type CreditPortal } from './portal.js';

// A buyer who pays its selling parent always gets the credits (events/creditOrders/seller.ts):
// the parent must hold them when the order is taken, and they stay reserved while the buyer pays.

const SELLER_CANNOT_COVER = 'Your distributor or dealer does not hold these credits at the moment. You can buy them from the portal instead.';
const CREDITS_RESERVED = 'These credits are reserved for open credit orders of your sub-accounts';

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
});
afterAll(async () => t?.close());

const place = (credits: number, extra: object = {}) => t.post('dealer', '/api/credit-order', { credits, paymentMethod: 'bank_transfer', ...extra });

describe('a selling parent that holds no credits', () => {
  it('is named before the order, and the order is refused: nothing to pay, nothing stuck', async () => {
    expect(await t.balance('distributor')).toBe(0);
    const draft = await t.get('dealer', '/api/credit-order/payment-draft?credits=100');
    expect(draft.json()).toMatchObject({ sellerId: t.ids.distributor, sellerCanCover: false });
    expect((await place(100)).json()).toMatchObject({ statusCode: 402, message: SELLER_CANNOT_COVER });
    expect((await t.get('dealer', '/api/credit-order/index')).json()).toEqual([]);
  });

  it('is replaced by the house when the buyer chooses it, with the house methods and prices', async () => {
    const draft = await t.get('dealer', '/api/credit-order/payment-draft?credits=100&fromHouse=true&paymentMethod=card_europe');
    expect(draft.json()).toMatchObject({ sellerId: 'house', sellerCanCover: true, amount: 91.26, percentageFee: 1.4 });
    expect(draft.json().paymentMethods.map((m: { method: string }) => m.method)).toContain('card_europe');
    const order = (await place(100, { fromHouse: true })).json();
    expect(order).toMatchObject({ sellerId: 'house', status: 'New', credits: 100 });
    expect((await t.post('admin', `/api/credit-order/confirm-payment/${order.id}`)).json()).toMatchObject({ credited: true });
    expect(await t.balance('dealer')).toBe(100);
  });
});

describe('credits promised to a paying buyer are reserved', () => {
  it('keeps them from transfers, deductions, other orders and offers until the order is confirmed or cancelled', async () => {
    await t.fund('distributor', 100);
    const order = (await place(80)).json();
    expect(order).toMatchObject({ sellerId: t.ids.distributor, status: 'New' });

    // 20 are free, 80 are promised.
    expect((await t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: 30 })).json()).toMatchObject({ statusCode: 402, message: CREDITS_RESERVED });
    expect((await t.post('admin', '/api/credit/deduced', { from: t.ids.distributor, amount: 30, reason: 'correction' })).json()).toMatchObject({ statusCode: 402, message: CREDITS_RESERVED });
    expect((await place(30)).json()).toMatchObject({ statusCode: 402, message: SELLER_CANNOT_COVER });
    expect((await t.post('distributor', '/api/credit-order/offer', { buyerId: t.ids.dealer, credits: 30, paymentMethod: 'bank_transfer' })).json())
      .toMatchObject({ statusCode: 402, message: CREDITS_RESERVED });
    expect((await t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: 20 })).statusCode).toBe(200);
    expect((await t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: 1 })).json()).toMatchObject({ statusCode: 402, message: CREDITS_RESERVED });

    // The buyer pays; the seller's confirmation finds the credits.
    await t.post('dealer', `/api/credit-order/notify-payment/${order.id}`, { reference: 'TR-1' });
    expect((await t.post('distributor', `/api/credit-order/confirm-payment/${order.id}`)).json()).toMatchObject({ status: 'Payment confirmed (admin)', credited: true });
    expect(await t.balance('distributor')).toBe(0);
  });

  it('frees them when the order is cancelled', async () => {
    await t.fund('distributor', 50);
    const order = (await place(50)).json();
    expect((await t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: 10 })).json().message).toBe(CREDITS_RESERVED);
    await t.post('dealer', `/api/credit-order/cancel/${order.id}`, { reason: 'changed my mind' });
    expect((await t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: 10 })).statusCode).toBe(200);
  });

  it('checks an offer again when it is accepted: an offer the seller can no longer deliver cannot be accepted', async () => {
    expect(await t.balance('distributor')).toBe(40);
    const offer = (await t.post('distributor', '/api/credit-order/offer', { buyerId: t.ids.dealer, credits: 40, paymentMethod: 'bank_transfer' })).json();
    expect(offer).toMatchObject({ status: 'Offer' });
    // An offer reserves nothing yet: the seller may still use the credits...
    expect((await t.post('distributor', '/api/credit/transfer', { to: t.ids.dealer, amount: 30 })).statusCode).toBe(200);
    // ...and then the buyer is told before paying, and the offer stays an offer.
    expect((await t.post('dealer', `/api/credit-order/accept-offer/${offer.id}`)).json()).toMatchObject({ statusCode: 402, message: SELLER_CANNOT_COVER });
    expect((await t.get('dealer', `/api/credit-order/view/${offer.id}`)).json()).toMatchObject({ status: 'Offer' });
    // Raising an offer above what is free is refused to the seller.
    expect((await t.put('distributor', `/api/credit-order/update/${offer.id}`, { credits: 50 })).json()).toMatchObject({ statusCode: 402, message: 'Insufficient funds' });
  });
});

describe('payment methods follow the seller', () => {
  it('offers a parent’s buyer bank transfer only, and the house’s buyer every method of its country', async () => {
    await t.fund('distributor', 10);
    const fromParent = (await t.get('dealer', '/api/credit-order/payment-draft?credits=10')).json();
    expect(fromParent.paymentMethods).toEqual([{ method: 'bank_transfer', feePercent: 0, online: false }]);
    expect((await t.get('dealer', '/api/credit-order/payment-draft?credits=10&paymentMethod=card_europe')).json())
      .toMatchObject({ statusCode: 400, message: 'Credits bought from your distributor or dealer are paid to them by bank transfer' });
    const fromHouse = (await t.get('distributor', '/api/credit-order/payment-draft?credits=10')).json();
    expect(fromHouse.paymentMethods.length).toBeGreaterThan(1);
    expect(fromHouse.paymentMethods.filter((m: { online: boolean }) => m.online).length).toBeGreaterThan(0);
  });

  it('shows the parent’s contact on its orders (the portal keeps no bank details for it)', async () => {
    const order = (await place(10)).json();
    expect(order).toMatchObject({ sellerId: t.ids.distributor, sellerEmail: 'distributor@demo.test', paymentMethod: 'bank_transfer', fee: 0 });
    const house = (await place(10, { fromHouse: true })).json();
    expect(house).toMatchObject({ sellerId: 'house', sellerEmail: null });
  });
});

describe('amounts have an upper bound', () => {
  it('refuses orders above the maximum with the spec text', async () => {
    for (const credits of [100_001, 9_999_999_999, '9999999999']) {
      expect((await place(credits as number, { fromHouse: true })).json(), String(credits)).toMatchObject({ statusCode: 400, message: 'Please enter a valid amount' });
      expect((await t.get('dealer', `/api/credit-order/payment-draft?credits=${credits}&fromHouse=true`)).json()).toMatchObject({ statusCode: 400, message: 'Please enter a valid amount' });
    }
    expect((await place(100_000, { fromHouse: true })).statusCode).toBe(200);
    expect((await t.post('admin', '/api/credit-order/offer', { buyerId: t.ids.distributor, credits: 100_001, paymentMethod: 'bank_transfer' })).json().message).toBe('Please enter a valid amount');
  });
});
