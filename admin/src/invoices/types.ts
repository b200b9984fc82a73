import type { InvoiceDocument } from '../../../api/services/invoices/document';

/**
 * Shapes of the "Invoices" section of CONTRACT.md. Type-only imports of the API's own types, so
 * the admin cannot drift from the server (nothing of api/ is bundled).
 */
export type { InvoiceParty } from '../../../events/invoices/events';
/** GET /api/invoices and /api/invoices/:id. */
export type Invoice = InvoiceDocument;

export interface InvoicePayment {
  id: number;
  name: string;
  details: string;
  active: boolean;
  position: number;
}

export interface InvoiceDescription {
  id: number;
  text: string;
  active: boolean;
  position: number;
}

export interface NumerationSettings {
  prefix: string;
  numberLength: number;
  nextNumber: number;
  companyName?: string;
  companyAddress?: string;
  companyEmail?: string;
  companyCountry?: string;
  companyVatId?: string;
}

export interface Numeration extends Required<NumerationSettings> {
  nextInvoiceNumber: string;
  payments: InvoicePayment[];
  descriptions: InvoiceDescription[];
}
