import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Buckets } from './buckets.js';

// Writes a batch's bucket deltas: one INSERT … SELECT FROM unnest(…) ON CONFLICT per table, adding
// to what the day holds. Values travel as typed array parameters, never spliced into the SQL.

const split = (key: string) => key.split('|');

/**
 * The account buckets: the day's sums added to what the day holds, its closing balance, the
 * account's running totals through the day, and until when the bucket holds (the next bucket's
 * day). A running total is the account's open bucket's (its last before the batch, read in the
 * same statement) plus the batch's sums through the day. Buckets arrive in day order per account
 * (the journal's order); should one come in after a later one, the later stays the open one.
 */
const writeAccountDays = async (trx: Transaction<Database>, b: Buckets) => {
  const rows = [...b.accountDays].map(([key, d]) => {
    const [account, day] = split(key) as [string, string];
    return { account, day, d, run: { received: 0, used: 0, creditsIn: 0, creditsInCount: 0, software: 0 } };
  }).sort((x, y) => (x.account === y.account ? (x.day < y.day ? -1 : 1) : x.account < y.account ? -1 : 1));
  rows.forEach((r, i) => {
    const before = i > 0 && rows[i - 1]!.account === r.account ? rows[i - 1]!.run : { received: 0, used: 0, creditsIn: 0, creditsInCount: 0, software: 0 };
    r.run = { received: before.received + r.d.received, used: before.used + r.d.used, creditsIn: before.creditsIn + r.d.creditsIn,
      creditsInCount: before.creditsInCount + r.d.creditsInCount, software: before.software + r.d.software };
  });
  const column = <T>(pick: (r: (typeof rows)[number]) => T) => rows.map(pick);
  await sql`
    INSERT INTO report_account_days (account_id, day, received_cents, used_cents, credits_in_cents, credits_in_count, software_cents, movements, balance_cents,
      cum_received_cents, cum_used_cents, cum_credits_in_cents, cum_credits_in_count, cum_software_cents)
    SELECT b.account_id, b.day, b.received, b.used, b.credits_in, b.credits_in_count, b.software, b.movements, b.balance,
      COALESCE(o.cum_received_cents, 0) + b.run_received, COALESCE(o.cum_used_cents, 0) + b.run_used, COALESCE(o.cum_credits_in_cents, 0) + b.run_credits_in,
      COALESCE(o.cum_credits_in_count, 0) + b.run_credits_in_count, COALESCE(o.cum_software_cents, 0) + b.run_software
    FROM unnest(${column((r) => r.account)}::text[], ${column((r) => r.day)}::date[], ${column((r) => r.d.received)}::bigint[],
      ${column((r) => r.d.used)}::bigint[], ${column((r) => r.d.creditsIn)}::bigint[], ${column((r) => r.d.creditsInCount)}::int[],
      ${column((r) => r.d.software)}::bigint[], ${column((r) => r.d.movements)}::int[], ${column((r) => r.d.balance)}::bigint[],
      ${column((r) => r.run.received)}::bigint[], ${column((r) => r.run.used)}::bigint[], ${column((r) => r.run.creditsIn)}::bigint[],
      ${column((r) => r.run.creditsInCount)}::bigint[], ${column((r) => r.run.software)}::bigint[])
      AS b(account_id, day, received, used, credits_in, credits_in_count, software, movements, balance, run_received, run_used, run_credits_in, run_credits_in_count, run_software)
    LEFT JOIN LATERAL (SELECT * FROM report_account_days WHERE account_id = b.account_id AND until_day = 'infinity' ORDER BY day DESC LIMIT 1) o ON true
    ON CONFLICT (account_id, day) DO UPDATE SET
      received_cents = report_account_days.received_cents + EXCLUDED.received_cents,
      used_cents = report_account_days.used_cents + EXCLUDED.used_cents,
      credits_in_cents = report_account_days.credits_in_cents + EXCLUDED.credits_in_cents,
      credits_in_count = report_account_days.credits_in_count + EXCLUDED.credits_in_count,
      software_cents = report_account_days.software_cents + EXCLUDED.software_cents,
      movements = report_account_days.movements + EXCLUDED.movements,
      -- the batch comes after everything folded before it: its closing balance and totals are the day's
      balance_cents = EXCLUDED.balance_cents,
      cum_received_cents = EXCLUDED.cum_received_cents, cum_used_cents = EXCLUDED.cum_used_cents, cum_credits_in_cents = EXCLUDED.cum_credits_in_cents,
      cum_credits_in_count = EXCLUDED.cum_credits_in_count, cum_software_cents = EXCLUDED.cum_software_cents`.execute(trx);
  // A new bucket is its account's last (until 'infinity'); the bucket it follows now ends at its
  // day. Among an account's open buckets (the one before the batch and the batch's new ones), each
  // ends where the next begins.
  await sql`
    UPDATE report_account_days r SET until_day = o.next
    FROM (SELECT account_id, day, lead(day) OVER (PARTITION BY account_id ORDER BY day) AS next FROM report_account_days
      WHERE until_day = 'infinity' AND account_id = ANY(${[...new Set(column((r) => r.account))]}::text[])) o
    WHERE r.account_id = o.account_id AND r.day = o.day AND o.next IS NOT NULL`.execute(trx);
};

