import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { CountDeltas } from '../runner/batch-writes.js';
import type { OrderFile } from '../../events/softwareOrders/events.js';
import type { SoftwareOrderFilesTable, SoftwareOrderReadsTable, SoftwareOrderVersionsTable, SoftwareOrdersTable } from './table.js';

// A batch of software-order events folded in memory: the batch's orders are read once, changed
// here event by event exactly as the per-event statements changed them, and written by write.ts in
// a few statements. Rows that a statement's ON CONFLICT DO NOTHING would have kept are kept here
// the same way (the first one wins).

export type OrderRow = Selectable<SoftwareOrdersTable>;
type Read = Insertable<SoftwareOrderReadsTable>;
type Version = Insertable<SoftwareOrderVersionsTable>;
type StockFile = Insertable<SoftwareOrderFilesTable>;

/** The account that stands for "everyone's orders" in the counts (staff see them all). */
export const ALL_ORDERS = '00000000-0000-0000-0000-000000000000';

export class OrderBatch {
  /** The orders as they are now; an order not here does not exist (an update of it changes nothing). */
  readonly orders: Map<string, OrderRow>;
  /** Orders whose row changed, and the void ones whose row goes. */
  readonly changed = new Set<string>();
  readonly removed = new Set<string>();
  /** Orders whose stock files go (a void order's), before `files` are inserted. */
  readonly filesRemoved = new Set<string>();
  readonly reads = new Map<string, Read>();
  readonly versions = new Map<string, Version>();
  readonly files = new Map<string, StockFile>();
  readonly counts = new CountDeltas<{ account_id: string; status: string; type: string }>();
  /** The highest order number given so far (numbers follow the global event order). */
  private lastNumber: number;

  private constructor(orders: OrderRow[], lastNumber: number) {
    this.orders = new Map(orders.map((o) => [o.id, o]));
    this.lastNumber = lastNumber;
  }

  static async load(trx: Transaction<Database>, orderIds: string[]): Promise<OrderBatch> {
    const orders = orderIds.length ? await trx.selectFrom('software_orders').selectAll().where('id', 'in', orderIds).execute() : [];
    // A void order's row goes only while it has no number, so the highest number never goes back.
    const { last } = await trx.selectFrom('software_orders').select(sql<number>`COALESCE(MAX(number), 0)`.as('last')).executeTakeFirstOrThrow();
    return new OrderBatch(orders, Number(last));
  }

  nextNumber(): number {
    this.lastNumber += 1;
    return this.lastNumber;
  }

  /** A new order's row; an order that exists keeps its row (ON CONFLICT DO NOTHING). */
  place(row: OrderRow): boolean {
    if (this.orders.has(row.id)) return false;
    this.orders.set(row.id, row);
    this.removed.delete(row.id);
    this.changed.add(row.id);
    return true;
  }

  update(orderId: string, change: (row: OrderRow) => Partial<OrderRow>) {
    const row = this.orders.get(orderId);
    if (!row) return;
    Object.assign(row, change(row));
    this.changed.add(orderId);
  }

  remove(orderId: string) {
    this.orders.delete(orderId);
    this.changed.delete(orderId);
    this.removed.add(orderId);
    this.filesRemoved.add(orderId);
    for (const [key, file] of this.files) if (file.order_id === orderId) this.files.delete(key);
  }

  /** Adds `delta` to the counts of the order's status (now) and type, for each account that sees it. */
  count(orderId: string, delta: 1 | -1) {
    const row = this.orders.get(orderId);
    if (!row || row.number === null) return;
    for (const account of [...row.dealer_chain, ALL_ORDERS]) this.counts.add({ account_id: account, status: row.status, type: row.type }, delta);
  }

  /** Every original read of a round (1 at placement, then each corrected read). */
  addReads(orderId: string, round: number, files: OrderFile[], note: string | null, at: string) {
    for (const f of files) {
      keepFirst(this.reads, [orderId, round, f.unit], { order_id: orderId, round, unit: f.unit, sha256: f.sha256, size: f.size, name: f.name, note, created_at: new Date(at) });
    }
  }

  addFiles(orderId: string, files: OrderFile[], at: string) {
    for (const f of files) {
      keepFirst(this.files, [orderId, f.unit], {
        order_id: orderId, unit: f.unit, sha256: f.sha256, upload_id: f.uploadId, size: f.size, name: f.name,
        hardware_number: f.details?.hardwareNumber ?? null, software_version: f.details?.softwareVersion ?? null, tool: f.details?.tool ?? null, created_at: new Date(at),
      });
    }
  }

  addVersion(version: Version) {
    keepFirst(this.versions, [version.order_id, version.version, version.unit], version);
  }
}

const keepFirst = <T>(rows: Map<string, T>, key: unknown[], row: T) => {
  const k = JSON.stringify(key);
  if (!rows.has(k)) rows.set(k, row);
};
