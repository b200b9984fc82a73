import { SOFTWARE_ORDER_EVENT_TYPES, type MoneyStep, type SoftwareOrderEvent } from '../../events/softwareOrders/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Transaction } from 'kysely';
import type { Projection } from '../runner/projection.js';
import type { Database } from '../../database/schema.js';
import { dueAt } from '../../events/softwareOrders/due.js';
import { unreachable } from '../../events/unreachable.js';
import { OrderBatch, type OrderRow } from './batch.js';
import { writeOrders } from './write.js';

export { ALL_ORDERS } from './batch.js';

// Folds the software-order streams into one row per order. A placed order's row waits without a
// number until it is paid (or at once when its price is on request); a new order whose payment was
// refused is void and its row goes. Numbers follow the global event order, so a rebuild gives the
// same ones. A batch is folded in memory (batch.ts) and written with one statement per table
// (write.ts), so a rebuild of 200,000 orders is a few hundred statements, not a million.

const isSoftwareOrderEvent = eventOfTypes<SoftwareOrderEvent>(SOFTWARE_ORDER_EVENT_TYPES);

const at = (iso: string) => new Date(iso);

const moveStatus = (b: OrderBatch, orderId: string, to: string, when: string, more: Partial<OrderRow> = {}) => {
  b.count(orderId, -1);
  b.update(orderId, () => ({ ...more, status: to, updated_at: at(when) }));
  b.count(orderId, 1);
};

const moneyMoved = (b: OrderBatch, orderId: string, money: MoneyStep, when: string) => {
  const updated_at = at(when);
  const { amount } = money;
  switch (money.step) {
    case 'refundDifference': return b.update(orderId, (o) => ({ refunded: o.refunded + amount, difference: o.difference - amount, updated_at }));
    case 'chargeDifference': return b.update(orderId, (o) => ({ charged: o.charged + amount, difference: o.difference + amount, updated_at }));
    case 'chargeResubmission': return b.update(orderId, (o) => ({ charged: o.charged + amount, updated_at }));
    case 'warrantyRefund': return b.update(orderId, (o) => ({ refunded: o.refunded + amount, warranty_refunded: o.warranty_refunded + amount, updated_at }));
    case 'payProfit': return b.update(orderId, (o) => ({ profit: o.profit + amount, updated_at }));
    case 'reverseProfit': return b.update(orderId, (o) => ({ profit: o.profit - amount, updated_at }));
  }
};

/** A refused charge undoes what made it due (state.ts undoRefused). */
const moneyRefused = (b: OrderBatch, orderId: string, money: MoneyStep, when: string) => {
  // An order without a price keeps none (SQL: NULL - amount is NULL).
  if (money.step === 'chargeDifference') b.update(orderId, (o) => ({ price: o.price === null ? null : o.price - money.amount, updated_at: at(when) }));
  if (money.step === 'chargeResubmission') moveStatus(b, orderId, 'Rejected', when);
};

const placed = (b: OrderBatch, o: Extract<SoftwareOrderEvent, { type: 'SoftwareOrderPlaced' }>['data']) => {
  const created = at(o.at);
  // A placement of an order that exists changes nothing: it takes no number either.
  b.place({
    id: o.orderId, public_id: o.publicId, number: o.quote.onRequest && !b.orders.has(o.orderId) ? b.nextNumber() : null, dealer_id: o.dealerId, dealer_chain: o.dealerChain, dealer_name: o.dealerName,
    placed_by: o.placedById, type: o.type, stage: o.stage, status: 'New', payment: o.quote.onRequest ? 'priceRequested' : 'awaiting', vin: o.vin,
    vehicle_id: o.vehicle.id, make: o.vehicle.make, model: o.vehicle.model, generation: o.vehicle.generation, engine: o.vehicle.engine, gearbox: o.vehicle.gearbox,
    urgency: o.urgency, coupon_code: o.coupon?.code ?? null, total: o.quote.total, on_request: o.quote.onRequest, price: null, charged: 0, refunded: 0, refusal: null,
    files: o.files, created_at: created, updated_at: created, calibrator_id: null, calibrator_name: null, paid_at: null, due_at: null, versions: 0,
    delivered_at: null, rejection_reason: null, rounds: 1, warranty_status: null, warranty_reason: null, warranty_refunded: 0, difference: 0, profit: 0,
    distributor_id: o.profit?.distributorId ?? null,
  });
  b.addReads(o.orderId, 1, o.files, o.note, o.at);
  b.addFiles(o.orderId, o.files, o.at);
  if (o.quote.onRequest) b.count(o.orderId, 1);
};

