import type { Cents } from '../credit/credits.js';
import type { SoftwareOrderEvent, SoftwareOrderPlacedData } from './events.js';
import type { OrderStatus } from './statuses.js';

/**
 * - awaiting: placed, its charge not settled yet (the settle step or its reactor decides it);
 * - paid: charged; void: a new order whose payment was refused (it never existed for anyone);
 * - priceRequested: on request, waiting for an Admin's price; a priced one whose charge was
 *   refused waits again (with `refusal`) until the dealer's balance allows it.
 */
export type Payment = 'awaiting' | 'paid' | 'void' | 'priceRequested';

export type SoftwareOrderState = {
  order: SoftwareOrderPlacedData | null;
  status: OrderStatus | null;
  payment: Payment | null;
  /** What the order costs: the quote's total, or the Admin's price for an on-request order. */
  price: Cents | null;
  charged: Cents;
  /** What went back to the dealer when the order ended unserved. */
  refunded: Cents;
  refusal: { code: string; message: string } | null;
};

export const initialSoftwareOrder = (): SoftwareOrderState => ({ order: null, status: null, payment: null, price: null, charged: 0, refunded: 0, refusal: null });

export const evolve = (state: SoftwareOrderState, event: SoftwareOrderEvent): SoftwareOrderState => {
  switch (event.type) {
    case 'SoftwareOrderPlaced': {
      const onRequest = event.data.quote.onRequest;
      return { ...state, order: event.data, status: 'New', payment: onRequest ? 'priceRequested' : 'awaiting', price: onRequest ? null : event.data.quote.total };
    }
    case 'SoftwareOrderCharged':
      return { ...state, payment: 'paid', charged: state.charged + event.data.amount, refusal: null };
    case 'SoftwareOrderPaymentRefused':
      // A priced on-request order keeps waiting; a new order is void.
      return { ...state, payment: state.order?.quote.onRequest ? 'priceRequested' : 'void', refusal: { code: event.data.code, message: event.data.message } };
    case 'SoftwareOrderPriceSet':
      return { ...state, price: event.data.price, payment: 'awaiting', refusal: null };
    case 'SoftwareOrderStatusChanged':
      return { ...state, status: event.data.to };
    case 'SoftwareOrderRefunded':
      return { ...state, refunded: state.refunded + event.data.amount };
    default: {
      const _exhaustive: never = event;
      throw new Error(`unknown software order event ${JSON.stringify(_exhaustive)}`);
    }
  }
};

/** The order exists for its dealer and staff: paid, or on request. */
export const isLive = (state: SoftwareOrderState) => state.payment !== null && state.payment !== 'void';

/** Statuses that end an order unserved: what it was charged goes back to the dealer. */
export const REFUNDED_STATUSES = ['Cancel', 'Rejected'] as const;

/** What the dealer is owed back now: a paid order cancelled or rejected, not refunded yet. */
export const refundDue = (state: SoftwareOrderState): Cents =>
  state.status && (REFUNDED_STATUSES as readonly string[]).includes(state.status) ? Math.max(0, state.charged - state.refunded) : 0;
