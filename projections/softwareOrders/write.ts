import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { writeRows } from '../runner/batch-writes.js';
import type { OrderBatch } from './batch.js';
import type { SoftwareOrdersTable } from './table.js';

// Writes a folded batch (batch.ts): one statement per table. Values are never spliced into the SQL.

/** Every column of software_orders but its key: a changed row is written whole. */
const ORDER_COLUMNS = Object.keys({
  public_id: 1, number: 1, dealer_id: 1, dealer_chain: 1, dealer_name: 1, placed_by: 1, type: 1, stage: 1, status: 1, payment: 1, vin: 1,
  vehicle_id: 1, make: 1, model: 1, generation: 1, engine: 1, gearbox: 1, urgency: 1, coupon_code: 1, total: 1, on_request: 1, price: 1, charged: 1,
  refunded: 1, refusal: 1, files: 1, created_at: 1, updated_at: 1, calibrator_id: 1, calibrator_name: 1, paid_at: 1, due_at: 1, versions: 1,
  delivered_at: 1, rejection_reason: 1, rounds: 1, warranty_status: 1, warranty_reason: 1, warranty_refunded: 1, difference: 1, profit: 1, distributor_id: 1,
} satisfies Record<Exclude<keyof SoftwareOrdersTable, 'id'>, 1>);

export const writeOrders = async (trx: Transaction<Database>, b: OrderBatch) => {
  if (b.removed.size) await trx.deleteFrom('software_orders').where('id', 'in', [...b.removed]).execute();
  await writeRows(trx, 'software_orders', [...b.changed].map((id) => b.orders.get(id)!), { key: ['id'], update: ORDER_COLUMNS });
  if (b.filesRemoved.size) await trx.deleteFrom('software_order_files').where('order_id', 'in', [...b.filesRemoved]).execute();
  await writeRows(trx, 'software_order_files', [...b.files.values()], { key: ['order_id', 'unit'] });
  await writeRows(trx, 'software_order_reads', [...b.reads.values()], { key: ['order_id', 'round', 'unit'] });
  await writeRows(trx, 'software_order_versions', [...b.versions.values()], { key: ['order_id', 'version', 'unit'] });
  const c = b.counts;
  if (c.size) {
    await sql`
      INSERT INTO software_order_counts (account_id, status, type, n)
      SELECT * FROM unnest(${c.column('account_id')}::uuid[], ${c.column('status')}::text[], ${c.column('type')}::text[], ${c.column('delta')}::bigint[])
      ON CONFLICT (account_id, status, type) DO UPDATE SET n = software_order_counts.n + EXCLUDED.n`.execute(trx);
  }
};
