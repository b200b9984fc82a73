import type { NewEvent } from '../store/port.js';

// Invoices are legal documents. Each one is issued as an event that carries everything printed on
// it (number, parties, payment details, notes, lines and totals) as it was at issue time; the
// invoices projection only copies it, so a rebuild reprints every invoice exactly.
//
// The numbering and the invoices share one stream: an invoice's number is decided against the
// stream's revision, so two issues at once can never take the same number (the second retries).

export const INVOICE_NUMERATION_STREAM = 'invoice-numeration';

export type InvoiceNumeration = { prefix: string; numberLength: number; nextNumber: number };

/** Who sells or buys, as printed on the invoice when it was issued. */
export type InvoiceParty = { id: string; name: string; email: string | null; country: string | null; address: string | null; vatId: string | null };
export type InvoicePaymentDetail = { name: string; details: string };

export type InvoiceNumerationSet = NewEvent<'InvoiceNumerationSet', InvoiceNumeration & { actorId: string; at: string }>;

/** Money in EUR cents, credits in hundredths of a credit. */
export type IssuedInvoice = {
  invoiceId: string;
  orderId: string;
  number: string;
  prefix: string;
  sequence: number;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  credits: number;
  price: number;
  feePercent: number;
  fee: number;
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
  /** The PaymentConfirmed event that the invoice is for. */
  confirmationEventId: string;
  /** Set when the invoice was first printed by an older version (from the read model) and recorded later. */
  adopted?: boolean;
};

export type InvoiceIssued = NewEvent<'InvoiceIssued', IssuedInvoice>;

export type InvoiceEvent = InvoiceNumerationSet | InvoiceIssued;
export const INVOICE_EVENT_TYPES = ['InvoiceNumerationSet', 'InvoiceIssued'] as const satisfies readonly InvoiceEvent['type'][];
