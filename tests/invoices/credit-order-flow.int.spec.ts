import { describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';

// The invoice of a credit order placed and confirmed through the credit-order routes.
const { portal, ids, tokens } = usePortal(['admin', 'dealer']);

const post = (who: string, url: string, payload?: object) => portal.app.inject({ method: 'POST', url, payload, headers: portal.auth(tokens[who]) });

describe('invoice of a credit order confirmed over HTTP', () => {
  it('appears once the payment is confirmed, with the order terms, and is sent again on request', async () => {
    expect((await post('admin', '/api/credit/transfer', { to: ids.distributor, amount: 1000 })).statusCode).toBe(200);
    const order = (await post('dealer', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer', description: 'Stock for December' })).json();
    const byOrder = `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ orderId: order.id }))}`;
    expect((await portal.app.inject({ url: byOrder, headers: portal.auth(tokens.dealer) })).json()).toEqual([]);

    expect((await post('admin', `/api/credit-order/confirm-payment/${order.id}`, {})).statusCode).toBe(200);
    const [invoice] = (await portal.app.inject({ url: byOrder, headers: portal.auth(tokens.dealer) })).json();
    expect(invoice).toMatchObject({
      number: 'INV000001', buyerId: ids.dealer, sellerId: ids.distributor, seller: { name: 'Dario Distributor' }, buyer: { name: 'Dana Dealer' },
      credits: 100, price: 90, fee: 0, total: 90, vatPercent: 0, paymentMethod: 'bank_transfer', description: 'Stock for December',
    });
    const view = await portal.app.inject({ url: `/api/credit-order/view/${order.id}`, headers: portal.auth(tokens.dealer) });
    expect(view.json()).toMatchObject({ invoiceId: invoice.id });
    expect((await post('dealer', `/api/credit-order/resend-invoice/${order.id}`)).json()).toMatchObject({ to: 'dealer@demo.test', number: 'INV000001' });
  });
});
