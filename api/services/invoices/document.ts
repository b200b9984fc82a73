import { toCredits } from '../../../events/credit/credits.js';
import type { InvoiceParty, InvoicePaymentDetail, InvoiceRow } from '../../../projections/invoices/table.js';

// An invoice as the API answers it and the PDF prints it: money in EUR, credits as numbers, both
// with at most 2 decimals.

export type InvoiceDocument = {
  id: string;
  number: string;
  orderId: string;
  buyerId: string;
  sellerId: string;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  credits: number;
  /** EUR per credit. */
  unitPrice: number;
  price: number;
  feePercent: number;
  fee: number;
  subtotal: number;
  vatPercent: number;
  vat: number;
  total: number;
  currency: string;
  paymentMethod: string;
  description: string | null;
  paymentDetails: InvoicePaymentDetail[];
  notes: string[];
  orderedAt: string;
  issuedAt: string;
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
