import { describe, expect, it } from 'vitest';
import type { InvoiceEvent, IssuedInvoice } from './events.js';
import { decideIssue, emptyInvoiceBook, evolveInvoiceBook, type IssueInvoice } from './issue.js';

const party = (id: string) => ({ id, name: id, email: null, country: null, address: null, vatId: null });
const invoice = (orderId: string): IssueInvoice['invoice'] => ({
  invoiceId: `inv-${orderId}`, orderId, buyer: party('buyer'), seller: party('house'), credits: 100, price: 100, feePercent: 0, fee: 0, vatPercent: 0, vat: 0, total: 100,
  currency: 'EUR', paymentMethod: 'bank_transfer', description: null, paymentDetails: [], notes: [], orderedAt: '2026-11-20T10:00:00.000Z', issuedAt: '2026-11-21T10:00:00.000Z', confirmationEventId: `paid-${orderId}`,
});
const issued = (orderId: string, prefix: string, sequence: number): InvoiceEvent => ({ id: `e-${orderId}`, type: 'InvoiceIssued', data: { ...invoice(orderId), prefix, sequence, number: `${prefix}${sequence}` } as IssuedInvoice });
const given = (events: InvoiceEvent[]) => ({ when: (orderId: string) => decideIssue({ type: 'IssueInvoice', eventId: `e-${orderId}`, invoice: invoice(orderId) }, events.reduce(evolveInvoiceBook, emptyInvoiceBook())) });

describe('issuing an invoice', () => {
  it('numbers the first invoice from the default numeration', () => {
    expect(given([]).when('a')).toMatchObject([{ type: 'InvoiceIssued', data: { number: 'INV000001', prefix: 'INV', sequence: 1, orderId: 'a' } }]);
  });

  it('takes the next number after the last one issued, with the configured prefix and length', () => {
    const set: InvoiceEvent = { id: 's', type: 'InvoiceNumerationSet', data: { prefix: 'F-', numberLength: 5, nextNumber: 100, actorId: 'admin', at: '2026-11-20T00:00:00.000Z' } };
    expect(given([set, issued('a', 'F-', 100)]).when('b')[0].data).toMatchObject({ number: 'F-00101', sequence: 101 });
  });

  it('issues one invoice per order: a second issue decides nothing', () => {
    expect(given([issued('a', 'INV', 1)]).when('a')).toEqual([]);
  });
});
