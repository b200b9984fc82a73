import { describe, expect, it } from 'vitest';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { usePortal } from '../support/use-portal.js';
import { paidOrder, pdfText } from './support.js';

const { portal, ids, tokens } = usePortal(['admin', 'dealer']);

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => portal.app.inject({ method, url, payload, headers: portal.auth(tokens[who]) });
const numberOf = async (orderId: string) =>
  (await call('admin', 'GET', `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ orderId }))}`)).json()[0].number;
const order = () => paidOrder(portal, { buyerId: ids.dealer, sellerId: HOUSE_ACCOUNT, credits: 1_000, price: 1_000 });

describe('invoice numeration (Admin)', () => {
  it('numbers with the saved prefix and length; the index shows the next number', async () => {
    expect((await call('admin', 'GET', '/api/invoice-numeration/index')).json()).toMatchObject({ prefix: 'INV', numberLength: 6, nextNumber: 1, nextInvoiceNumber: 'INV000001', payments: [], descriptions: [] });
    expect(await numberOf(await order())).toBe('INV000001');
    const saved = await call('admin', 'POST', '/api/invoice-numeration/save', { prefix: 'F-2026/', numberLength: 5, nextNumber: 100, companyName: 'Gearbox Tuning B.V.', companyVatId: 'NL123456789B01' });
    expect(saved.json()).toMatchObject({ prefix: 'F-2026/', numberLength: 5, nextNumber: 100, nextInvoiceNumber: 'F-2026/00100', companyName: 'Gearbox Tuning B.V.', companyVatId: 'NL123456789B01' });
    expect(await numberOf(await order())).toBe('F-2026/00100');
    expect(await numberOf(await order())).toBe('F-2026/00101');
    expect((await call('admin', 'GET', '/api/invoice-numeration/index')).json()).toMatchObject({ nextNumber: 102, nextInvoiceNumber: 'F-2026/00102' });
    const audit = await portal.services.db.selectFrom('audit_log').select(['entity', 'entity_id']).where('entity', '=', 'invoice_numeration').execute();
    expect(audit.map((a) => a.entity_id).sort()).toEqual(['1', 'numbering']);
  });

  it('refuses a length outside 5 to 10, numbers already given out, and non-administrators', async () => {
    const save = (body: object) => call('admin', 'POST', '/api/invoice-numeration/save', { prefix: 'F-2026/', numberLength: 5, nextNumber: 200, ...body });
    expect((await save({ numberLength: 4 })).json()).toMatchObject({ statusCode: 400, message: 'The number length must be between 5 and 10' });
    expect((await save({ numberLength: 11 })).json().message).toBe('The number length must be between 5 and 10');
    expect((await save({ prefix: 'F 2026' })).json().message).toBe('The prefix may only contain letters, digits and - / _ .');
    expect((await save({ nextNumber: 101 })).json()).toMatchObject({ statusCode: 400, message: 'Numbers below 102 with this prefix are already used: the next number must be at least 102' });
    expect((await save({ nextNumber: 123456 })).json().message).toBe('The next number must fit in 5 digits');
    expect((await call('dealer', 'POST', '/api/invoice-numeration/save', { prefix: 'X', numberLength: 5, nextNumber: 1 })).statusCode).toBe(403);
    expect((await call('dealer', 'GET', '/api/invoice-numeration/index')).statusCode).toBe(403);
  });

  it('keeps payment details and description lines, printed on new invoices and on the preview', async () => {
    const payment = await call('admin', 'POST', '/api/invoice-numeration/save-payment', { name: 'Bank transfer', details: 'IBAN NL91 ABNA 0417 1643 00, BIC ABNANL2A' });
    expect(payment.json()).toMatchObject({ name: 'Bank transfer', active: true });
    const updated = await call('admin', 'PUT', `/api/invoice-numeration/update-payment/${payment.json().id}`, { details: 'IBAN NL02 RABO 0123 4567 89' });
    expect(updated.json()).toMatchObject({ id: payment.json().id, name: 'Bank transfer', details: 'IBAN NL02 RABO 0123 4567 89' });
    const line = await call('admin', 'POST', '/api/invoice-numeration/create-description', { text: 'Export of services: VAT reverse-charged.' });
    const off = await call('admin', 'POST', '/api/invoice-numeration/create-description', { text: 'Old note' });
    expect((await call('admin', 'PUT', `/api/invoice-numeration/update-description/${off.json().id}`, { active: false })).json()).toMatchObject({ active: false });
    expect((await call('admin', 'PUT', '/api/invoice-numeration/update-description/99999', { active: false })).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/invoice-numeration/index')).json().descriptions).toHaveLength(2);

    const preview = await call('admin', 'POST', '/api/invoice-numeration/preview-pdf', {});
    expect(preview.headers['content-type']).toBe('application/pdf');
    const text = pdfText(preview.rawPayload);
    for (const expected of ['F-2026/00102', 'Gearbox Tuning B.V.', 'VAT ID: NL123456789B01', 'Payment details', 'IBAN NL02 RABO 0123 4567 89', line.json().text, 'VAT 0%']) expect(text).toContain(expected);
    expect(text).not.toContain('Old note');
    expect(pdfText((await call('admin', 'POST', '/api/invoice-numeration/preview-pdf', { prefix: 'P', numberLength: 8 })).rawPayload)).toContain('P00000102');

    const invoice = (await call('admin', 'GET', `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ orderId: await order() }))}`)).json()[0];
    expect(invoice).toMatchObject({ number: 'F-2026/00102', paymentDetails: [{ name: 'Bank transfer', details: 'IBAN NL02 RABO 0123 4567 89' }], notes: [line.json().text] });
  });
});
