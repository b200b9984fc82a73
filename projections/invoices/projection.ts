import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import { BASE_CURRENCY, INVOICE_VAT_PERCENT } from '../../events/constants.js';
import { CREDIT_ORDER_EVENT_TYPES, type CreditOrderEvent, type CreditOrderEventData, type CreditOrderTerms } from '../../events/credit_orders/events.js';
import { INVOICE_EVENT_TYPES, type InvoiceNumerationSet } from '../../events/invoices/events.js';
import { DEFAULT_NUMERATION, formatInvoiceNumber } from '../../events/invoices/numeration.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import type { Database } from '../schema.js';
import { invoiceParty } from './parties.js';
import { lowestFreeNumber } from './queries.js';

// One invoice per credit order, issued when its payment is confirmed. The number is taken from
// the folded numeration inside the runner's transaction, in the global event order: gap-free, and
// a rebuild gives every order the same number again.

type KeptTerms = CreditOrderTerms & { placedAt: string };

const TERMS_EVENTS = ['CreditOrderOffered', 'CreditOrderPlaced', 'CreditOrderTermsChanged'] as const;
const HANDLES = [...TERMS_EVENTS, 'PaymentConfirmed', 'CreditOrderCancelled', ...INVOICE_EVENT_TYPES] as const;
const isFolded = eventOfTypes<CreditOrderEvent | InvoiceNumerationSet>([...CREDIT_ORDER_EVENT_TYPES, ...INVOICE_EVENT_TYPES]);

/** A UUID derived from the order with a server-side secret: stable across rebuilds, never guessable. */
export const invoiceIdFor = (secret: string, orderId: string): string => {
  const bytes = createHmac('sha256', secret).update(`invoice:${orderId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const keepTerms = async (trx: Transaction<Database>, terms: CreditOrderTerms) => {
  const kept = await trx.selectFrom('invoice_order_terms').select('terms').where('order_id', '=', terms.orderId).executeTakeFirst();
  const placedAt = (kept?.terms as KeptTerms | undefined)?.placedAt ?? terms.at;
  const value = JSON.stringify({ ...terms, placedAt } satisfies KeptTerms);
  await trx.insertInto('invoice_order_terms').values({ order_id: terms.orderId, terms: value }).onConflict((oc) => oc.column('order_id').doUpdateSet({ terms: value })).execute();
};

/** Never hands out a number of this prefix again, even if invoices were issued after the setting was read. */
const setNumeration = async (trx: Transaction<Database>, n: InvoiceNumerationSet['data']) => {
  const row = { prefix: n.prefix, number_length: n.numberLength, next_number: Math.max(n.nextNumber, await lowestFreeNumber(trx, n.prefix)) };
  return trx.insertInto('invoice_sequence').values({ id: 1, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
};

const numberTaken = async (trx: Transaction<Database>, number: string) =>
  Boolean(await trx.selectFrom('invoices').select('id').where('number', '=', number).executeTakeFirst());

const issue = async (trx: Transaction<Database>, event: RecordedEvent) => {
  const paid = event.data as CreditOrderEventData['PaymentConfirmed'];
  if (await trx.selectFrom('invoices').select('id').where('order_id', '=', paid.orderId).executeTakeFirst()) return;
  const kept = await trx.selectFrom('invoice_order_terms').select('terms').where('order_id', '=', paid.orderId).executeTakeFirst();
  // A confirmed order always has terms (the order is placed or offered first); without them there
  // is no price to print, and a number is never spent on an invoice that cannot be right.
  if (!kept) return;
  const terms = kept.terms as KeptTerms;
  const company = await trx.selectFrom('invoice_numeration').selectAll().executeTakeFirstOrThrow();
  const sequence = await trx.selectFrom('invoice_sequence').selectAll().forUpdate().executeTakeFirst();
  const { prefix, numberLength } = sequence ? { prefix: sequence.prefix, numberLength: sequence.number_length } : DEFAULT_NUMERATION;
  let next = sequence ? Number(sequence.next_number) : DEFAULT_NUMERATION.nextNumber;
  while (await numberTaken(trx, formatInvoiceNumber(prefix, next, numberLength))) next += 1;
  const [buyer, seller, payments, notes] = await Promise.all([
    invoiceParty(trx, paid.buyerId, company),
    invoiceParty(trx, paid.sellerId, company),
    trx.selectFrom('invoice_payments').select(['name', 'details']).where('active', '=', true).orderBy('position').orderBy('id').execute(),
    trx.selectFrom('invoice_descriptions').select('text').where('active', '=', true).orderBy('position').orderBy('id').execute(),
  ]);
  const vat = Math.round((terms.price + terms.fee) * INVOICE_VAT_PERCENT / 100);
  await trx.insertInto('invoices').values({
    id: invoiceIdFor(company.link_secret, paid.orderId), number: formatInvoiceNumber(prefix, next, numberLength), prefix, sequence: next,
    order_id: paid.orderId, event_id: event.id, buyer_id: paid.buyerId, seller_id: paid.sellerId,
    buyer: JSON.stringify(buyer), seller: JSON.stringify(seller),
    credits: paid.credits, price: terms.price, fee_percent: terms.feePercent, fee: terms.fee, total: terms.total + vat,
    currency: BASE_CURRENCY.code, vat_percent: INVOICE_VAT_PERCENT, vat, payment_method: terms.paymentMethod, description: terms.description,
    payment_details: JSON.stringify(payments), notes: JSON.stringify(notes.map((n) => n.text)),
    ordered_at: new Date(terms.placedAt), issued_at: new Date(paid.at),
  }).execute();
  const row = { prefix, number_length: numberLength, next_number: next + 1 };
  await trx.insertInto('invoice_sequence').values({ id: 1, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  await trx.deleteFrom('invoice_order_terms').where('order_id', '=', paid.orderId).execute();
};

export const invoicesProjection: Projection = {
  name: 'invoices',
  handles: HANDLES,
  tables: ['invoices', 'invoice_sequence', 'invoice_order_terms'],
  evolve: async (trx, event) => {
    if (!isFolded(event)) return;
    const e = event;
    switch (e.type) {
      case 'CreditOrderOffered':
      case 'CreditOrderPlaced':
      case 'CreditOrderTermsChanged':
        return keepTerms(trx, e.data);
      case 'PaymentConfirmed':
        return issue(trx, event);
      case 'CreditOrderCancelled':
        await trx.deleteFrom('invoice_order_terms').where('order_id', '=', e.data.orderId).execute();
        return;
      case 'InvoiceNumerationSet':
        await setNumeration(trx, e.data);
        return;
      case 'OfferAccepted':
      case 'PaymentNotified':
      case 'PaymentReceived':
        return; // not handled: they do not change an invoice
      default: {
        const _exhaustive: never = e;
        throw new Error(`unknown invoice event ${JSON.stringify(_exhaustive)}`);
      }
    }
  },
};
