import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { escapeLike, type Page } from '../../database/query-helpers.js';
import { ALL_ORDERS } from './projection.js';
import type { SoftwareOrderRow } from './table.js';

// The software order list (simple-rest): real orders only (a number: paid, or on request), newest
// first, filtered in SQL by the indexes of the read model's migration.

export const SOFTWARE_ORDER_SORTABLE = ['number', 'created_at', 'updated_at', 'total', 'status', 'type', 'stage', 'dealer_name'] as const;
export type SoftwareOrderSort = (typeof SOFTWARE_ORDER_SORTABLE)[number];

export type SoftwareOrderFilter = {
  /** Only orders whose dealer is this account or below it. */
  visibleTo?: string;
  dealerId?: string;
  /** Part of the dealer's name (staff who may not pick from the user list). */
  dealerName?: string;
  status?: string;
  type?: string;
  stage?: string;
  fromDate?: Date;
  toDate?: Date;
  /** A VIN (or its start) or an order number. */
  q?: string;
};

/**
 * The orders an account sees are found through the chain's GIN index first (OFFSET 0 keeps the
 * planner from walking the number index of everyone's orders instead: a small dealer among
 * 100,000 orders read the whole index for one page), then sorted; staff read the table itself.
 */
const source = (db: Kysely<Database>, visibleTo: string | undefined) =>
  visibleTo
    ? db.selectFrom((eb) => eb.selectFrom('software_orders').selectAll().where('dealer_chain', '@>', sql<string[]>`ARRAY[${visibleTo}]::uuid[]`).offset(0).as('software_orders'))
    : db.selectFrom('software_orders');

const filtered = (db: Kysely<Database>, f: SoftwareOrderFilter) => {
  let query = source(db, f.visibleTo).where('number', 'is not', null);
  if (f.dealerId) query = query.where('dealer_id', '=', f.dealerId);
  if (f.dealerName) query = query.where('dealer_name', 'ilike', escapeLike(f.dealerName));
  if (f.status) query = query.where('status', '=', f.status);
  if (f.type) query = query.where('type', '=', f.type);
  if (f.stage) query = query.where('stage', '=', f.stage);
  if (f.fromDate) query = query.where('created_at', '>=', f.fromDate);
  if (f.toDate) query = query.where('created_at', '<=', f.toDate);
  if (f.q) {
    const q = f.q.trim().toUpperCase();
    const number = /^\d{1,15}$/.test(q) ? Number(q) : null;
    const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([...(number !== null ? [eb('number', '=', number)] : []), eb('vin', 'like', prefix)]));
  }
  return query;
};

/**
 * The list's total: from the counts the projection keeps when only the account, status and type
 * filter (a sum over a few rows instead of counting 100,000), else counted.
 */
const total = async (db: Kysely<Database>, f: SoftwareOrderFilter): Promise<number> => {
  const { visibleTo, status, type, ...others } = f;
  if (Object.values(others).some((value) => value !== undefined)) {
    const row = await filtered(db, f).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    return Number(row.total);
  }
  let query = db.selectFrom('software_order_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), sql<string>`0`).as('total'))
    .where('account_id', '=', visibleTo ?? ALL_ORDERS);
  if (status) query = query.where('status', '=', status);
  if (type) query = query.where('type', '=', type);
  return Number((await query.executeTakeFirstOrThrow()).total);
};

export const listSoftwareOrders = async (
  db: Kysely<Database>, filter: SoftwareOrderFilter, page: Page<SoftwareOrderSort>,
): Promise<{ rows: SoftwareOrderRow[]; total: number }> => {
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll().orderBy(page.sort.field, page.sort.order).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    total(db, filter),
  ]);
  return { rows, total: count };
};

export const findSoftwareOrder = (db: Kysely<Database>, id: string) =>
  db.selectFrom('software_orders').selectAll().where('id', '=', id).where('number', 'is not', null).executeTakeFirst();
