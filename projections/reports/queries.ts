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
 * A query's rows as JSON columns (one array per column, index k of each is row k), parsed natively:
 * at 5,000 rows of a dozen columns the row parser took ~50 ms of CPU a report, one JSON object per
 * row still ~15 ms and its garbage. Sums arrive as JSON numbers (cents stay exact below 2^53).
 */
const jsonColumns = async <C extends string>(db: Db, query: Expression<unknown>, names: readonly C[]): Promise<{ count: number; columns: { [K in C]: unknown[] } }> => {
  const columns = names.map((name) => sql`COALESCE(json_agg(q.${sql.ref(name)}), '[]')`);
  const { rows: [answer] } = await sql<{ columns: unknown[][] }>`SELECT json_build_array(${sql.join(columns)}) AS columns FROM (${query}) q`.execute(db);
  return {
    count: answer!.columns[0]?.length ?? 0,
    columns: Object.fromEntries(names.map((name, index) => [name, answer!.columns[index]!])) as { [K in C]: unknown[] },
  };
};

/** One result per span, as many as the spans given: a tuple of two spans answers a tuple of two. */
type PerSpan<S extends readonly Span[], R> = { -readonly [K in keyof S]: R };

export type AccountSelect = { ids?: string[]; market?: string };
export type ReportAccount = { id: string; username: string; email: string; country: string | null };

/**
 * The accounts a report lists (distributors, dealers, sub-dealers), narrowed by ids and market, and
 * the whole network for nesting. Both as JSON arrays of columns in one row: parsed natively (10,000
 * rows cost the row parser ~30 ms at a large network's size) and without an array per row. Sorted
 * by id here, by code point whatever the database's collation (a collated sort was a fifth of the query).
 */
export const reportAccounts = async (db: Db, select: AccountSelect) => {
  const ids = select.ids ? sql`AND a.user_id = ANY(${select.ids}::text[])` : sql``;
  const market = select.market ? sql`AND u.country_id = ${select.market}` : sql``;
  // json_agg of no rows is NULL: the ids are COALESCEd, the others are read only where an id is.
  type Columns = [ids: string[], firstNames: Array<string | null> | null, lastNames: Array<string | null> | null, emails: Array<string | null> | null, countries: Array<string | null> | null];
  const { rows: [answer] } = await sql<{ links: [string[], Array<string | null>]; accounts: Columns }>`
    SELECT (SELECT json_build_array(COALESCE(json_agg(user_id), '[]'), COALESCE(json_agg(parent_id), '[]')) FROM report_accounts) AS links,
      (SELECT json_build_array(COALESCE(json_agg(a.user_id), '[]'), json_agg(u.first_name), json_agg(u.last_name), json_agg(u.email), json_agg(u.country_id))
        FROM report_accounts a LEFT JOIN users u ON u.id::text = a.user_id -- account ids are the users' uuids
        WHERE a.roles && ${sql.val(DEALER_ROLES)}::text[] ${ids} ${market}) AS accounts`.execute(db);
  const [children, parents] = answer!.links;
  const network = new Map(children.map((id, k) => [id, parents[k] ?? null]));
  const [accountIds, firstNames, lastNames, emails, countries] = answer!.accounts;
  const accounts: ReportAccount[] = accountIds.map((id, k) => {
    const firstName = firstNames?.[k] ?? null;
    return { id, username: firstName === null ? id : `${firstName} ${lastNames![k] ?? ''}`.trim(), email: emails?.[k] ?? '', country: countries?.[k] ?? null };
  });
  accounts.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return { network, accounts };
};

export type AccountFigures = { received: number; used: number; creditsIn: number; creditsInCount: number; software: number; balance: number };

/** One day's running totals of every account, as columns (index k of each is one account). */
type AtDay = { i: number; ids: string[]; balance: number[]; received: number[]; used: number[]; credits_in: number[]; credits_in_count: number[]; software: number[] };

