import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { GEARBOX_FAMILIES } from '../../events/constants.js';
import { PAID } from './buckets.js';

// Reads of the reports' read models: sums of daily buckets over a period (UTC days, both ends in),
// one row per account. Names and countries are joined here, at query time, from the users table.

type Db = Kysely<Database>;
export type Span = { from: string; to: string };
const DEALER_ROLES = ['Distributor', 'Dealer', 'SubDealer'];
export const num = (value: unknown) => Number(value ?? 0);

export type AccountSelect = { ids?: string[]; market?: string };
export type ReportAccount = { id: string; username: string; email: string; country: string | null };

/** The accounts a report lists (distributors, dealers, sub-dealers), narrowed by ids and market, and the whole network for nesting. */
export const reportAccounts = async (db: Db, select: AccountSelect) => {
  let query = db.selectFrom('report_accounts as a')
    .leftJoin('users as u', (join) => join.on(sql<boolean>`u.id = a.user_id::uuid`)) // account ids are the users' uuids
    .select(['a.user_id as id', 'u.first_name', 'u.last_name', 'u.email', 'u.country_id'])
    .where(sql<boolean>`a.roles && ${sql.val(DEALER_ROLES)}::text[]`)
    .orderBy('a.user_id');
  if (select.ids) query = query.where('a.user_id', 'in', select.ids.length ? select.ids : ['']);
  if (select.market) query = query.where('u.country_id', '=', select.market);
  // Two independent reads: side by side, not one after the other.
  const [links, rows] = await Promise.all([db.selectFrom('report_accounts').select(['user_id', 'parent_id']).execute(), query.execute()]);
  const network = new Map(links.map((a) => [a.user_id, a.parent_id]));
  const accounts: ReportAccount[] = rows.map((a) => ({
    id: a.id,
    username: a.first_name === null ? a.id : `${a.first_name} ${a.last_name ?? ''}`.trim(),
    email: a.email ?? '',
    country: a.country_id,
  }));
  return { network, accounts };
};

export type CreditFigures = { received: number; used: number; creditsIn: number; creditsInCount: number; software: number; movements: number };

export const creditTotals = async (db: Db, span: Span) => {
  const rows = await db.selectFrom('report_account_days')
    .select((eb) => ['account_id', eb.fn.sum<string>('received_cents').as('received'), eb.fn.sum<string>('used_cents').as('used'),
      eb.fn.sum<string>('credits_in_cents').as('credits_in'), eb.fn.sum<string>('credits_in_count').as('credits_in_count'),
      eb.fn.sum<string>('software_cents').as('software'), eb.fn.sum<string>('movements').as('movements')])
    .where('day', '>=', span.from).where('day', '<=', span.to)
    .groupBy('account_id').execute();
  return new Map<string, CreditFigures>(rows.map((r) => [r.account_id, {
    received: num(r.received), used: num(r.used), creditsIn: num(r.credits_in), creditsInCount: num(r.credits_in_count), software: num(r.software), movements: num(r.movements),
  }]));
};

/**
 * Each account's balance at the end of `day`: its last bucket on or before it (one index probe per
 * account). The accounts are the dealer accounts of `select` read in SQL, so the probes need not wait
 * for reportAccounts; the market is left out (a wider set, of which a report reads only its own rows).
 */
export const balancesAt = async (db: Db, day: string, select: Pick<AccountSelect, 'ids'>) => {
  if (select.ids?.length === 0) return new Map<string, number>();
  const chosen = select.ids ? sql`AND a.user_id = ANY(${select.ids}::text[])` : sql``;
  const { rows } = await sql<{ id: string; balance: string }>`
    SELECT a.user_id AS id, d.balance_cents AS balance FROM report_accounts a
    CROSS JOIN LATERAL (SELECT balance_cents FROM report_account_days WHERE account_id = a.user_id AND day <= ${day}::date ORDER BY day DESC LIMIT 1) d
    WHERE a.roles && ${sql.val(DEALER_ROLES)}::text[] ${chosen}`.execute(db);
  return new Map(rows.map((r) => [r.id, num(r.balance)]));
};