export const writeBuckets = async (trx: Transaction<Database>, b: Buckets, touchedOrders: string[]) => {
  if (b.accountDays.size) await writeAccountDays(trx, b);
  if (b.orderDays.size) {
    const rows = [...b.orderDays].map(([key, d]) => ({ k: split(key), d }));
    await sql`
      INSERT INTO report_order_days (account_id, day, type, stage, gearbox, status, price_cents, orders, warranties)
      SELECT * FROM unnest(${rows.map((r) => r.k[0])}::text[], ${rows.map((r) => r.k[1])}::date[], ${rows.map((r) => r.k[2])}::text[],
        ${rows.map((r) => r.k[3])}::text[], ${rows.map((r) => r.k[4])}::text[], ${rows.map((r) => r.k[5])}::text[],
        ${rows.map((r) => r.d.price)}::bigint[], ${rows.map((r) => r.d.orders)}::int[], ${rows.map((r) => r.d.warranties)}::int[])
      ON CONFLICT (account_id, day, type, stage, gearbox, status) DO UPDATE SET
        price_cents = report_order_days.price_cents + EXCLUDED.price_cents,
        orders = report_order_days.orders + EXCLUDED.orders,
        warranties = report_order_days.warranties + EXCLUDED.warranties`.execute(trx);
  }
  if (b.revenueDays.size) {
    const rows = [...b.revenueDays].map(([key, d]) => ({ k: split(key), d }));
    await sql`
      INSERT INTO report_revenue_days (account_id, day, credits_cents, price_cents, orders)
      SELECT * FROM unnest(${rows.map((r) => r.k[0])}::text[], ${rows.map((r) => r.k[1])}::date[], ${rows.map((r) => r.d.credits)}::bigint[],
        ${rows.map((r) => r.d.price)}::bigint[], ${rows.map((r) => r.d.orders)}::int[])
      ON CONFLICT (account_id, day) DO UPDATE SET
        credits_cents = report_revenue_days.credits_cents + EXCLUDED.credits_cents,
        price_cents = report_revenue_days.price_cents + EXCLUDED.price_cents,
        orders = report_revenue_days.orders + EXCLUDED.orders`.execute(trx);
  }
  const orders = touchedOrders.map((id) => b.orders.get(id)).filter((o) => o !== undefined);
  if (orders.length) {
    await sql`
      INSERT INTO report_orders (order_id, dealer_id, type, stage, gearbox, price_cents, paid)
      SELECT * FROM unnest(${orders.map((o) => o.order_id)}::text[], ${orders.map((o) => o.dealer_id)}::text[], ${orders.map((o) => o.type)}::text[],
        ${orders.map((o) => o.stage)}::text[], ${orders.map((o) => o.gearbox)}::text[], ${orders.map((o) => o.price_cents)}::bigint[], ${orders.map((o) => o.paid)}::boolean[])
      ON CONFLICT (order_id) DO UPDATE SET price_cents = EXCLUDED.price_cents, paid = EXCLUDED.paid`.execute(trx);
  }
  const credit = touchedOrders.map((id) => [id, b.creditOrders.get(id)] as const).filter((c) => c[1] !== undefined);
  if (credit.length) {
    await sql`
      INSERT INTO report_credit_orders (order_id, seller_id, price_cents)
      SELECT * FROM unnest(${credit.map((c) => c[0])}::text[], ${credit.map((c) => c[1]!.seller_id)}::text[], ${credit.map((c) => c[1]!.price_cents)}::bigint[])
      ON CONFLICT (order_id) DO UPDATE SET seller_id = EXCLUDED.seller_id, price_cents = EXCLUDED.price_cents`.execute(trx);
  }
};
