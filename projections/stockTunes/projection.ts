import type { Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { SOFTWARE_ORDER_STREAM_PREFIX, type SoftwareOrderEventData } from '../../events/softwareOrders/events.js';
import type { RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import { numbersOf, pairDelivery } from './pairs.js';

// The stock file database (issue 10, "Tuned files"): every delivered original -> tuned pair, with
// the hardware number and software version of the original. Folded from the order's own events
// only: the placed event (type, stage, vehicle, dealer, reads of round 1), each corrected read
// (the reads of the next round) and each delivery; what it needs of an order it keeps in its own
// table (stock_tune_orders), so a rebuild gives the same rows whatever other read models hold.

const HANDLES = ['SoftwareOrderPlaced', 'SoftwareOrderResubmitted', 'SoftwareOrderPaymentRefused', 'TunedFileDelivered'] as const;
type Data = SoftwareOrderEventData;

const fold = async (trx: Transaction<Database>, event: RecordedEvent) => {
  switch (event.type) {
    case 'SoftwareOrderPlaced': {
      const o = event.data as Data['SoftwareOrderPlaced'];
      await trx.insertInto('stock_tune_orders').values({
        order_id: o.orderId, type: o.type, stage: o.stage, on_request: o.quote.onRequest, dealer_id: o.dealerId, dealer_name: o.dealerName,
        vehicle_id: o.vehicle.id, make: o.vehicle.make, model: o.vehicle.model, engine: o.vehicle.engine, round: 1, reads: JSON.stringify(o.files),
      }).onConflict((oc) => oc.column('order_id').doNothing()).execute();
      return;
    }
    case 'SoftwareOrderResubmitted': {
      const r = event.data as Data['SoftwareOrderResubmitted'];
      await trx.updateTable('stock_tune_orders').set({ round: r.round, reads: JSON.stringify(r.files) }).where('order_id', '=', r.orderId).execute();
      return;
    }
    case 'SoftwareOrderPaymentRefused': {
      // A new order never paid does not exist (a priced on-request one waits): nothing of it can be delivered.
      const { orderId } = event.data as Data['SoftwareOrderPaymentRefused'];
      await trx.deleteFrom('stock_tune_orders').where('order_id', '=', orderId).where('on_request', '=', false).execute();
      return;
    }
    case 'TunedFileDelivered': {
      const d = event.data as Data['TunedFileDelivered'];
      const order = await trx.selectFrom('stock_tune_orders').selectAll().where('order_id', '=', d.orderId).executeTakeFirst();
      if (!order) return;
      const pairs = pairDelivery(order.reads, d.files);
      if (!pairs.length) return;
      await trx.insertInto('stock_tunes').values(pairs.map(({ original, tuned }) => {
        const numbers = numbersOf(original);
        return {
          order_id: d.orderId, version: d.version, unit: tuned.unit, round: order.round,
          original_sha256: original.sha256, original_size: original.size, original_name: original.name,
          hardware_number: numbers.hardwareNumber, software_version: numbers.softwareVersion, tool: numbers.tool,
          tuned_sha256: tuned.sha256, tuned_upload_id: tuned.uploadId, tuned_size: tuned.size, tuned_name: tuned.name,
          type: order.type, stage: order.stage, dealer_id: order.dealer_id, dealer_name: order.dealer_name,
          vehicle_id: order.vehicle_id, make: order.make, model: order.model, engine: order.engine,
          calibrator_id: d.calibratorId, delivered_at: new Date(d.at),
        };
      })).onConflict((oc) => oc.columns(['order_id', 'version', 'unit']).doNothing()).execute();
      return;
    }
  }
};

export const stockTunesProjection: Projection = {
  name: 'stock_tunes',
  handles: HANDLES,
  tables: ['stock_tune_orders', 'stock_tunes'],
  evolve: async (trx, event) => {
    if (event.stream.startsWith(SOFTWARE_ORDER_STREAM_PREFIX)) await fold(trx, event);
  },
};