/**
 * Each account's sums over each span and its balance at the span's end, from its running totals
 * (migration 20261127T140000): a bucket holds from its day until the next one's, so the figures at a
 * day are one range of one index for every account; a span's sum is the totals at its end minus
 * those the day before it starts. Two such ranges a span, whatever its length. Each day's rows come
 * back as JSON columns (no per-account aggregate: PostgreSQL misjudges the ranges' size, and with a
 * dozen aggregates over them chose a parallel scan of the whole table, 1 s; a row per account and
 * day as JSON cost 50 ms to build and as much to parse) and are subtracted here.
 * Accounts narrowed by `select.ids` in SQL; the others a report leaves out itself.
 */
export const spanFigures = async <S extends readonly Span[]>(db: Db, spans: readonly [...S], select: Pick<AccountSelect, 'ids'>): Promise<PerSpan<S, Map<string, AccountFigures>>> => {
  if (select.ids?.length === 0) return spans.map(() => new Map()) as PerSpan<S, Map<string, AccountFigures>>;
  // Day 2s is span s's end, day 2s + 1 the day before it starts (none before the first day PostgreSQL stores).
  const dayBefore = (day: string) => (day <= FIRST_REPORT_DAY ? '-infinity' : addDays(day, -1));
  const days = spans.flatMap((span) => [span.to, dayBefore(span.from)]);
  const chosen = select.ids ? sql`AND account_id = ANY(${select.ids}::text[])` : sql``;
  const { rows } = await sql<AtDay>`
    SELECT at.i, json_agg(d.account_id) AS ids, json_agg(d.balance_cents) AS balance, json_agg(d.cum_received_cents) AS received,
      json_agg(d.cum_used_cents) AS used, json_agg(d.cum_credits_in_cents) AS credits_in, json_agg(d.cum_credits_in_count) AS credits_in_count,
      json_agg(d.cum_software_cents) AS software
    FROM unnest(${days.map((_, i) => i)}::int[], ${days}::date[]) AS at(i, day)
    CROSS JOIN LATERAL (SELECT * FROM report_account_days WHERE day <= at.day AND until_day > at.day ${chosen}) d
    GROUP BY at.i`.execute(db);
  const atDay = days.map((): AtDay | undefined => undefined);
  for (const row of rows) atDay[row.i] = row;
  return spans.map((_, s) => {
    const [end, before] = [atDay[2 * s], atDay[2 * s + 1]];
    const found = new Map<string, AccountFigures>();
    if (!end) return found;
    const earlier = new Map(before?.ids.map((id, k) => [id, k]));
    // No closure per account: tsx names every arrow it creates (keepNames), a cost at 5,000 a call.
    end.ids.forEach((id, e) => {
      const b = earlier.get(id);
      found.set(id, b === undefined
        ? { received: end.received[e]!, used: end.used[e]!, creditsIn: end.credits_in[e]!, creditsInCount: end.credits_in_count[e]!, software: end.software[e]!, balance: end.balance[e]! }
        : {
          received: end.received[e]! - before!.received[b]!, used: end.used[e]! - before!.used[b]!, creditsIn: end.credits_in[e]! - before!.credits_in[b]!,
          creditsInCount: end.credits_in_count[e]! - before!.credits_in_count[b]!, software: end.software[e]! - before!.software[b]!, balance: end.balance[e]!,
        });
    });
    return found;
  }) as PerSpan<S, Map<string, AccountFigures>>;
};

export type OrderFilter = { status?: string; types: string[] | null; stage?: string };
export type OrderFigures = { price: number; orders: number; warranties: number };

/**
 * Orders per account: without a status, the orders paid in the span (status '*'); with one, the
 * orders that entered it in the span. Warranty cases come from the paid rows with the same filters.
 * A report's two periods are two such queries side by side: one scan of both with six filtered sums
 * took as long as the two together, one after the other (unlike the tune report's, see tuneTotals).
 */
