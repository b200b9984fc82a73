import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { escapeLike, type Page } from '../../database/query-helpers.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import type { CreditOrderRow } from './table.js';

// Credit order lists (simple-rest) with the buyer's and seller's names joined at read time; the
// house sells as the business, under its legal name from the invoice settings (what a buyer's bank
// transfer names as beneficiary).

export const CREDIT_ORDER_SORTABLE = ['number', 'created_at', 'updated_at', 'credits', 'total', 'status'] as const;
export type CreditOrderSort = (typeof CREDIT_ORDER_SORTABLE)[number];

export type CreditOrderFilter = {
  buyerId?: string;
  sellerId?: string;
  status?: string;
  fromDate?: Date;
  toDate?: Date;
  /** The number, or part of a buyer's name or email. */
  q?: string;
};

export type NamedCreditOrder = CreditOrderRow & { buyer_name: string | null; buyer_email: string | null; seller_name: string | null; seller_email: string | null; invoice_id: string | null };

const named = (db: Kysely<Database>) =>
  db
    .selectFrom('credit_orders as o')
    .leftJoin('users as b', 'b.id', 'o.buyer_id')
    .leftJoin('users as s', (join) => join.on(sql`s.id::text`, '=', sql.ref('o.seller_id')))
    .leftJoin('invoices as i', (join) => join.on(sql`i.order_id::text`, '=', sql`o.id::text`))
    .selectAll('o')
    .select([
      sql<string | null>`b.first_name || ' ' || b.last_name`.as('buyer_name'), 'b.email as buyer_email',
      sql<string | null>`CASE WHEN o.seller_id = ${HOUSE_ACCOUNT} THEN (SELECT company_name FROM invoice_numeration LIMIT 1) ELSE s.first_name || ' ' || s.last_name END`.as('seller_name'), 's.email as seller_email', sql<string | null>`i.id::text`.as('invoice_id'),
    ]);

const filtered = (db: Kysely<Database>, f: CreditOrderFilter) => {
  let query = named(db);
  if (f.buyerId) query = query.where('o.buyer_id', '=', f.buyerId);
  if (f.sellerId) query = query.where('o.seller_id', '=', f.sellerId);
  if (f.status) query = query.where('o.status', '=', f.status);
  if (f.fromDate) query = query.where('o.created_at', '>=', f.fromDate);
  if (f.toDate) query = query.where('o.created_at', '<=', f.toDate);
  if (f.q) {
    const like = escapeLike(f.q);
    const number = /^\d{1,15}$/.test(f.q) ? Number(f.q) : null;
    query = query.where((eb) => eb.or([
      ...(number !== null ? [eb('o.number', '=', number)] : []),
      eb('b.email', 'ilike', like),
      eb(sql`b.first_name || ' ' || b.last_name`, 'ilike', like),
    ]));
  }
  return query;
};

export const listCreditOrders = async (
  db: Kysely<Database>, filter: CreditOrderFilter, page: Page<CreditOrderSort>,
): Promise<{ rows: NamedCreditOrder[]; total: number }> => {
  const [rows, count] = await Promise.all([
    filtered(db, filter).orderBy(`o.${page.sort.field}`, page.sort.order).orderBy('o.number', 'desc').offset(page.offset).limit(page.limit).execute(),
    filtered(db, filter).clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as NamedCreditOrder[], total: Number(count.total) };
};

export const findCreditOrder = async (db: Kysely<Database>, id: string): Promise<NamedCreditOrder | null> =>
  ((await named(db).where('o.id', '=', id).executeTakeFirst()) as NamedCreditOrder | undefined) ?? null;
