import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { AccountDay } from './buckets.js';

// The account buckets (issue 15 "Scale"): per account and day the day's sums, the closing balance,
// the account's running totals through the day and until when the bucket holds (the account's next
// bucket's day, 'infinity' for its last), so a report reads any day's figures as one index range
// (migration 20261127T140000). Every read and write here goes by the primary key.

export type Totals = { received: number; used: number; creditsIn: number; creditsInCount: number; software: number };
/** An account's last bucket before a batch: the day later movements may not go before, and the totals they add to. */
export type LastBucket = { day: string; totals: Totals };

const NO_TOTALS: Totals = { received: 0, used: 0, creditsIn: 0, creditsInCount: 0, software: 0 };

export const lastBuckets = async (trx: Transaction<Database>, accounts: string[]): Promise<Map<string, LastBucket>> => {
  if (accounts.length === 0) return new Map();
  const { rows } = await sql<{ account_id: string; day: string; received: string; used: string; credits_in: string; credits_in_count: string; software: string }>`
    SELECT a.account_id, to_char(l.day, 'YYYY-MM-DD') AS day, l.cum_received_cents AS received, l.cum_used_cents AS used,
      l.cum_credits_in_cents AS credits_in, l.cum_credits_in_count AS credits_in_count, l.cum_software_cents AS software
    FROM unnest(${accounts}::text[]) AS a(account_id)
    CROSS JOIN LATERAL (SELECT * FROM report_account_days WHERE account_id = a.account_id ORDER BY day DESC LIMIT 1) l`.execute(trx);
  return new Map(rows.map((r) => [r.account_id, {
    day: r.day,
    totals: { received: Number(r.received), used: Number(r.used), creditsIn: Number(r.credits_in), creditsInCount: Number(r.credits_in_count), software: Number(r.software) },
  }]));
};

type Row = { account: string; day: string; d: AccountDay; totals: Totals; until: string };

/**
 * A batch's buckets: its sums added to what the day holds, closing balance, running totals (the last
 * bucket's plus the batch's through the day) and ranges. Days never go back for an account (the
 * Buckets clamp them to its last bucket's), so the last bucket before the batch ends at the batch's
 * first new day, and each of the batch's ends at its next.
 */
export const writeAccountDays = async (trx: Transaction<Database>, days: Map<string, AccountDay>, last: Map<string, LastBucket>) => {
  const rows: Row[] = [...days].map(([key, d]) => {
    const [account, day] = key.split('|') as [string, string];
    return { account, day, d, totals: NO_TOTALS, until: 'infinity' };
  }).sort((x, y) => (x.account === y.account ? (x.day < y.day ? -1 : 1) : x.account < y.account ? -1 : 1));
  rows.forEach((r, i) => {
    const previous = i > 0 && rows[i - 1]!.account === r.account ? rows[i - 1] : undefined;
    const t = previous?.totals ?? last.get(r.account)?.totals ?? NO_TOTALS;
    r.totals = { received: t.received + r.d.received, used: t.used + r.d.used, creditsIn: t.creditsIn + r.d.creditsIn,
      creditsInCount: t.creditsInCount + r.d.creditsInCount, software: t.software + r.d.software };
    if (previous) previous.until = r.day;
  });
  // The last bucket before the batch ends where the account's first new day begins.
  const closing = rows.filter((r, i) => (i === 0 || rows[i - 1]!.account !== r.account) && last.has(r.account) && last.get(r.account)!.day < r.day);
  if (closing.length) {
    await sql`
      UPDATE report_account_days r SET until_day = c.until
      FROM unnest(${closing.map((r) => r.account)}::text[], ${closing.map((r) => last.get(r.account)!.day)}::date[], ${closing.map((r) => r.day)}::date[]) AS c(account_id, day, until)
      WHERE r.account_id = c.account_id AND r.day = c.day`.execute(trx);
  }
  const column = <T>(pick: (r: Row) => T) => rows.map(pick);
  await sql`
    INSERT INTO report_account_days (account_id, day, received_cents, used_cents, credits_in_cents, credits_in_count, software_cents, movements, balance_cents,
      until_day, cum_received_cents, cum_used_cents, cum_credits_in_cents, cum_credits_in_count, cum_software_cents)
    SELECT * FROM unnest(${column((r) => r.account)}::text[], ${column((r) => r.day)}::date[], ${column((r) => r.d.received)}::bigint[],
      ${column((r) => r.d.used)}::bigint[], ${column((r) => r.d.creditsIn)}::bigint[], ${column((r) => r.d.creditsInCount)}::int[],
      ${column((r) => r.d.software)}::bigint[], ${column((r) => r.d.movements)}::int[], ${column((r) => r.d.balance)}::bigint[], ${column((r) => r.until)}::date[],
      ${column((r) => r.totals.received)}::bigint[], ${column((r) => r.totals.used)}::bigint[], ${column((r) => r.totals.creditsIn)}::bigint[],
      ${column((r) => r.totals.creditsInCount)}::bigint[], ${column((r) => r.totals.software)}::bigint[])
    ON CONFLICT (account_id, day) DO UPDATE SET
      received_cents = report_account_days.received_cents + EXCLUDED.received_cents,
      used_cents = report_account_days.used_cents + EXCLUDED.used_cents,
      credits_in_cents = report_account_days.credits_in_cents + EXCLUDED.credits_in_cents,
      credits_in_count = report_account_days.credits_in_count + EXCLUDED.credits_in_count,
      software_cents = report_account_days.software_cents + EXCLUDED.software_cents,
      movements = report_account_days.movements + EXCLUDED.movements,
      -- the batch comes after everything folded before it: its closing balance, range and totals are the day's
      balance_cents = EXCLUDED.balance_cents, until_day = EXCLUDED.until_day,
      cum_received_cents = EXCLUDED.cum_received_cents, cum_used_cents = EXCLUDED.cum_used_cents, cum_credits_in_cents = EXCLUDED.cum_credits_in_cents,
      cum_credits_in_count = EXCLUDED.cum_credits_in_count, cum_software_cents = EXCLUDED.cum_software_cents`.execute(trx);
};