export const orderTotals = async (db: Db, span: Span, filter: OrderFilter) => {
  const status = filter.status ?? PAID;
  let query = db.selectFrom('report_order_days')
    .select(['account_id',
      sql<string>`COALESCE(SUM(price_cents) FILTER (WHERE status = ${status}), 0)`.as('price'),
      sql<string>`COALESCE(SUM(orders) FILTER (WHERE status = ${status}), 0)`.as('orders'),
      sql<string>`COALESCE(SUM(warranties) FILTER (WHERE status = ${PAID}), 0)`.as('warranties')])
    // Once each: a repeated value doubles PostgreSQL's row estimate (a month planned as two).
    .where('status', 'in', [...new Set([PAID, status])]).where('day', '>=', span.from).where('day', '<=', span.to)
    .groupBy('account_id');
  if (filter.types) query = query.where('type', 'in', filter.types.length ? filter.types : ['']);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  const { count, columns: c } = await jsonColumns(db, query, ['account_id', 'price', 'orders', 'warranties']);
  const found = new Map<string, OrderFigures>();
  for (let k = 0; k < count; k++) found.set(c.account_id[k] as string, { price: num(c.price[k]), orders: num(c.orders[k]), warranties: num(c.warranties[k]) });
  return found;
};

export type TuneFigures = Readonly<Record<string, number>>;
/** One shared empty set of counts: most accounts order nothing in a span, and the answer only reads it. */
export const NO_TUNES: TuneFigures = Object.freeze(Object.fromEntries(GEARBOX_FAMILIES.map((family) => [family, 0])));

/**
 * Orders per account and gearbox family in each span (same reading of the status filter as
 * orderTotals), every span from one scan: a row per account and family with one sum per span, and
 * the rows as JSON columns. The spans' day ranges are OR-ed, so two periods a year apart read their
 * own days and not the year between. Gearboxes of no known family have no column, as the answer's
 * schema has none for them.
 */
export const tuneTotals = async <S extends readonly Span[]>(db: Db, spans: readonly [...S], filter: OrderFilter): Promise<PerSpan<S, Map<string, TuneFigures>>> => {
  if (spans.length === 0) return [] as unknown as PerSpan<S, Map<string, TuneFigures>>; // no span, no condition to OR
  const inSpan = (span: Span) => sql<boolean>`(day >= ${span.from} AND day <= ${span.to})`;
  const sums = spans.map((span, index) => sql<string | null>`SUM(orders) FILTER (WHERE ${inSpan(span)})`.as(`span_${index}`));
  let query = db.selectFrom('report_order_days')
    .select(['account_id', 'gearbox', ...sums])
    .where('status', '=', filter.status ?? PAID).where('gearbox', 'in', GEARBOX_FAMILIES)
    .where(sql<boolean>`(${sql.join(spans.map(inSpan), sql` OR `)})`)
    .groupBy(['account_id', 'gearbox']);
  if (filter.types) query = query.where('type', 'in', filter.types.length ? filter.types : ['']);
  if (filter.stage) query = query.where('stage', '=', filter.stage);
  const spanColumns = spans.map((_, index) => `span_${index}`);
  const { count, columns: c } = await jsonColumns(db, query, ['account_id', 'gearbox', ...spanColumns]);
  return spanColumns.map((column) => {
    const found = new Map<string, Record<string, number>>();
    const counts = c[column]!;
    for (let k = 0; k < count; k++) {
      if (counts[k] === null) continue;
      const id = c.account_id[k] as string;
      let tunes = found.get(id);
      if (!tunes) found.set(id, tunes = { ...NO_TUNES });
      tunes[c.gearbox[k] as string] = num(counts[k]);
    }
    return found;
  }) as PerSpan<S, Map<string, TuneFigures>>;
};

export type RevenueFigures = { credits: number; price: number; orders: number };
export const revenueTotals = async (db: Db, span: Span) => {
  const { count, columns: c } = await jsonColumns(db, db.selectFrom('report_revenue_days')
    .select((eb) => ['account_id', eb.fn.sum<string>('credits_cents').as('credits'), eb.fn.sum<string>('price_cents').as('price'), eb.fn.sum<string>('orders').as('orders')])
    .where('day', '>=', span.from).where('day', '<=', span.to)
    .groupBy('account_id'), ['account_id', 'credits', 'price', 'orders']);
  const found = new Map<string, RevenueFigures>();
  for (let k = 0; k < count; k++) found.set(c.account_id[k] as string, { credits: num(c.credits[k]), price: num(c.price[k]), orders: num(c.orders[k]) });
  return found;
};
