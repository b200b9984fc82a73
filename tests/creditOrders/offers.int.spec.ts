import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPortal, type CreditPortal } from './portal.js';

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
});
afterAll(async () => t?.close());

describe('offers from a parent', () => {
  it("a distributor's offer, accepted by its dealer and confirmed by the distributor, moves the distributor's credits", async () => {
    await t.fund('distributor', 300);
    const offer = await t.post('distributor', '/api/credit-order/offer', { buyerId: t.ids.dealer, credits: 50, price: '40.50', paymentMethod: 'bank_transfer', description: 'Promo' });
    expect(offer.json()).toMatchObject({ status: 'Offer', buyerId: t.ids.dealer, sellerId: t.ids.distributor, credits: 50, price: 40.5, total: 40.5 });
    const id = offer.json().id;
    expect((await t.post('dealer', `/api/credit-order/notify-payment/${id}`)).json().message).toBe('The offer has not been accepted yet');
    expect((await t.post('distributor', `/api/credit-order/accept-offer/${id}`)).statusCode).toBe(422);
    expect((await t.put('distributor', `/api/credit-order/update/${id}`, { paymentMethod: 'card_europe' })).json().message).toBe('Credits bought from your distributor or dealer are paid to them by bank transfer');
    const changed = await t.put('distributor', `/api/credit-order/update/${id}`, { credits: 60 });
    expect(changed.json()).toMatchObject({ status: 'Offer', credits: 60, price: 57, fee: 0, total: 57, paymentMethod: 'bank_transfer' }); // the 50-credit tier: 0.95 each
    expect((await t.put('dealer', `/api/credit-order/update/${id}`, { credits: 1 })).statusCode).toBe(422);
    expect((await t.post('dealer', `/api/credit-order/accept-offer/${id}`)).json()).toMatchObject({ status: 'New' });
    expect((await t.post('dealer', `/api/credit-order/confirm-payment/${id}`)).json()).toMatchObject({ statusCode: 422, message: 'Only the seller or an administrator can do this' });
    expect((await t.post('distributor', `/api/credit-order/confirm-payment/${id}`)).json()).toMatchObject({ status: 'Payment confirmed (admin)', credited: true });
    expect(await t.balance('distributor')).toBe(240);
    expect(await t.balance('dealer')).toBe(60);
    expect((await t.put('distributor', `/api/credit-order/update/${id}`, { credits: 70 })).json().message).toBe('The terms can only be changed before any payment');
  });

  it('refuses offers to accounts that are not direct children, and from roles that cannot sell', async () => {
    expect((await t.post('distributor', '/api/credit-order/offer', { buyerId: t.ids.subdealer, credits: 5, paymentMethod: 'bank_transfer' })).json())
      .toMatchObject({ statusCode: 422, message: 'You can only send offers to your own sub-accounts' });
    expect((await t.post('subdealer', '/api/credit-order/offer', { buyerId: t.ids.dealer, credits: 5, paymentMethod: 'bank_transfer' })).statusCode).toBe(403);
  });

  it('takes no order a selling parent cannot deliver (tests/creditOrders/seller-cover.int.spec.ts has the rest)', async () => {
    const refused = await t.post('subdealer', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer' });
    expect(refused.json()).toMatchObject({ statusCode: 402, message: 'Your distributor or dealer does not hold these credits at the moment. You can buy them from the portal instead.' });
    expect((await t.get('subdealer', '/api/credit-order/index')).json()).toEqual([]);
  });
});

describe('partial payments', () => {
  it('records parts as Partially paid and confirms when the rest arrives', async () => {
    const order = (await t.post('distributor', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer' })).json();
    // The house sells under the business's legal name (invoice settings), never the product's.
    expect(order).toMatchObject({ sellerId: 'house', sellerName: 'Tuning Portal B.V.', total: 90 });
    const part = await t.post('admin', `/api/credit-order/confirm-payment/${order.id}`, { amount: 40, reference: 'first half' });
    expect(part.json()).toMatchObject({ status: 'Partially paid', paidAmount: 40, dueAmount: 50, credited: false });
    expect((await t.post('admin', `/api/credit-order/confirm-payment/${order.id}`, { amount: 50.01 })).json().message).toBe('The amount is higher than what is left to pay');
    expect((await t.post('admin', `/api/credit-order/confirm-payment/${order.id}`, { amount: 0 })).json().message).toBe('Please enter a valid amount');
    const before = await t.balance('distributor');
    expect((await t.post('admin', `/api/credit-order/confirm-payment/${order.id}`, { amount: 50 })).json()).toMatchObject({ status: 'Payment confirmed (admin)', paidAmount: 90, dueAmount: 0, credited: true });
    expect(await t.balance('distributor')).toBe(before + 100);
  });
});

describe('cancellation', () => {
  const place = async () => (await t.post('dealer', '/api/credit-order', { credits: 10, paymentMethod: 'bank_transfer' })).json();

  it('lets the buyer cancel before any payment, once', async () => {
    const order = await place();
    expect((await t.post('dealer', `/api/credit-order/cancel/${order.id}`, { reason: 'Ordered by mistake' })).json()).toMatchObject({ status: 'Cancelled' });
    expect((await t.post('dealer', `/api/credit-order/cancel/${order.id}`)).json()).toMatchObject({ statusCode: 400, message: 'This credit order is already cancelled' });
    expect((await t.post('distributor', `/api/credit-order/confirm-payment/${order.id}`)).json().message).toBe('This credit order is already cancelled');
  });

  it('leaves a partly paid order to the seller, and a confirmed one to nobody', async () => {
    await t.fund('distributor', 100);
    const order = await place();
    await t.post('distributor', `/api/credit-order/confirm-payment/${order.id}`, { amount: 1 });
    expect((await t.post('dealer', `/api/credit-order/cancel/${order.id}`)).json().message).toBe('A partially paid credit order can only be cancelled by the seller');
    expect((await t.post('distributor', `/api/credit-order/cancel/${order.id}`)).json().status).toBe('Cancelled');
    const paid = await place();
    await t.post('distributor', `/api/credit-order/confirm-payment/${paid.id}`);
    expect((await t.post('admin', `/api/credit-order/cancel/${paid.id}`)).json()).toMatchObject({ statusCode: 400, message: 'A confirmed credit order can no longer be cancelled' });
    expect((await t.post('subdealer', `/api/credit-order/cancel/${paid.id}`)).json()).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
  });
});

describe('roles (spec section 6)', () => {
  it('keeps order-credit and credit-order-history to distributors, dealers and sub-dealers, credit-payments to admins', async () => {
    for (const who of ['admin', 'calibrator', 'support'] as const) {
      expect((await t.post(who, '/api/credit-order', { credits: 10, paymentMethod: 'bank_transfer' })).statusCode).toBe(403);
      expect((await t.get(who, '/api/credit-order/index')).statusCode).toBe(403);
    }
    for (const who of ['distributor', 'dealer', 'subdealer', 'support'] as const) expect((await t.get(who, '/api/credit-payments')).statusCode).toBe(403);
    expect((await t.get('subdealer', '/api/credit-order/index-distributor')).statusCode).toBe(403);
    expect((await t.post('support', `/api/credit-order/confirm-payment/${t.ids.dealer}`)).statusCode).toBe(403);
  });

  it("hides other accounts' orders", async () => {
    const order = (await t.post('distributor', '/api/credit-order', { credits: 10, paymentMethod: 'bank_transfer' })).json();
    expect((await t.get('dealer', `/api/credit-order/view/${order.id}`)).json()).toMatchObject({ statusCode: 404 });
    expect((await t.get('admin', `/api/credit-order/view/${order.id}`)).statusCode).toBe(200);
    expect((await t.post('dealer', `/api/credit-order/cancel/${order.id}`)).statusCode).toBe(404);
    expect((await t.get('admin', '/api/credit-order/view/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("answers a stranger every command, read and invoice of another account's order as for one that does not exist", async () => {
    await t.fund('dealer', 50);
    // The sub-dealer buys from its dealer; the distributor (above them both) is neither party.
    const order = (await t.post('subdealer', '/api/credit-order', { credits: 5, paymentMethod: 'bank_transfer' })).json();
    const confirmed = (await t.post('dealer', '/api/credit-order', { credits: 5, paymentMethod: 'card_europe', fromHouse: true })).json();
    expect((await t.post('admin', `/api/credit-order/confirm-payment/${confirmed.id}`)).json()).toMatchObject({ credited: true });
    const invoice = (await t.get('admin', `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ orderId: confirmed.id }))}`)).json()[0];
    const calls: [string, () => Promise<{ statusCode: number; json(): { code?: string } }>][] = [
      ['view', () => t.get('distributor', `/api/credit-order/view/${order.id}`)],
      // More credits than the seller holds, and a method it does not take: still the 404, never what the checks would say.
      ['update', () => t.put('distributor', `/api/credit-order/update/${order.id}`, { credits: 100_000 })],
      ['update method', () => t.put('distributor', `/api/credit-order/update/${order.id}`, { paymentMethod: 'card_europe' })],
      ['accept-offer', () => t.post('distributor', `/api/credit-order/accept-offer/${order.id}`)],
      ['notify-payment', () => t.post('distributor', `/api/credit-order/notify-payment/${order.id}`)],
      ['confirm-payment', () => t.post('distributor', `/api/credit-order/confirm-payment/${order.id}`)],
      ['cancel', () => t.post('distributor', `/api/credit-order/cancel/${order.id}`)],
      ['checkout', () => t.post('distributor', `/api/credit-order/checkout/${confirmed.id}`)],
      ['resend-invoice', () => t.post('distributor', `/api/credit-order/resend-invoice/${confirmed.id}`)],
      ['invoice', () => t.get('distributor', `/api/invoices/${invoice.id}`)],
      ['invoice pdf', () => t.get('distributor', `/api/invoices/${invoice.id}/pdf`)],
    ];
    for (const [name, call] of calls) expect([name, (await call()).statusCode], name).toEqual([name, 404]);
    // Its own parties still hear why: the buyer cannot do the seller's part, nor the seller the buyer's.
    expect((await t.post('subdealer', `/api/credit-order/cancel/${order.id}`)).json()).toMatchObject({ status: 'Cancelled' });
    expect((await t.post('dealer', `/api/credit-order/checkout/${confirmed.id}`)).statusCode).not.toBe(404);
  });

  it('answers can-buy-sale for the caller', async () => {
    expect((await t.post('dealer', '/api/invoice-numeration/can-buy-sale')).json()).toEqual({ canBuy: true, canSale: true, sellerId: t.ids.distributor });
    expect((await t.post('subdealer', '/api/invoice-numeration/can-buy-sale')).json()).toEqual({ canBuy: true, canSale: false, sellerId: t.ids.dealer });
    expect((await t.post('admin', '/api/invoice-numeration/can-buy-sale')).json()).toEqual({ canBuy: false, canSale: true, sellerId: null });
    expect((await t.post('calibrator', '/api/invoice-numeration/can-buy-sale')).json()).toEqual({ canBuy: false, canSale: false, sellerId: null });
    const bare = await t.portal.app.inject({ method: 'POST', url: '/api/invoice-numeration/can-buy-sale', headers: t.portal.auth(await t.portal.login('dealer@demo.test')) });
    expect(bare.json()).toMatchObject({ canBuy: true });
  });
});
