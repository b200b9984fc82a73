import { toCredits } from '../../../events/credit/credits.js';
import type { MoneyStep, SoftwareOrderEvent } from '../../../events/softwareOrders/events.js';
import type { Quote } from '../../../events/softwareOrders/price.js';
import { STATUS_DISPLAY_NAMES } from '../../../events/softwareOrders/statuses.js';
import type { RecordedEvent } from '../../../events/store/port.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';
import { unreachable } from '../../../events/unreachable.js';

// Read-model rows and events as the API answers them: amounts in credits, the timeline as one line per event.

export const quoteReply = (quote: Quote) => ({
  lines: quote.lines.map((line) => ({ ...line, amount: line.amount === null ? null : toCredits(line.amount) })),
  total: toCredits(quote.total),
  onRequest: quote.onRequest,
});

export const toOrderRecord = (row: SoftwareOrderRow) => ({
  id: row.id, number: Number(row.number), dealerId: row.dealer_id, dealerName: row.dealer_name, type: row.type, stage: row.stage,
  status: row.status, payment: row.payment, vin: row.vin, make: row.make, model: row.model, generation: row.generation, engine: row.engine,
  gearbox: row.gearbox, urgency: row.urgency, couponCode: row.coupon_code, total: toCredits(Number(row.total)), onRequest: row.on_request,
  price: row.price === null ? null : toCredits(Number(row.price)), charged: toCredits(Number(row.charged)), refunded: toCredits(Number(row.refunded)), refusal: row.refusal,
  files: row.files, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
  calibratorId: row.calibrator_id, calibratorName: row.calibrator_name, dueAt: row.due_at?.toISOString() ?? null,
  overdue: row.due_at !== null && row.due_at.getTime() < Date.now() && OPEN.has(row.status),
  versions: row.versions, deliveredAt: row.delivered_at?.toISOString() ?? null, rejectionReason: row.rejection_reason, rounds: row.rounds,
  warrantyStatus: row.warranty_status, warrantyReason: row.warranty_reason, warrantyRefunded: toCredits(Number(row.warranty_refunded)),
});

/** Statuses in which an order can be late. */
const OPEN = new Set(['New', 'TVS verification', 'In Process', 'Waiting for response', 'Datalogging', 'Warranty']);

const STEP_TEXT: Record<MoneyStep['step'], string> = {
  refundDifference: 'Price difference refunded', chargeDifference: 'Price difference charged', chargeResubmission: 'Charged again for the corrected read',
  warrantyRefund: 'Warranty refund', payProfit: 'Distributor profit', reverseProfit: 'Distributor profit reversed',
};

/**
 * One entry of "what happened to this order": who, what, when, the figures as data (amount in
 * credits, the statuses moved, the refusal's code) and an English line for logs and support.
 */
export const toTimelineEntry = (event: RecordedEvent<SoftwareOrderEvent>, names: ReadonlyMap<string, string> = new Map()) => {
  const entry = (at: string, actorId: string | null, summary: string, data: { amount?: number; from?: string; to?: string; note?: string | null; code?: string } = {}) => ({
    at, type: event.type, actorId, actorName: actorId ? names.get(actorId) ?? null : null, summary,
    amount: data.amount ?? null, from: data.from ?? null, to: data.to ?? null, note: data.note ?? null, code: data.code ?? null,
  });
  switch (event.type) {
    case 'SoftwareOrderPlaced': {
      const { quote } = event.data;
      return entry(event.data.at, event.data.placedById, `Placed: ${event.data.type} ${event.data.stage}, ${quote.onRequest ? 'price on request' : `${toCredits(quote.total)} credits`}`,
        { amount: quote.onRequest ? undefined : toCredits(quote.total) });
    }
    case 'SoftwareOrderCharged':
      return entry(event.data.at, null, `Charged ${toCredits(event.data.amount)} credits`, { amount: toCredits(event.data.amount) });
    case 'SoftwareOrderPaymentRefused':
      return entry(event.data.at, null, `Payment refused: ${event.data.message}`, { code: event.data.code });
    case 'SoftwareOrderPriceSet':
      return entry(event.data.at, event.data.actorId, `Price set to ${toCredits(event.data.price)} credits`, { amount: toCredits(event.data.price) });
    case 'SoftwareOrderStatusChanged':
      return entry(event.data.at, event.data.actorId,
        `Status: ${STATUS_DISPLAY_NAMES[event.data.from]} → ${STATUS_DISPLAY_NAMES[event.data.to]}${event.data.note ? ` (${event.data.note})` : ''}`,
        { from: event.data.from, to: event.data.to, note: event.data.note });
    case 'SoftwareOrderRefunded':
      return entry(event.data.at, null, `Refunded ${toCredits(event.data.amount)} credits`, { amount: toCredits(event.data.amount) });
    case 'SoftwareOrderAssigned':
      return entry(event.data.at, event.data.actorId, `Assigned to ${event.data.calibratorName}`, { to: event.data.calibratorName });
    case 'TunedFileDelivered':
      return entry(event.data.at, event.data.calibratorId, `Tuned file version ${event.data.version} delivered`, { to: String(event.data.version), note: event.data.note });
    case 'SoftwareOrderResubmitted':
      return entry(event.data.at, event.data.actorId, `Corrected read sent (round ${event.data.round})`, { to: String(event.data.round), note: event.data.note });
    case 'SoftwareOrderRepriced':
      return entry(event.data.at, event.data.actorId, `Price changed from ${toCredits(event.data.from)} to ${toCredits(event.data.to)} credits`,
        { amount: toCredits(event.data.to), from: String(toCredits(event.data.from)), to: String(toCredits(event.data.to)) });
    case 'WarrantyOpened':
      return entry(event.data.at, event.data.actorId, `Warranty claimed: ${event.data.reason}`, { to: 'NEW', note: event.data.reason });
    case 'WarrantyStatusChanged':
      return entry(event.data.at, event.data.actorId, `Warranty: ${event.data.from} → ${event.data.to}`, { from: event.data.from, to: event.data.to });
    case 'WarrantyRefundGranted':
      return entry(event.data.at, event.data.actorId, `Warranty refund of ${toCredits(event.data.amount)} credits granted`, { amount: toCredits(event.data.amount) });
    case 'SoftwareOrderMoneyDue':
      return entry(event.data.at, null, `${STEP_TEXT[event.data.money.step]}: ${toCredits(event.data.money.amount)} credits due`, { amount: toCredits(event.data.money.amount), code: event.data.money.step });
    case 'SoftwareOrderMoneyMoved':
      return entry(event.data.at, null, 'Credits moved', {});
    case 'SoftwareOrderMoneyRefused':
      return entry(event.data.at, null, `Payment refused: ${event.data.message}`, { code: event.data.code });
    default:
      return unreachable('software order event', event);
  }
};
