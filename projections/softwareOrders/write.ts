import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { countColumns, type OrderBatch } from './batch.js';
import type { SoftwareOrdersTable } from './table.js';

// Writes a folded batch (batch.ts): one statement per table. The order rows travel as one jsonb
// array read back with the table's own row type, so a batch of thousands of rows is one parameter;
// the other tables take typed arrays through unnest. Values are never spliced into the SQL.

/** Every column of software_orders: a changed row is written whole. */
const ORDER_COLUMNS = Object.keys({
  id: 1, public_id: 1, number: 1, dealer_id: 1, dealer_chain: 1, dealer_name: 1, placed_by: 1, type: 1, stage: 1, status: 1, payment: 1, vin: 1,
  vehicle_id: 1, make: 1, model: 1, generation: 1, engine: 1, gearbox: 1, urgency: 1, coupon_code: 1, total: 1, on_request: 1, price: 1, charged: 1,
  refunded: 1, refusal: 1, files: 1, created_at: 1, updated_at: 1, calibrator_id: 1, calibrator_name: 1, paid_at: 1, due_at: 1, versions: 1,
  delivered_at: 1, rejection_reason: 1, rounds: 1, warranty_status: 1, warranty_reason: 1, warranty_refunded: 1, difference: 1, profit: 1, distributor_id: 1,
} satisfies Record<keyof SoftwareOrdersTable, 1>);

const UPDATE_ALL = sql.raw(ORDER_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`).join(', '));

export const writeOrders = async (trx: Transaction<Database>, b: OrderBatch) => {
  if (b.removed.size) await trx.deleteFrom('software_orders').where('id', 'in', [...b.removed]).execute();
  const rows = [...b.changed].map((id) => b.orders.get(id)!);
  if (rows.length) {
    await sql`
      INSERT INTO software_orders SELECT * FROM jsonb_populate_recordset(NULL::software_orders, ${JSON.stringify(rows)}::jsonb)
      ON CONFLICT (id) DO UPDATE SET ${UPDATE_ALL}`.execute(trx);
  }
  if (b.filesRemoved.size) await trx.deleteFrom('software_order_files').where('order_id', 'in', [...b.filesRemoved]).execute();
  if (b.files.size) await trx.insertInto('software_order_files').values([...b.files.values()]).onConflict((oc) => oc.columns(['order_id', 'unit']).doNothing()).execute();
  if (b.reads.size) await trx.insertInto('software_order_reads').values([...b.reads.values()]).onConflict((oc) => oc.columns(['order_id', 'round', 'unit']).doNothing()).execute();
  if (b.versions.size) {
    await trx.insertInto('software_order_versions').values([...b.versions.values()]).onConflict((oc) => oc.columns(['order_id', 'version', 'unit']).doNothing()).execute();
  }
  if (b.counts.size) {
    const c = countColumns(b.counts);
    await sql`
      INSERT INTO software_order_counts (account_id, status, type, n)
      SELECT * FROM unnest(${c.accounts}::uuid[], ${c.statuses}::text[], ${c.types}::text[], ${c.deltas}::bigint[])
      ON CONFLICT (account_id, status, type) DO UPDATE SET n = software_order_counts.n + EXCLUDED.n`.execute(trx);
  }
};
