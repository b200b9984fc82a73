import { toCredits } from '../../../events/credit/credits.js';
import type { IssuedInvoice } from '../../../events/invoices/events.js';
import type { InvoiceRow } from '../../../projections/invoices/table.js';

// An invoice as the API answers it and the PDF prints it: the issued invoice's fields, but money in
// EUR and credits as numbers (not cents and hundredths), both with at most 2 decimals.

export type InvoiceDocument = Omit<IssuedInvoice, 'invoiceId' | 'prefix' | 'sequence' | 'confirmationEventId' | 'adopted'> & {
  id: string;
  buyerId: string;
  sellerId: string;
  /** EUR per credit. */
  unitPrice: number;
  subtotal: number;
  /** Path of the PDF that opens without signing in (the spec's public /invoice/{id}). */
  publicPdfPath: string;
};

const euros = (cents: number) => Number((cents / 100).toFixed(2));

export const publicPdfPath = (id: string) => `/api/public/invoice/${id}/pdf`;

export const toInvoiceDocument = (row: InvoiceRow): InvoiceDocument => ({
  id: row.id,
  number: row.number,
  orderId: row.order_id,
  buyerId: row.buyer_id,
  sellerId: row.seller_id,
  buyer: row.buyer,
  seller: row.seller,
  credits: toCredits(row.credits),
  unitPrice: row.credits > 0 ? Number((row.price / row.credits).toFixed(2)) : 0,
  price: euros(row.price),
  feePercent: row.fee_percent,
  fee: euros(row.fee),
  subtotal: euros(row.price + row.fee),
  vatPercent: row.vat_percent,
  vat: euros(row.vat),
  total: euros(row.total),
  currency: row.currency,
  paymentMethod: row.payment_method,
  description: row.description,
  paymentDetails: row.payment_details,
  notes: row.notes,
  orderedAt: row.ordered_at.toISOString(),
  issuedAt: row.issued_at.toISOString(),
  publicPdfPath: publicPdfPath(row.id),
});
