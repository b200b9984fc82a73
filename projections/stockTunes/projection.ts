import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { SOFTWARE_ORDER_STREAM_PREFIX, type OrderFile, type SoftwareOrderEventData } from '../../events/softwareOrders/events.js';
import type { RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import { writeRows } from '../runner/batch-writes.js';
import { numbersOf, pairDelivery } from './pairs.js';
import type { StockTuneOrdersTable, StockTunesTable } from './table.js';

// The stock file database (issue 10, "Tuned files"): every delivered original -> tuned pair, with
// the hardware number and software version of the original. Folded from the order's own events
// only: the placed event (type, stage, vehicle, dealer, reads of round 1), each corrected read
// (the reads of the next round) and each delivery; what it needs of an order it keeps in its own
// table (stock_tune_orders), so a rebuild gives the same rows whatever other read models hold.
// A batch is folded in memory and written with a few statements (as projections/orderChat).

const HANDLES = ['SoftwareOrderPlaced', 'SoftwareOrderResubmitted', 'SoftwareOrderPaymentRefused', 'TunedFileDelivered'] as const;
type Data = SoftwareOrderEventData;

type OrderRow = Omit<Insertable<StockTuneOrdersTable>, 'reads'> & { reads: OrderFile[] };
type TuneRow = Insertable<StockTunesTable>;

/**
 * A batch folded in memory: the orders it concerns as they stand (loaded once; null for none),
 * the ones it changed, and the tuned files it adds (the first of a key kept, as ON CONFLICT DO
 * NOTHING kept it one event at a time).
 */
class StockBatch {
  readonly changed = new Set<string>();
  readonly tunes = new Map<string, TuneRow>();
  constructor(readonly orders: Map<string, OrderRow | null>) {}

  set(orderId: string, row: OrderRow | null) {
    this.orders.set(orderId, row);
    this.changed.add(orderId);
  }
}

const fold = (b: StockBatch, event: RecordedEvent) => {
  switch (event.type) {
    case 'SoftwareOrderPlaced': {
      const o = event.data as Data['SoftwareOrderPlaced'];
      if (b.orders.get(o.orderId)) return;
      return b.set(o.orderId, {
        order_id: o.orderId, type: o.type, stage: o.stage, on_request: o.quote.onRequest, dealer_id: o.dealerId, dealer_name: o.dealerName,
        vehicle_id: o.vehicle.id, make: o.vehicle.make, model: o.vehicle.model, engine: o.vehicle.engine, round: 1, reads: o.files,
      });
    }
    case 'SoftwareOrderResubmitted': {
      const r = event.data as Data['SoftwareOrderResubmitted'];
      const order = b.orders.get(r.orderId);
      if (order) b.set(r.orderId, { ...order, round: r.round, reads: r.files });
      return;
    }
    case 'SoftwareOrderPaymentRefused': {
      // A new order never paid does not exist (a priced on-request one waits): nothing of it can be delivered.
      const { orderId } = event.data as Data['SoftwareOrderPaymentRefused'];
      if (b.orders.get(orderId)?.on_request === false) b.set(orderId, null);
      return;
    }
    case 'TunedFileDelivered': {
      const d = event.data as Data['TunedFileDelivered'];
      const order = b.orders.get(d.orderId);
      if (!order) return;
      for (const { original, tuned } of pairDelivery(order.reads, d.files)) {
        const key = JSON.stringify([d.orderId, d.version, tuned.unit]);
        if (b.tunes.has(key)) continue;
        const numbers = numbersOf(original);
        b.tunes.set(key, {
          order_id: d.orderId, version: d.version, unit: tuned.unit, round: order.round,
          original_sha256: original.sha256, original_size: original.size, original_name: original.name,
          hardware_number: numbers.hardwareNumber, software_version: numbers.softwareVersion, tool: numbers.tool,
          tuned_sha256: tuned.sha256, tuned_upload_id: tuned.uploadId, tuned_size: tuned.size, tuned_name: tuned.name,
          type: order.type, stage: order.stage, dealer_id: order.dealer_id, dealer_name: order.dealer_name,
          vehicle_id: order.vehicle_id, make: order.make, model: order.model, engine: order.engine,
          calibrator_id: d.calibratorId, delivered_at: new Date(d.at),
        });
      }
      return;
    }
  }
};

const foldBatch = async (trx: Transaction<Database>, events: RecordedEvent[]) => {
  const orderEvents = events.filter((event) => event.stream.startsWith(SOFTWARE_ORDER_STREAM_PREFIX));
  if (!orderEvents.length) return;
  const ids = [...new Set(orderEvents.map((event) => (event.data as { orderId: string }).orderId))];
  const stored = await trx.selectFrom('stock_tune_orders').selectAll().where('order_id', '=', sql<string>`any(${ids}::uuid[])`).execute();
  const b = new StockBatch(new Map<string, OrderRow | null>(ids.map((id) => [id, null])));
  for (const row of stored) b.orders.set(row.order_id, row as OrderRow);
  for (const event of orderEvents) fold(b, event);
  const changed = [...b.changed].map((id) => [id, b.orders.get(id)] as const);
  const gone = changed.filter(([, row]) => !row).map(([id]) => id);
  if (gone.length) await trx.deleteFrom('stock_tune_orders').where('order_id', '=', sql<string>`any(${gone}::uuid[])`).execute();
  await writeRows(trx, 'stock_tune_orders', changed.flatMap(([, row]) => (row ? [row] : [])), { key: ['order_id'], update: ['round', 'reads'] });
  await writeRows(trx, 'stock_tunes', [...b.tunes.values()], { key: ['order_id', 'version', 'unit'] });
};

export const stockTunesProjection: Projection = {
  name: 'stock_tunes',
  handles: HANDLES,
  tables: ['stock_tune_orders', 'stock_tunes'],
  evolve: (trx, event) => foldBatch(trx, [event]),
  evolveBatch: foldBatch,
};
