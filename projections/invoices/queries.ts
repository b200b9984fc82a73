import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { escapeLike, type Page } from '../../database/query-helpers.js';

type Db = Kysely<Database>;

export const INVOICE_SORTABLE = ['number', 'issued_at', 'total', 'credits'] as const;
export type InvoiceSortField = (typeof INVOICE_SORTABLE)[number];

export type InvoiceFilter = {
  /** Only invoices where this account buys or sells (everyone but an administrator). */
  party?: string;
  buyerId?: string;
  sellerId?: string;
  orderId?: string;
  /** Part of the number. */
  q?: string;
  fromDate?: Date;
  toDate?: Date;
};

const filtered = (db: Db, f: InvoiceFilter) => {
  let q = db.selectFrom('invoices');
  if (f.party) {
    const party = f.party;
    q = q.where((eb) => eb.or([eb('buyer_id', '=', party), eb('seller_id', '=', party)]));
  }
  if (f.buyerId) q = q.where('buyer_id', '=', f.buyerId);
  if (f.sellerId) q = q.where('seller_id', '=', f.sellerId);
  if (f.orderId) q = q.where('order_id', '=', f.orderId);
  if (f.q) q = q.where('number', 'ilike', escapeLike(f.q));
  if (f.fromDate) q = q.where('issued_at', '>=', f.fromDate);
  if (f.toDate) q = q.where('issued_at', '<', f.toDate);
  return q;
};

export const listInvoices = async (db: Db, f: InvoiceFilter, page: Page<InvoiceSortField>) => {
  const base = filtered(db, f);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(page.sort.field, page.sort.order).orderBy('sequence', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findInvoice = (db: Db, id: string) => db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
export const findInvoiceByOrder = (db: Db, orderId: string) => db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/** The first number with this prefix that no issued invoice uses: numbers are never handed out twice. */
export const lowestFreeNumber = async (db: Db | Transaction<Database>, prefix: string): Promise<number> => {
  const row = await db.selectFrom('invoices').select((eb) => eb.fn.max('sequence').as('last')).where('prefix', '=', prefix).executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 1 : Number(row.last) + 1;
};
