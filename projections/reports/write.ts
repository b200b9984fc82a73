import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { writeAccountDays } from './account-days.js';
import type { Buckets } from './buckets.js';

// Writes a batch's bucket deltas: one INSERT … SELECT FROM unnest(…) ON CONFLICT per table, adding
// to what the day holds. Values travel as typed array parameters, never spliced into the SQL.

const split = (key: string) => key.split('|');

export const writeBuckets = async (trx: Transaction<Database>, b: Buckets, touchedOrders: string[]) => {
  if (b.accountDays.size) await writeAccountDays(trx, b.accountDays, b.lastBuckets);
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
