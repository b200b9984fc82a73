import { INVOICE_NUMERATION_STREAM, type InvoiceIssued } from '../../../events/invoices/events.js';
import type { EventStore, GlobalPosition } from '../../../events/store/port.js';
import type { Db } from '../../../database/connect.js';
import type { InvoiceRow } from '../../../projections/invoices/table.js';
import { invoiceEventId, loadInvoiceBook } from './issue.js';

// Older versions printed invoices straight from PaymentConfirmed (reading names at fold time) and
// recorded no InvoiceIssued. Before a rebuild could print those differently, each such invoice is
// recorded once as an InvoiceIssued event carrying exactly what its row printed (`adopted`).

const asIssued = (row: InvoiceRow): InvoiceIssued => ({
  id: invoiceEventId(row.order_id), type: 'InvoiceIssued',
  data: {
    invoiceId: row.id, orderId: row.order_id, number: row.number, prefix: row.prefix, sequence: Number(row.sequence),
    buyer: row.buyer, seller: row.seller, credits: Number(row.credits), price: Number(row.price), feePercent: row.fee_percent, fee: Number(row.fee),
    vatPercent: row.vat_percent, vat: Number(row.vat), total: Number(row.total), currency: row.currency, paymentMethod: row.payment_method,
    description: row.description, paymentDetails: row.payment_details, notes: row.notes,
    orderedAt: row.ordered_at.toISOString(), issuedAt: row.issued_at.toISOString(), confirmationEventId: row.event_id, adopted: true,
  },
});

/** Records the invoices that have a row but no event: how many, and where (null when none). */
export const adoptLegacyInvoices = async (db: Db, store: EventStore): Promise<{ adopted: number; position: GlobalPosition | null }> => {
  const { book, revision } = await loadInvoiceBook(store);
  const rows = await db.selectFrom('invoices').selectAll().orderBy('sequence').execute();
  const missing = rows.filter((r) => !book.invoicedOrders.has(r.order_id));
  if (!missing.length) return { adopted: 0, position: null };
  const { position } = await store.appendToStream(INVOICE_NUMERATION_STREAM, missing.map(asIssued), { expectedRevision: revision ?? 'no_stream' });
  return { adopted: missing.length, position };
};