const fold = (b: OrderBatch, event: SoftwareOrderEvent) => {
  switch (event.type) {
    case 'SoftwareOrderPlaced':
      return placed(b, event.data);
    case 'SoftwareOrderCharged': {
      // A new order is numbered (and counted) now; an on-request one was at placement.
      const before = b.orders.get(event.data.orderId)?.number;
      const paidAt = at(event.data.at);
      b.update(event.data.orderId, (o) => ({
        payment: 'paid', charged: o.charged + event.data.amount, refusal: null, updated_at: paidAt,
        number: o.number ?? b.nextNumber(), paid_at: o.paid_at ?? paidAt, due_at: o.due_at ?? dueAt(o.urgency, paidAt),
      }));
      if (before === null) b.count(event.data.orderId, 1);
      return;
    }
    case 'SoftwareOrderPaymentRefused': {
      // A new order that was never paid does not exist; a priced on-request order waits with the reason.
      const order = b.orders.get(event.data.orderId);
      if (order && !order.on_request) return b.remove(order.id);
      return b.update(event.data.orderId, () => ({ payment: 'priceRequested', refusal: event.data.message, updated_at: at(event.data.at) }));
    }
    case 'SoftwareOrderPriceSet':
      return b.update(event.data.orderId, () => ({ price: event.data.price, payment: 'awaiting', refusal: null, updated_at: at(event.data.at) }));
    case 'SoftwareOrderStatusChanged':
      return moveStatus(b, event.data.orderId, event.data.to, event.data.at, event.data.to === 'Rejected' ? { rejection_reason: event.data.note } : {});
    case 'SoftwareOrderAssigned':
      return b.update(event.data.orderId, () => ({ calibrator_id: event.data.calibratorId, calibrator_name: event.data.calibratorName, updated_at: at(event.data.at) }));
    case 'TunedFileDelivered': {
      const d = event.data;
      for (const f of d.files) {
        b.addVersion({ order_id: d.orderId, version: d.version, unit: f.unit, sha256: f.sha256, size: f.size, name: f.name, note: d.note, calibrator_id: d.calibratorId, created_at: at(d.at) });
      }
      return b.update(d.orderId, () => ({ versions: d.version, delivered_at: at(d.at), updated_at: at(d.at) }));
    }
    case 'SoftwareOrderResubmitted':
      b.addReads(event.data.orderId, event.data.round, event.data.files, event.data.note, event.data.at);
      return moveStatus(b, event.data.orderId, 'New', event.data.at, { rounds: event.data.round });
    case 'SoftwareOrderRepriced':
      return b.update(event.data.orderId, () => ({ price: event.data.to, updated_at: at(event.data.at) }));
    case 'WarrantyOpened':
      return b.update(event.data.orderId, () => ({ warranty_status: 'NEW', warranty_reason: event.data.reason, updated_at: at(event.data.at) }));
    case 'WarrantyStatusChanged':
      return b.update(event.data.orderId, () => ({ warranty_status: event.data.to, updated_at: at(event.data.at) }));
    case 'WarrantyRefundGranted':
    case 'SoftwareOrderMoneyDue':
      return;
    case 'SoftwareOrderMoneyMoved':
      return moneyMoved(b, event.data.orderId, event.data.money, event.data.at);
    case 'SoftwareOrderMoneyRefused':
      return moneyRefused(b, event.data.orderId, event.data.money, event.data.at);
    case 'SoftwareOrderRefunded':
      return b.update(event.data.orderId, (o) => ({ refunded: o.refunded + event.data.amount, updated_at: at(event.data.at) }));
    default:
      return unreachable('software order event', event);
  }
};

const foldBatch = async (trx: Transaction<Database>, events: RecordedEvent[]) => {
  const orderEvents = events.filter(isSoftwareOrderEvent);
  if (!orderEvents.length) return;
  const batch = await OrderBatch.load(trx, [...new Set(orderEvents.map((e) => e.data.orderId))]);
  for (const event of orderEvents) fold(batch, event);
  await writeOrders(trx, batch);
};

export const softwareOrdersProjection: Projection = {
  name: 'software_orders',
  handles: SOFTWARE_ORDER_EVENT_TYPES,
  tables: ['software_orders', 'software_order_files', 'software_order_counts', 'software_order_versions', 'software_order_reads'],
  evolve: (trx, event) => foldBatch(trx, [event]),
  evolveBatch: foldBatch,
};
