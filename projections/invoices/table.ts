import type { ColumnType, Selectable } from 'kysely';

type Int8 = ColumnType<number, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;

/** Who sells or buys, as printed on the invoice when it was issued. */
export type InvoiceParty = { id: string; name: string; email: string | null; country: string | null; address: string | null; vatId: string | null };
export type InvoicePaymentDetail = { name: string; details: string };

/** Read model: one invoice per credit order whose payment was confirmed. */
export interface InvoicesTable {
  /** Unguessable: the public link /invoice/{id} works without signing in. */
  id: string;
  number: string;
  prefix: string;
  sequence: Int8;
  order_id: string;
  event_id: string;
  buyer_id: string;
  seller_id: string;
  buyer: Json<InvoiceParty>;
  seller: Json<InvoiceParty>;
  /** Hundredths of a credit. */
  credits: Int8;
  /** EUR cents. */
  price: Int8;
  fee_percent: number;
  fee: Int8;
  total: Int8;
  currency: string;
  vat_percent: number;
  vat: Int8;
  payment_method: string;
  description: string | null;
  payment_details: Json<InvoicePaymentDetail[]>;
  notes: Json<string[]>;
  ordered_at: Date;
  issued_at: Date;
}

/** The numbering as the projection has folded it (owned by the projection, rebuilt with it). */
export interface InvoiceSequenceTable {
  id: ColumnType<number, number | undefined, number>;
  prefix: string;
  number_length: number;
  next_number: Int8;
}

/** The latest terms (price, fee, total) of each credit order, kept until its payment is confirmed. */
export interface InvoiceOrderTermsTable {
  order_id: string;
  terms: Json<unknown>;
}

export type InvoiceRow = Selectable<InvoicesTable>;
