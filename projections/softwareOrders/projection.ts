import { sql, type Transaction, type UpdateObject } from 'kysely';
import { SOFTWARE_ORDER_EVENT_TYPES, type SoftwareOrderEvent } from '../../events/softwareOrders/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import type { Database } from '../../database/schema.js';

// Folds the software-order streams into one row per order. A placed order's row waits without a
// number until it is paid (or at once when its price is on request); a new order whose payment was
// refused is void and its row goes. Numbers follow the global event order, so a rebuild gives the
// same ones.

const isSoftwareOrderEvent = eventOfTypes<SoftwareOrderEvent>(SOFTWARE_ORDER_EVENT_TYPES);

const NEXT_NUMBER = sql<number>`(SELECT COALESCE(MAX(number), 0) + 1 FROM software_orders)`;

/** The account that stands for "everyone's orders" in the counts (staff see them all). */
export const ALL_ORDERS = '00000000-0000-0000-0000-000000000000';

/** Adds `delta` to the counts of the order's status (now) and type, for each account that sees it. */
const count = (trx: Transaction<Database>, orderId: string, delta: 1 | -1) => sql`
  INSERT INTO software_order_counts (account_id, status, type, n)
  SELECT account, o.status, o.type, ${delta}::bigint FROM software_orders o, unnest(o.dealer_chain || ${ALL_ORDERS}::uuid) AS account
   WHERE o.id = ${orderId} AND o.number IS NOT NULL
  ON CONFLICT (account_id, status, type) DO UPDATE SET n = software_order_counts.n + excluded.n`.execute(trx);

const update = (trx: Transaction<Database>, orderId: string, values: UpdateObject<Database, 'software_orders'>) =>
  trx.updateTable('software_orders').set(values).where('id', '=', orderId).execute();

const fold = async (trx: Transaction<Database>, event: SoftwareOrderEvent) => {
  switch (event.type) {
    case 'SoftwareOrderPlaced': {
      const o = event.data;
      await trx.insertInto('software_orders').values({
        id: o.orderId, public_id: o.publicId, number: o.quote.onRequest ? NEXT_NUMBER : null, dealer_id: o.dealerId, dealer_chain: o.dealerChain, dealer_name: o.dealerName,
        placed_by: o.placedById, type: o.type, stage: o.stage, status: 'New', payment: o.quote.onRequest ? 'priceRequested' : 'awaiting', vin: o.vin,
        vehicle_id: o.vehicle.id, make: o.vehicle.make, model: o.vehicle.model, generation: o.vehicle.generation, engine: o.vehicle.engine, gearbox: o.vehicle.gearbox,
        urgency: o.urgency, coupon_code: o.coupon?.code ?? null, total: o.quote.total, on_request: o.quote.onRequest, price: null,
        files: JSON.stringify(o.files), created_at: new Date(o.at), updated_at: new Date(o.at),
      }).onConflict((oc) => oc.column('id').doNothing()).execute();
      if (o.files.length) {
        await trx.insertInto('software_order_files').values(o.files.map((f) => ({
          order_id: o.orderId, unit: f.unit, sha256: f.sha256, upload_id: f.uploadId, size: f.size, name: f.name,
          hardware_number: f.details?.hardwareNumber ?? null, software_version: f.details?.softwareVersion ?? null, tool: f.details?.tool ?? null, created_at: new Date(o.at),
        }))).onConflict((oc) => oc.columns(['order_id', 'unit']).doNothing()).execute();
      }
      if (o.quote.onRequest) await count(trx, o.orderId, 1);
      return;
    }
    case 'SoftwareOrderCharged': {
      // A new order is numbered (and counted) now; an on-request one was at placement.
      const before = await trx.selectFrom('software_orders').select('number').where('id', '=', event.data.orderId).executeTakeFirst();
      await update(trx, event.data.orderId, {
        payment: 'paid', charged: sql`charged + ${event.data.amount}`, refusal: null, updated_at: new Date(event.data.at),
        number: (eb) => eb.fn.coalesce(eb.ref('number'), NEXT_NUMBER),
      });
      if (before && before.number === null) await count(trx, event.data.orderId, 1);
      return;
    }
    case 'SoftwareOrderPaymentRefused':
      // A new order that was never paid does not exist; a priced on-request order waits with the reason.
      await trx.deleteFrom('software_order_files').where('order_id', '=', event.data.orderId)
        .where(({ exists, selectFrom }) => exists(selectFrom('software_orders').select('id').where('id', '=', event.data.orderId).where('on_request', '=', false))).execute();
      await trx.deleteFrom('software_orders').where('id', '=', event.data.orderId).where('on_request', '=', false).execute();
      return void (await update(trx, event.data.orderId, { payment: 'priceRequested', refusal: event.data.message, updated_at: new Date(event.data.at) }));
    case 'SoftwareOrderPriceSet':
      return void (await update(trx, event.data.orderId, { price: event.data.price, payment: 'awaiting', refusal: null, updated_at: new Date(event.data.at) }));
    case 'SoftwareOrderStatusChanged':
      await count(trx, event.data.orderId, -1);
      await update(trx, event.data.orderId, { status: event.data.to, updated_at: new Date(event.data.at) });
      return void (await count(trx, event.data.orderId, 1));
    case 'SoftwareOrderRefunded':
      return void (await update(trx, event.data.orderId, { refunded: sql`refunded + ${event.data.amount}`, updated_at: new Date(event.data.at) }));
    default: {
      const _exhaustive: never = event;
      throw new Error(`unknown software order event ${JSON.stringify(_exhaustive)}`);
    }
  }
};

export const softwareOrdersProjection: Projection = {
  name: 'software_orders',
  handles: SOFTWARE_ORDER_EVENT_TYPES,
  tables: ['software_orders', 'software_order_files', 'software_order_counts'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isSoftwareOrderEvent(event)) await fold(trx, event);
  },
};
