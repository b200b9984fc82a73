import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import { type InvoiceEvent, type InvoiceIssued, type InvoiceNumerationSet } from '../../events/invoices/events.js';
import { eventOfTypes } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import type { Database } from '../../database/schema.js';
import { lowestFreeNumber } from './queries.js';
import { unreachable } from '../../events/unreachable.js';

// Invoices are copied from their InvoiceIssued events, which carry everything printed: this fold
// reads no other table, so a rebuild reprints every invoice exactly as it was issued, whatever
// happened since to the buyer's name, the company or the payment details.

const HANDLES = ['InvoiceNumerationSet', 'InvoiceIssued'] as const satisfies readonly InvoiceEvent['type'][];
const isFolded = eventOfTypes<InvoiceEvent>([...HANDLES]);

/** A UUID derived from the order with a server-side secret: stable across rebuilds, never guessable. */
export const invoiceIdFor = (secret: string, orderId: string): string => {
  const bytes = createHmac('sha256', secret).update(`invoice:${orderId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const saveSequence = (trx: Transaction<Database>, row: { prefix: string; number_length: number; next_number: number }) =>
  trx.insertInto('invoice_sequence').values({ id: 1, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();

/** Never shows a number of this prefix as next again, even if invoices were issued after the setting was read. */
const setNumeration = async (trx: Transaction<Database>, n: InvoiceNumerationSet['data']) =>
  saveSequence(trx, { prefix: n.prefix, number_length: n.numberLength, next_number: Math.max(n.nextNumber, await lowestFreeNumber(trx, n.prefix)) });

const copy = async (trx: Transaction<Database>, event: InvoiceIssued) => {
  const i = event.data;
  // An invoice adopted from an older read model is already there, with the same content.
  const inserted = await trx.insertInto('invoices').values({
    id: i.invoiceId, number: i.number, prefix: i.prefix, sequence: i.sequence,
    order_id: i.orderId, event_id: i.confirmationEventId, buyer_id: i.buyer.id, seller_id: i.seller.id,
    buyer: JSON.stringify(i.buyer), seller: JSON.stringify(i.seller),
    credits: i.credits, price: i.price, fee_percent: i.feePercent, fee: i.fee, total: i.total,
    currency: i.currency, vat_percent: i.vatPercent, vat: i.vat, payment_method: i.paymentMethod, description: i.description,
    payment_details: JSON.stringify(i.paymentDetails), notes: JSON.stringify(i.notes),
    ordered_at: new Date(i.orderedAt), issued_at: new Date(i.issuedAt),
  }).onConflict((oc) => oc.column('order_id').doNothing()).executeTakeFirstOrThrow();
  if (!inserted.numInsertedOrUpdatedRows) return; // already there (adopted from an older read model)
  const sequence = await trx.selectFrom('invoice_sequence').selectAll().forUpdate().executeTakeFirst();
  const numberLength = sequence?.number_length ?? i.number.length - i.prefix.length;
  if (!sequence || sequence.prefix === i.prefix) await saveSequence(trx, { prefix: i.prefix, number_length: numberLength, next_number: Math.max(Number(sequence?.next_number ?? 0), i.sequence + 1) });
};

export const invoicesProjection: Projection = {
  name: 'invoices',
  handles: HANDLES,
  tables: ['invoices', 'invoice_sequence'],
  evolve: async (trx, event) => {
    if (!isFolded(event)) return;
    const e = event;
    switch (e.type) {
      case 'InvoiceIssued':
        return copy(trx, e);
      case 'InvoiceNumerationSet':
        await setNumeration(trx, e.data);
        return;
      default:
        return unreachable('invoice event', e);
    }
  },
};
