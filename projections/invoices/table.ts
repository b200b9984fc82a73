import type { ColumnType, Selectable } from 'kysely';
import type { Int8, Json } from '../../database/column-types.js';

import type { InvoiceParty, InvoicePaymentDetail } from '../../events/invoices/events.js';

export type { InvoiceParty, InvoicePaymentDetail };

/** Read model: one invoice per InvoiceIssued event, copied as issued. */
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

export type InvoiceRow = Selectable<InvoicesTable>;
