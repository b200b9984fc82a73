import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { balancesAt, num, type AccountSelect, type Span } from './queries.js';

// The credit report's figures for both periods in two statements instead of four (it was the
// slowest report: 5,000 accounts x two periods of sums and two balance probes each). One scan of
// the days the two periods cover sums both; only the earlier period end takes a probe per account,
// the later end's balance is the last bucket between the two ends, found in the same scan.

export type CreditPeriodFigures = { received: number; used: number; remaining: number; previousReceived: number; previousUsed: number; previousRemaining: number };

/** Any fixed day: `day - EPOCH` orders buckets by day, so MAX over [day, balance] pairs picks the latest bucket's balance. */
const EPOCH = '2000-01-01';
const earlier = (a: string, b: string) => (a <= b ? a : b);
const later = (a: string, b: string) => (a <= b ? b : a);

export const creditPeriods = async (db: Kysely<Database>, current: Span, previous: Span, select: Pick<AccountSelect, 'ids'>) => {
  const firstEnd = earlier(current.to, previous.to);
  const lastEnd = later(current.to, previous.to);
  const inSpan = (span: Span) => sql`day BETWEEN ${span.from}::date AND ${span.to}::date`;
  const [sums, atFirstEnd] = await Promise.all([
    sql<{ account_id: string; received: string | null; used: string | null; previous_received: string | null; previous_used: string | null; balance_after: string | null }>`
      SELECT account_id,
        SUM(received_cents) FILTER (WHERE ${inSpan(current)}) AS received, SUM(used_cents) FILTER (WHERE ${inSpan(current)}) AS used,
        SUM(received_cents) FILTER (WHERE ${inSpan(previous)}) AS previous_received, SUM(used_cents) FILTER (WHERE ${inSpan(previous)}) AS previous_used,
        (MAX(ARRAY[day - ${EPOCH}::date, balance_cents]) FILTER (WHERE day > ${firstEnd}::date))[2] AS balance_after
      FROM report_account_days WHERE day BETWEEN ${earlier(current.from, previous.from)}::date AND ${lastEnd}::date
      GROUP BY account_id`.execute(db),
    balancesAt(db, firstEnd, select),
  ]);
  const currentEndsFirst = current.to === firstEnd;
  const figures = new Map<string, CreditPeriodFigures>();
  const balances = (id: string, after: string | null) => {
    const first = atFirstEnd.get(id) ?? 0;
    // No bucket between the two ends: the later end's balance is the earlier one's.
    const last = after === null ? first : num(after);
    return currentEndsFirst ? { remaining: first, previousRemaining: last } : { remaining: last, previousRemaining: first };
  };
  for (const id of atFirstEnd.keys()) figures.set(id, { received: 0, used: 0, previousReceived: 0, previousUsed: 0, ...balances(id, null) });
  for (const r of sums.rows) {
    figures.set(r.account_id, {
      received: num(r.received), used: num(r.used), previousReceived: num(r.previous_received), previousUsed: num(r.previous_used), ...balances(r.account_id, r.balance_after),
    });
  }
  return figures;
};
