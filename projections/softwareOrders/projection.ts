import { sql, type Transaction, type UpdateObject } from 'kysely';
import { SOFTWARE_ORDER_EVENT_TYPES, type MoneyStep, type OrderFile, type SoftwareOrderEvent } from '../../events/softwareOrders/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import type { Database } from '../../database/schema.js';
import { dueAt } from '../../events/softwareOrders/due.js';
import { unreachable } from '../../events/unreachable.js';

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

/** Every original read of a round (1 at placement, then each corrected read). */
const insertReads = async (trx: Transaction<Database>, orderId: string, round: number, files: OrderFile[], note: string | null, at: string) => {
  if (!files.length) return;
  await trx.insertInto('software_order_reads').values(files.map((f) => ({
    order_id: orderId, round, unit: f.unit, sha256: f.sha256, size: f.size, name: f.name, note, created_at: new Date(at),
  }))).onConflict((oc) => oc.columns(['order_id', 'round', 'unit']).doNothing()).execute();
};

const moveStatus = async (trx: Transaction<Database>, orderId: string, to: string, at: string, more: UpdateObject<Database, 'software_orders'> = {}) => {
  await count(trx, orderId, -1);
  await update(trx, orderId, { ...more, status: to, updated_at: new Date(at) });
  await count(trx, orderId, 1);
};

const moneyMoved = async (trx: Transaction<Database>, orderId: string, money: MoneyStep, at: string) => {
  const updated_at = new Date(at);
  switch (money.step) {
    case 'refundDifference':
      return void (await update(trx, orderId, { refunded: sql`refunded + ${money.amount}`, difference: sql`difference - ${money.amount}`, updated_at }));
    case 'chargeDifference':
      return void (await update(trx, orderId, { charged: sql`charged + ${money.amount}`, difference: sql`difference + ${money.amount}`, updated_at }));
    case 'chargeResubmission':
      return void (await update(trx, orderId, { charged: sql`charged + ${money.amount}`, updated_at }));
    case 'warrantyRefund':
      return void (await update(trx, orderId, { refunded: sql`refunded + ${money.amount}`, warranty_refunded: sql`warranty_refunded + ${money.amount}`, updated_at }));
    case 'payProfit':
      return void (await update(trx, orderId, { profit: sql`profit + ${money.amount}`, updated_at }));
    case 'reverseProfit':
      return void (await update(trx, orderId, { profit: sql`profit - ${money.amount}`, updated_at }));
  }
};

/** A refused charge undoes what made it due (state.ts undoRefused). */
const moneyRefused = async (trx: Transaction<Database>, orderId: string, money: MoneyStep, at: string) => {
  if (money.step === 'chargeDifference') await update(trx, orderId, { price: sql`price - ${money.amount}`, updated_at: new Date(at) });
  if (money.step === 'chargeResubmission') await moveStatus(trx, orderId, 'Rejected', at);
};

const fold = async (trx: Transaction<Database>, event: SoftwareOrderEvent) => {
  switch (event.type) {
    case 'SoftwareOrderPlaced': {
      const o = event.data;
      await trx.insertInto('software_orders').values({
        id: o.orderId, public_id: o.publicId, number: o.quote.onRequest ? NEXT_NUMBER : null, dealer_id: o.dealerId, dealer_chain: o.dealerChain, dealer_name: o.dealerName,
        placed_by: o.placedById, type: o.type, stage: o.stage, status: 'New', payment: o.quote.onRequest ? 'priceRequested' : 'awaiting', vin: o.vin,
        vehicle_id: o.vehicle.id, make: o.vehicle.make, model: o.vehicle.model, generation: o.vehicle.generation, engine: o.vehicle.engine, gearbox: o.vehicle.gearbox,
        urgency: o.urgency, coupon_code: o.coupon?.code ?? null, total: o.quote.total, on_request: o.quote.onRequest, price: null,
        files: JSON.stringify(o.files), created_at: new Date(o.at), updated_at: new Date(o.at), distributor_id: o.profit?.distributorId ?? null,
      }).onConflict((oc) => oc.column('id').doNothing()).execute();
      await insertReads(trx, o.orderId, 1, o.files, o.note, o.at);
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
      const paidAt = new Date(event.data.at);
      const urgency = await trx.selectFrom('software_orders').select('urgency').where('id', '=', event.data.orderId).executeTakeFirst();
      await update(trx, event.data.orderId, {
        payment: 'paid', charged: sql`charged + ${event.data.amount}`, refusal: null, updated_at: paidAt,
        number: (eb) => eb.fn.coalesce(eb.ref('number'), NEXT_NUMBER),
        paid_at: (eb) => eb.fn.coalesce(eb.ref('paid_at'), eb.val(paidAt)),
        due_at: (eb) => eb.fn.coalesce(eb.ref('due_at'), eb.val(urgency ? dueAt(urgency.urgency, paidAt) : null)),
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
      return moveStatus(trx, event.data.orderId, event.data.to, event.data.at, event.data.to === 'Rejected' ? { rejection_reason: event.data.note } : {});
    case 'SoftwareOrderAssigned':
      return void (await update(trx, event.data.orderId, { calibrator_id: event.data.calibratorId, calibrator_name: event.data.calibratorName, updated_at: new Date(event.data.at) }));
    case 'TunedFileDelivered': {
      const d = event.data;
      await trx.insertInto('software_order_versions').values(d.files.map((f) => ({
        order_id: d.orderId, version: d.version, unit: f.unit, sha256: f.sha256, size: f.size, name: f.name, note: d.note, calibrator_id: d.calibratorId, created_at: new Date(d.at),
      }))).onConflict((oc) => oc.columns(['order_id', 'version', 'unit']).doNothing()).execute();
      return void (await update(trx, d.orderId, { versions: d.version, delivered_at: new Date(d.at), updated_at: new Date(d.at) }));
    }
    case 'SoftwareOrderResubmitted':
      await insertReads(trx, event.data.orderId, event.data.round, event.data.files, event.data.note, event.data.at);
      return moveStatus(trx, event.data.orderId, 'New', event.data.at, { rounds: event.data.round });
    case 'SoftwareOrderRepriced':
      return void (await update(trx, event.data.orderId, { price: event.data.to, updated_at: new Date(event.data.at) }));
    case 'WarrantyOpened':
      return void (await update(trx, event.data.orderId, { warranty_status: 'NEW', warranty_reason: event.data.reason, updated_at: new Date(event.data.at) }));
    case 'WarrantyStatusChanged':
      return void (await update(trx, event.data.orderId, { warranty_status: event.data.to, updated_at: new Date(event.data.at) }));
    case 'WarrantyRefundGranted':
    case 'SoftwareOrderMoneyDue':
      return;
    case 'SoftwareOrderMoneyMoved':
      return moneyMoved(trx, event.data.orderId, event.data.money, event.data.at);
    case 'SoftwareOrderMoneyRefused':
      return moneyRefused(trx, event.data.orderId, event.data.money, event.data.at);
    case 'SoftwareOrderRefunded':
      return void (await update(trx, event.data.orderId, { refunded: sql`refunded + ${event.data.amount}`, updated_at: new Date(event.data.at) }));
    default:
      return unreachable('software order event', event);
  }
};

export const softwareOrdersProjection: Projection = {
  name: 'software_orders',
  handles: SOFTWARE_ORDER_EVENT_TYPES,
  tables: ['software_orders', 'software_order_files', 'software_order_counts', 'software_order_versions', 'software_order_reads'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isSoftwareOrderEvent(event)) await fold(trx, event);
  },
};
