import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { invoicesProjection } from '../../projections/invoices/projection.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { usePortal } from '../support/use-portal.js';
import { paidOrder, pdfText } from './support.js';

// An issued invoice is a legal document: whatever changes later, a rebuild prints it as issued.

const { portal } = usePortal([]);

describe('an issued invoice after a rebuild', () => {
  it('is reprinted exactly after the buyer, the company and the payment details change', async () => {
    const { db, pool, store, runner } = portal.services;
    const token = await portal.login('admin@demo.test');
    const admin = (method: 'POST' | 'PUT', url: string, payload: object) => portal.app.inject({ method, url, payload, headers: portal.auth(token) });
    expect((await admin('POST', '/api/invoice-numeration/save', { prefix: 'L', numberLength: 6, nextNumber: 1, companyName: 'Old Company B.V.', companyVatId: 'NL000000001B01', companyAddress: 'Old street 1' })).statusCode).toBe(200);
    const payment = (await admin('POST', '/api/invoice-numeration/save-payment', { name: 'Bank transfer', details: 'IBAN OLD 0001' })).json();
    expect((await admin('POST', '/api/invoice-numeration/create-description', { text: 'Old note' })).statusCode).toBe(200);
    const dealer = await db.selectFrom('users').select(['id', 'first_name']).where('email', '=', 'dealer@demo.test').executeTakeFirstOrThrow();
    const orderId = await paidOrder(portal, { buyerId: dealer.id, sellerId: HOUSE_ACCOUNT, credits: 2_500, price: 2_000, description: 'For the record' });
    const row = () => db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const pdf = async (id: string) => pdfText((await portal.app.inject({ url: `/api/public/invoice/${id}/pdf` })).rawPayload);
    const issued = await row();
    const printed = await pdf(issued.id);
    for (const text of ['Old Company B.V.', 'VAT ID: NL000000001B01', 'IBAN OLD 0001', 'Old note', dealer.first_name]) expect(printed).toContain(text);

    await db.updateTable('users').set({ first_name: 'Renamed', last_name: 'Buyer' }).where('id', '=', dealer.id).execute();
    expect((await admin('POST', '/api/invoice-numeration/save', { prefix: 'L', numberLength: 6, nextNumber: 2, companyName: 'New Company S.L.', companyVatId: 'ESB00000000', companyAddress: 'New street 2' })).statusCode).toBe(200);
    expect((await admin('PUT', `/api/invoice-numeration/update-payment/${payment.id}`, { details: 'IBAN NEW 0002' })).statusCode).toBe(200);
    await db.updateTable('invoice_descriptions').set({ text: 'New note' }).execute();

    await runner.stop();
    await rebuildProjection({ store, db, pool, projection: invoicesProjection });
    expect(await row()).toEqual(issued);
    expect(await pdf(issued.id)).toEqual(printed);
  });
});
