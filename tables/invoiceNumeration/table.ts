import type { Generated, Selectable } from 'kysely';

// Invoice settings: plain tables edited by administrators, every change audited. The numbering
// itself (prefix, length, next number) is recorded as events: see events/invoices.

/** One row: the portal's own details as seller, and the secret behind public invoice links. */
export interface InvoiceNumerationTable {
  id: Generated<number>;
  company_name: string;
  company_address: string;
  company_email: string;
  company_country: string;
  company_vat_id: string;
  /** Never leaves the server: public invoice ids are derived from it, so they cannot be guessed. */
  link_secret: Generated<string>;
  updated_at: Generated<Date>;
}

/** Payment text / bank details printed on every invoice (active ones, by position). */
export interface InvoicePaymentsTable {
  id: Generated<number>;
  name: string;
  details: string;
  active: Generated<boolean>;
  position: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Description lines printed under the invoice lines (active ones, by position). */
export interface InvoiceDescriptionsTable {
  id: Generated<number>;
  text: string;
  active: Generated<boolean>;
  position: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type InvoiceNumerationRow = Selectable<InvoiceNumerationTable>;
export type InvoicePaymentRow = Selectable<InvoicePaymentsTable>;
export type InvoiceDescriptionRow = Selectable<InvoiceDescriptionsTable>;
