import { BASE_CURRENCY, INVOICE_VAT_PERCENT } from '../../../events/constants.js';
import { creditOrderStream, type CreditOrderEvent, type CreditOrderEventData } from '../../../events/creditOrders/events.js';
import { INVOICE_NUMERATION_STREAM, type InvoiceEvent } from '../../../events/invoices/events.js';
import { decideIssue, emptyInvoiceBook, evolveInvoiceBook, type IssueInvoice } from '../../../events/invoices/issue.js';
import { handleCommand } from '../../../events/command/handle-command.js';
import type { EventStore, GlobalPosition } from '../../../events/store/port.js';
import type { Db } from '../../../database/connect.js';
import { invoiceIdFor } from '../../../projections/invoices/projection.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { invoiceParty } from './parties.js';

// Issues the invoice of a confirmed credit order: everything printed (parties, payment details,
// notes, lines, totals) is read now and recorded in the InvoiceIssued event, so the invoice never
// changes afterwards. Idempotent: the event id derives from the order and the decider issues one
// invoice per order, so the confirm route, the delivery reactor and a retry after a crash may all
// call it.

export const invoiceEventId = (orderId: string) => deterministicUuid(`invoice-issued:${orderId}`);

export const loadInvoiceBook = async (store: EventStore) => {
  const events = await store.readStream<InvoiceEvent>(INVOICE_NUMERATION_STREAM);
  return { book: events.reduce(evolveInvoiceBook, emptyInvoiceBook()), revision: events.at(-1)?.revision ?? null };
};

/** What the order's stream says the invoice is for; null when its payment is not confirmed. */
const orderToInvoice = async (store: EventStore, orderId: string) => {
  const events = await store.readStream<CreditOrderEvent>(creditOrderStream(orderId));
  const placed = events.find((e) => e.type === 'CreditOrderPlaced' || e.type === 'CreditOrderOffered');
  const terms = events.filter((e) => e.type === 'CreditOrderPlaced' || e.type === 'CreditOrderOffered' || e.type === 'CreditOrderTermsChanged').at(-1);
  const confirmed = events.find((e) => e.type === 'PaymentConfirmed');
  if (!placed || !terms || !confirmed) return null;
  return { placedAt: (placed.data as CreditOrderEventData['CreditOrderPlaced']).at, terms: terms.data as CreditOrderEventData['CreditOrderPlaced'], confirmed: confirmed as { id: string; data: CreditOrderEventData['PaymentConfirmed'] } };
};

const issueCommand = async (db: Db, order: NonNullable<Awaited<ReturnType<typeof orderToInvoice>>>): Promise<IssueInvoice> => {
  const { terms, confirmed } = order;
  const company = await db.selectFrom('invoice_numeration').selectAll().executeTakeFirstOrThrow();
  const [buyer, seller, payments, notes] = await Promise.all([
    invoiceParty(db, confirmed.data.buyerId, company),
    invoiceParty(db, confirmed.data.sellerId, company),
    db.selectFrom('invoice_payments').select(['name', 'details']).where('active', '=', true).orderBy('position').orderBy('id').execute(),
    db.selectFrom('invoice_descriptions').select('text').where('active', '=', true).orderBy('position').orderBy('id').execute(),
  ]);
  const vat = Math.round(((terms.price + terms.fee) * INVOICE_VAT_PERCENT) / 100);
  return {
    type: 'IssueInvoice', eventId: invoiceEventId(terms.orderId),
    invoice: {
      invoiceId: invoiceIdFor(company.link_secret, terms.orderId), orderId: terms.orderId, buyer, seller,
      credits: confirmed.data.credits, price: terms.price, feePercent: terms.feePercent, fee: terms.fee, vatPercent: INVOICE_VAT_PERCENT, vat, total: terms.total + vat,
      currency: BASE_CURRENCY.code, paymentMethod: terms.paymentMethod, description: terms.description,
      paymentDetails: payments.map(({ name, details }) => ({ name, details })), notes: notes.map((n) => n.text),
      orderedAt: order.placedAt, issuedAt: confirmed.data.at, confirmationEventId: confirmed.id,
    },
  };
};

/** The numbering book of the invoice-numeration stream, as the one command path folds it. */
export const invoiceBookDecider = { initialState: emptyInvoiceBook, evolve: evolveInvoiceBook, decide: decideIssue };

/**
 * Where the invoice-numeration stream stands once the order's InvoiceIssued event is in it (appended
 * now, or earlier by another caller), or null when its payment is not confirmed.
 */
export const issueInvoice = async (services: { db: Db; store: EventStore }, orderId: string): Promise<GlobalPosition | null> => {
  const order = await orderToInvoice(services.store, orderId);
  if (!order) return null;
  const command = await issueCommand(services.db, order);
  // Numbers are decided against the stream's revision: two invoices issued at once never share one.
  return (await handleCommand(services.store, INVOICE_NUMERATION_STREAM, invoiceBookDecider, command)).position;
};