export type OrderFilter = { status?: string; types: string[] | null; stage?: string };
export type OrderFigures = { price: number; orders: number; warranties: number };

/**
 * Orders per account: without a status, the orders paid in the span (status '*'); with one, the
 * orders that entered it in the span. Warranty cases come from the paid rows with the same filters.
 */
export const orderTotals = async (db: Db, span: Span, filter: OrderFilter) => {
  const status = filter.status ?? PAID;
  let query = db.selectFrom('report_order_days')
    .select(['account_id',
      sql<string>`COALESCE(SUM(price_cents) FILTER (WHERE status = ${status}), 0)`.as('price'),
      sql<string>`COALESCE(SUM(orders) FILTER (WHERE status = ${status}), 0)`.as('orders'),
      sql<string>`COALESCE(SUM(warranties) FILTER (WHERE status = ${PAID}), 0)`.as('warranties')])
    .where('status', 'in', [PAID, status]).where('day', '>=', span.from).where('day', '<=', span.to)
    .groupBy('account_id');
  if (filter.types) query = query.where('type', 'in', filter.types.length ? filter.types : ['']);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  return new Map<string, OrderFigures>((await query.execute()).map((r) => [r.account_id, { price: num(r.price), orders: num(r.orders), warranties: num(r.warranties) }]));
};

export type TuneFigures = Record<string, number>;
export const emptyTunes = (): TuneFigures => Object.fromEntries(GEARBOX_FAMILIES.map((family) => [family, 0]));

/**
 * Orders per account and gearbox family (same reading of the status filter as orderTotals). The
 * families are summed into columns of one row per account: a row per account and family was twice
 * the rows to parse and objects to grow, the report's main cost at 5,000 accounts. Gearboxes of no
 * known family have no column, as the answer's schema has none for them.
 */
const FAMILY_COLUMNS = GEARBOX_FAMILIES.map((_, index) => `family_${index}`);
const familyTunes = (row: Record<string, unknown>): TuneFigures => {
  const tunes: TuneFigures = {};
  GEARBOX_FAMILIES.forEach((family, index) => { tunes[family] = num(row[FAMILY_COLUMNS[index]!]); });
  return tunes;
};

export const tuneTotals = async (db: Db, span: Span, filter: OrderFilter) => {
  let query = db.selectFrom('report_order_days')
    .select(['account_id', ...GEARBOX_FAMILIES.map((family, index) => sql<string | null>`SUM(orders) FILTER (WHERE gearbox = ${family})`.as(FAMILY_COLUMNS[index]!))])
    .where('status', '=', filter.status ?? PAID).where('day', '>=', span.from).where('day', '<=', span.to)
    .where('gearbox', '<>', '')
    .groupBy('account_id');
  if (filter.types) query = query.where('type', 'in', filter.types.length ? filter.types : ['']);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  const rows = (await query.execute()) as Array<Record<string, unknown> & { account_id: string }>;
  return new Map<string, TuneFigures>(rows.map((r) => [r.account_id, familyTunes(r)]));
};

export type RevenueFigures = { credits: number; price: number; orders: number };
export const revenueTotals = async (db: Db, span: Span) => {
  const rows = await db.selectFrom('report_revenue_days')
    .select((eb) => ['account_id', eb.fn.sum<string>('credits_cents').as('credits'), eb.fn.sum<string>('price_cents').as('price'), eb.fn.sum<string>('orders').as('orders')])
    .where('day', '>=', span.from).where('day', '<=', span.to)
    .groupBy('account_id').execute();
  return new Map<string, RevenueFigures>(rows.map((r) => [r.account_id, { credits: num(r.credits), price: num(r.price), orders: num(r.orders) }]));
};
