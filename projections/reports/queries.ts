import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { GEARBOX_FAMILIES } from '../../events/constants.js';
import { addDays, FIRST_REPORT_DAY } from '../../events/reports/periods.js';
import { PAID } from './buckets.js';

// Reads of the reports' read models over a period (UTC days, both ends in), one figure set per
// account: the account figures from running totals at two days (spanFigures), the order and revenue
// figures as sums of daily buckets. Names and countries are joined here, at query time, from users.

type Db = Kysely<Database>;
export type Span = { from: string; to: string };
const DEALER_ROLES = ['Distributor', 'Dealer', 'SubDealer'];
export const num = (value: unknown) => Number(value ?? 0);

/**
 * A query's rows as one JSON array, parsed natively: at 5,000 rows of a dozen columns the row
 * parser took ~50 ms of CPU a report, JSON.parse a few. Sums arrive as JSON numbers (cents stay
 * exact below 2^53).
 */
const jsonRows = async <R>(db: Db, query: Expression<unknown>): Promise<R[]> => {
  const { rows: [answer] } = await sql<{ rows: R[] }>`SELECT COALESCE(json_agg(q), '[]') AS rows FROM (${query}) q`.execute(db);
  return answer!.rows;
};

export type AccountSelect = { ids?: string[]; market?: string };
export type ReportAccount = { id: string; username: string; email: string; country: string | null };

/**
 * The accounts a report lists (distributors, dealers, sub-dealers), narrowed by ids and market, and
 * the whole network for nesting. Both as JSON arrays in one row: parsed natively, where 10,000 rows
 * cost the row parser ~30 ms at a large network's size.
 */
export const reportAccounts = async (db: Db, select: AccountSelect) => {
  const ids = select.ids ? sql`AND a.user_id = ANY(${select.ids}::text[])` : sql``;
  const market = select.market ? sql`AND u.country_id = ${select.market}` : sql``;
  type Row = [id: string, firstName: string | null, lastName: string | null, email: string | null, country: string | null];
  const { rows: [answer] } = await sql<{ links: Array<[string, string | null]> | null; accounts: Row[] | null }>`
    SELECT (SELECT json_agg(json_build_array(user_id, parent_id)) FROM report_accounts) AS links,
      (SELECT json_agg(json_build_array(a.user_id, u.first_name, u.last_name, u.email, u.country_id) ORDER BY a.user_id)
        FROM report_accounts a LEFT JOIN users u ON u.id = a.user_id::uuid -- account ids are the users' uuids
        WHERE a.roles && ${sql.val(DEALER_ROLES)}::text[] ${ids} ${market}) AS accounts`.execute(db);
  const network = new Map(answer?.links ?? []);
  const accounts: ReportAccount[] = (answer?.accounts ?? []).map(([id, firstName, lastName, email, country]) => ({
    id,
    username: firstName === null ? id : `${firstName} ${lastName ?? ''}`.trim(),
    email: email ?? '',
    country,
  }));
  return { network, accounts };
};

export type AccountFigures = { received: number; used: number; creditsIn: number; creditsInCount: number; software: number; balance: number };

type AtDay = [day: number, id: string, balance: number, received: number, used: number, creditsIn: number, creditsInCount: number, software: number];

/**
 * Each account's sums over each span and its balance at the span's end, from its running totals
 * (migration 20261127T140000): a bucket holds from its day until the next one's, so the figures at a
 * day are one range of one index for every account; a span's sum is the totals at its end minus
 * those the day before it starts. Two such ranges a span, whatever its length. The rows of each day
 * come back as they are (no aggregate: PostgreSQL misjudges the ranges' size, and with a dozen
 * aggregates over them chose a parallel scan of the whole table, 1 s) and are subtracted here.
 * Accounts narrowed by `select.ids` in SQL; the others a report leaves out itself.
 */
export const spanFigures = async (db: Db, spans: readonly Span[], select: Pick<AccountSelect, 'ids'>): Promise<Map<string, AccountFigures>[]> => {
  if (select.ids?.length === 0) return spans.map(() => new Map());
  // Day 2s is span s's end, day 2s + 1 the day before it starts (none before the first day PostgreSQL stores).
  const dayBefore = (day: string) => (day <= FIRST_REPORT_DAY ? '-infinity' : addDays(day, -1));
  const days = spans.flatMap((span) => [span.to, dayBefore(span.from)]);
  const chosen = select.ids ? sql`AND account_id = ANY(${select.ids}::text[])` : sql``;
  const { rows: [answer] } = await sql<{ rows: AtDay[] }>`
    SELECT COALESCE(json_agg(json_build_array(at.i, d.account_id, d.balance_cents, d.cum_received_cents, d.cum_used_cents,
      d.cum_credits_in_cents, d.cum_credits_in_count, d.cum_software_cents)), '[]') AS rows
    FROM unnest(${days.map((_, i) => i)}::int[], ${days}::date[]) AS at(i, day)
    CROSS JOIN LATERAL (SELECT * FROM report_account_days WHERE day <= at.day AND until_day > at.day ${chosen}) d`.execute(db);
  const atDay = days.map(() => new Map<string, AtDay>());
  for (const row of answer!.rows) atDay[row[0]]!.set(row[1], row);
  return spans.map((_, s) => {
    const [end, before] = [atDay[2 * s]!, atDay[2 * s + 1]!];
    const found = new Map<string, AccountFigures>();
    for (const [id, e] of end) {
      const b = before.get(id);
      found.set(id, {
        received: e[3] - (b?.[3] ?? 0), used: e[4] - (b?.[4] ?? 0), creditsIn: e[5] - (b?.[5] ?? 0),
        creditsInCount: e[6] - (b?.[6] ?? 0), software: e[7] - (b?.[7] ?? 0), balance: e[2],
      });
    }
    return found;
  });
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
  const rows = await jsonRows<{ account_id: string; price: number; orders: number; warranties: number }>(db, query);
  return new Map<string, OrderFigures>(rows.map((r) => [r.account_id, { price: num(r.price), orders: num(r.orders), warranties: num(r.warranties) }]));
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
  const rows = await jsonRows<Record<string, unknown> & { account_id: string }>(db, query);
  return new Map<string, TuneFigures>(rows.map((r) => [r.account_id, familyTunes(r)]));
};

export type RevenueFigures = { credits: number; price: number; orders: number };
export const revenueTotals = async (db: Db, span: Span) => {
  const rows = await jsonRows<{ account_id: string; credits: number; price: number; orders: number }>(db, db.selectFrom('report_revenue_days')
    .select((eb) => ['account_id', eb.fn.sum<string>('credits_cents').as('credits'), eb.fn.sum<string>('price_cents').as('price'), eb.fn.sum<string>('orders').as('orders')])
    .where('day', '>=', span.from).where('day', '<=', span.to)
    .groupBy('account_id'));
  return new Map<string, RevenueFigures>(rows.map((r) => [r.account_id, { credits: num(r.credits), price: num(r.price), orders: num(r.orders) }]));
};
