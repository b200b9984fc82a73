import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Page } from '../../database/query-helpers.js';

type Db = Kysely<Database>;

export const accountSummary = async (db: Db, account: string) => {
  const row = await db.selectFrom('ledger_accounts').selectAll().where('account', '=', account).executeTakeFirst();
  return {
    balance: Number(row?.balance ?? 0),
    received: Number(row?.received ?? 0),
    used: Number(row?.used ?? 0),
    transferred: Number(row?.transferred ?? 0),
    movements: Number(row?.movements ?? 0),
    allowedWithoutBalance: row?.allowed_without_balance ?? false,
    creditLimit: row?.credit_limit === null || row?.credit_limit === undefined ? null : Number(row.credit_limit),
  };
};

export type MovementFilter = {
  /** Movements of this account only; balanceAfter is then this account's balance. */
  account?: string;
  direction?: 'received' | 'sent';
  kind?: string;
  group?: string;
  /** Movements touching this user (admin filter), without choosing the balance side. */
  user?: string;
  fromDate?: Date;
  toDate?: Date;
  reference?: string;
};

export const MOVEMENT_SORTABLE = ['revision', 'amount', 'at'] as const;

const filtered = (db: Db, f: MovementFilter) => {
  let q = db.selectFrom('ledger_movements as m');
  if (f.account) {
    const account = f.account;
    if (f.direction === 'received') q = q.where('m.to_account', '=', account);
    else if (f.direction === 'sent') q = q.where('m.from_account', '=', account);
    else q = q.where((eb) => eb.or([eb('m.from_account', '=', account), eb('m.to_account', '=', account)]));
  }
  if (f.user) {
    const user = f.user;
    q = q.where((eb) => eb.or([eb('m.from_account', '=', user), eb('m.to_account', '=', user)]));
  }
  if (f.kind) q = q.where('m.kind', '=', f.kind);
  if (f.group) q = q.where('m.group', '=', f.group);
  if (f.reference) q = q.where('m.reference', '=', f.reference);
  if (f.fromDate) q = q.where('m.at', '>=', f.fromDate);
  if (f.toDate) q = q.where('m.at', '<', f.toDate);
  return q;
};

/**
 * The total of every movement, or of one kind, as the projection keeps it (a count of a million rows
 * otherwise); null when another filter narrows the list (those lists are an account's or a day's).
 */
const keptTotal = (db: Db, f: MovementFilter) => {
  // As `filtered` reads them: an empty value filters nothing (direction only narrows an account).
  if (f.account || f.user || f.group || f.reference || f.fromDate || f.toDate) return null;
  let q = db.selectFrom('ledger_kind_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('movements'), sql<number>`0`).as('total'));
  if (f.kind) q = q.where('kind', '=', f.kind);
  return q.executeTakeFirstOrThrow();
};

export const listMovements = async (
  db: Db,
  f: MovementFilter,
  page: Page<(typeof MOVEMENT_SORTABLE)[number]>,
) => {
  const base = filtered(db, f);
  const name = (alias: 'fu' | 'tu') => sql<string | null>`nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), '')`;
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as fu', (join) => join.on(sql`fu.id::text`, '=', sql.ref('m.from_account')))
      .leftJoin('users as tu', (join) => join.on(sql`tu.id::text`, '=', sql.ref('m.to_account')))
      .selectAll('m')
      .select([name('fu').as('from_name'), name('tu').as('to_name'), 'fu.email as from_email', 'tu.email as to_email'])
      .orderBy(`m.${page.sort.field}`, page.sort.order)
      .orderBy('m.revision', page.sort.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    keptTotal(db, f) ?? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

/** Every movement in journal order, for the CSV export (streamed in pages by the caller). */
export const movementsPage = (db: Db, f: MovementFilter, afterRevision: number, limit: number) =>
  filtered(db, f).selectAll('m').where('m.revision', '>', afterRevision).orderBy('m.revision').limit(limit).execute();
