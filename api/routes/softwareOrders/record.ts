import { toCredits } from '../../../events/credit/credits.js';
import type { SoftwareOrderEvent } from '../../../events/softwareOrders/events.js';
import type { Quote } from '../../../events/softwareOrders/price.js';
import { STATUS_DISPLAY_NAMES } from '../../../events/softwareOrders/statuses.js';
import type { RecordedEvent } from '../../../events/store/port.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';

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
  price: row.price === null ? null : toCredits(Number(row.price)), charged: toCredits(Number(row.charged)), refusal: row.refusal,
  files: row.files, createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
});

/** One line of "what happened to this order": who, what, when. */
export const toTimelineEntry = (event: RecordedEvent<SoftwareOrderEvent>) => {
  const base = { at: event.createdAt.toISOString() };
  switch (event.type) {
    case 'SoftwareOrderPlaced':
      return { ...base, at: event.data.at, type: event.type, actorId: event.data.placedById, summary: `Placed: ${event.data.type} ${event.data.stage}, ${event.data.quote.onRequest ? 'price on request' : `${toCredits(event.data.quote.total)} credits`}` };
    case 'SoftwareOrderCharged':
      return { ...base, at: event.data.at, type: event.type, actorId: null, summary: `Charged ${toCredits(event.data.amount)} credits` };
    case 'SoftwareOrderPaymentRefused':
      return { ...base, at: event.data.at, type: event.type, actorId: null, summary: `Payment refused: ${event.data.message}` };
    case 'SoftwareOrderPriceSet':
      return { ...base, at: event.data.at, type: event.type, actorId: event.data.actorId, summary: `Price set to ${toCredits(event.data.price)} credits` };
    case 'SoftwareOrderStatusChanged':
      return {
        ...base, at: event.data.at, type: event.type, actorId: event.data.actorId,
        summary: `Status: ${STATUS_DISPLAY_NAMES[event.data.from]} → ${STATUS_DISPLAY_NAMES[event.data.to]}${event.data.note ? ` (${event.data.note})` : ''}`,
      };
    default: {
      const _exhaustive: never = event;
      throw new Error(`unknown software order event ${JSON.stringify(_exhaustive)}`);
    }
  }
};
