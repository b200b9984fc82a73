import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { usePortal } from '../support/use-portal.js';
import { confirmPayment, paidOrder, pdfText, placeOrder } from './support.js';

const { portal, ids, tokens } = usePortal(['admin', 'distributor', 'dealer', 'subdealer']);

const get = (who: string | null, url: string) => portal.app.inject({ url, headers: who ? portal.auth(tokens[who]) : {} });
const post = (who: string, url: string, payload?: object) => portal.app.inject({ method: 'POST', url, payload, headers: portal.auth(tokens[who]) });
const invoiceOf = async (orderId: string) => (await get('admin', `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ orderId }))}`)).json()[0];

describe('invoices of confirmed credit orders', () => {
  it('issues one invoice per confirmed order, numbered gap-free in the order payments are confirmed', async () => {
    const a = await placeOrder(portal, { buyerId: ids.distributor, sellerId: HOUSE_ACCOUNT, credits: 10_000, price: 9_000 });
    const b = await placeOrder(portal, { buyerId: ids.dealer, sellerId: ids.distributor, credits: 5_000, price: 5_000, feePercent: 0 });
    const unpaid = await placeOrder(portal, { buyerId: ids.dealer, sellerId: ids.distributor, credits: 100, price: 100 });
    await confirmPayment(portal, b.terms);
    await confirmPayment(portal, a.terms);
    await confirmPayment(portal, a.terms); // a second confirmation event never issues a second invoice
    const list = await get('admin', '/api/invoices?sort=["number","ASC"]');
    expect(list.headers['content-range']).toBe('invoices 0-1/2');
    expect(list.json().map((i: { orderId: string; number: string }) => [i.orderId, i.number])).toEqual([[b.orderId, 'INV000001'], [a.orderId, 'INV000002']]);
    expect(await invoiceOf(unpaid.orderId)).toBeUndefined();
    expect(await invoiceOf(a.orderId)).toMatchObject({
      buyer: { id: ids.distributor, name: 'Dario Distributor', email: 'distributor@demo.test', country: 'Spain' },
      seller: { id: HOUSE_ACCOUNT, name: 'Tuning Portal B.V.' },
      credits: 100, unitPrice: 0.9, price: 90, feePercent: 1.4, fee: 1.26, subtotal: 91.26, vatPercent: 0, vat: 0, total: 91.26, currency: 'EUR',
      paymentMethod: 'card_europe', orderedAt: '2026-11-20T10:00:00.000Z', issuedAt: '2026-11-21T09:30:00.000Z',
    });
  });

  it('shows each account the invoices it buys or sells in; an administrator sees all', async () => {
    const numbers = async (who: string) => (await get(who, '/api/invoices?sort=["number","ASC"]')).json().map((i: { number: string }) => i.number);
    expect(await numbers('dealer')).toEqual(['INV000001']);
    expect(await numbers('distributor')).toEqual(['INV000001', 'INV000002']);
    expect(await numbers('subdealer')).toEqual([]);
    const dealers = (await get('dealer', '/api/invoices')).json()[0];
    expect((await get('dealer', `/api/invoices/${dealers.id}`)).json()).toMatchObject({ number: 'INV000001', buyerId: ids.dealer, sellerId: ids.distributor });
    // Not theirs: the same 404 as an unknown invoice (a 403 would sign them out).
    expect((await get('subdealer', `/api/invoices/${dealers.id}`)).json()).toMatchObject({ statusCode: 404, message: 'Invoice not found' });
    expect((await get('subdealer', `/api/invoices/${dealers.id}/pdf`)).statusCode).toBe(404);
    expect((await get(null, '/api/invoices')).statusCode).toBe(401);
  });

  it('prints a real PDF with the seller, the buyer, the number, the lines, "VAT 0%" and the total', async () => {
    const orderId = await paidOrder(portal, { buyerId: ids.distributor, sellerId: HOUSE_ACCOUNT, credits: 250_000, price: 200_000, description: 'Stock for winter' });
    const invoice = await invoiceOf(orderId);
    const response = await get('distributor', `/api/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const expected of ['INVOICE', invoice.number, 'Tuning Portal B.V.', 'Dario Distributor', 'distributor@demo.test', 'Credits: Stock for winter', '2.500,00', 'Payment fee (1.4%)', 'VAT 0%', '€ 2.028,00', '21/11/2026', '20/11/2026']) {
      expect(text).toContain(expected);
    }
  });

  it('opens the invoice by its public link without signing in; unknown ids are a 404', async () => {
    const invoice = (await get('dealer', '/api/invoices')).json()[0];
    expect(invoice.publicPdfPath).toBe(`/api/public/invoice/${invoice.id}/pdf`);
    const response = await get(null, invoice.publicPdfPath);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain(invoice.number);
    expect((await get(null, '/api/public/invoice/00000000-0000-4000-8000-000000000000/pdf')).json()).toMatchObject({ statusCode: 404, message: 'Invoice not found' });
    expect((await get(null, '/api/public/invoice/INV000001/pdf')).statusCode).toBe(404);
  });

  it('resends the invoice to the buyer as an outbox mail with the public link', async () => {
    const invoice = (await get('dealer', '/api/invoices')).json()[0];
    const response = await post('distributor', `/api/credit-order/resend-invoice/${invoice.orderId}`);
    expect(response.json()).toMatchObject({ message: 'The invoice was sent', to: 'dealer@demo.test', invoiceId: invoice.id, number: invoice.number });
    const mail = await portal.services.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'dealer@demo.test').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Invoice ${invoice.number}`);
    const link = `http://portal.test/api/public/invoice/${invoice.id}/pdf`;
    expect(mail.text_body).toContain(link);
    expect((await get(null, link.replace('http://portal.test', ''))).statusCode).toBe(200);
    expect((await post('subdealer', `/api/credit-order/resend-invoice/${invoice.orderId}`)).statusCode).toBe(404);
    expect((await post('admin', '/api/credit-order/resend-invoice/no-such-order')).statusCode).toBe(404);
  });
});
