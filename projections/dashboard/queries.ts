import { sql, type Kysely } from 'kysely';
import { HOUSE_ACCOUNT, toCredits } from '../../events/credit/credits.js';
import type { CreditOrderStatus } from '../../events/creditOrders/events.js';
import type { Database } from '../../database/schema.js';
import { ALL_ORDERS } from '../softwareOrders/projection.js';

// The Admin dashboard's figures. No table of its own: each figure is a sum over the read model
// that owns it (ledger_movements, credit_orders, software_order_counts), so a rebuild of those
// gives the same dashboard and nothing here is kept by hand.

export type Period = { from: Date; to: Date };
export type MonthPair = { current: Period; previous: Period };

/** The calendar month (UTC) holding `now`, and the one before it; `to` is exclusive. */
export const monthsAround = (now: Date): MonthPair => {
  const start = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return { current: { from: start(0), to: start(1) }, previous: { from: start(-1), to: start(0) } };
};

/** Confirmed by the seller or an administrator: the money is in (the status the ledger credits on). */
const CONFIRMED: CreditOrderStatus = 'Payment confirmed (admin)';

/** Credits the house sold through credit orders in `period` (movements CreditOrderEntity from the house). */
export const creditsSold = async (db: Kysely<Database>, period: Period): Promise<number> => {
  const row = await db.selectFrom('ledger_movements').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('cents'))
    .where('kind', '=', 'CreditOrderEntity').where('from_account', '=', HOUSE_ACCOUNT)
    .where('at', '>=', period.from).where('at', '<', period.to).executeTakeFirstOrThrow();
  return toCredits(Number(row.cents));
};

/** EUR the house's confirmed credit orders of `period` cost their buyers (price, without payment fees), in cents. */
export const revenueCents = async (db: Kysely<Database>, period: Period): Promise<number> => {
  const row = await db.selectFrom('credit_orders').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('price'), sql<string>`0`).as('cents'))
    .where('seller_id', '=', HOUSE_ACCOUNT).where('status', '=', CONFIRMED)
    .where('confirmed_at', '>=', period.from).where('confirmed_at', '<', period.to).executeTakeFirstOrThrow();
  return Number(row.cents);
};

/** Every numbered software order per status: the staff's kept counts (one row per status and type). */
export const softwareOrdersByStatus = async (db: Kysely<Database>): Promise<{ status: string; count: number }[]> => {
  const rows = await db.selectFrom('software_order_counts').select(['status', (eb) => eb.fn.sum<string>('n').as('n')])
    .where('account_id', '=', ALL_ORDERS).groupBy('status').having((eb) => eb.fn.sum('n'), '>', 0).orderBy('status').execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
};
