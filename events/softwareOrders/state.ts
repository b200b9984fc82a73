import type { Cents } from '../credit/credits.js';
import type { MoneyStep, SoftwareOrderEvent, SoftwareOrderPlacedData, WarrantyStatus } from './events.js';
import type { OrderStatus } from './statuses.js';
import { unreachable } from '../unreachable.js';

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
  /** Issue 10: who works on it, what was delivered, the rejection, the rounds of reads, the warranty. */
  calibratorId: string | null;
  versions: number;
  rejectionReason: string | null;
  /** 1, then 2, 3... after each corrected read. */
  round: number;
  warranty: { status: WarrantyStatus; reason: string } | null;
  /** Money steps made due and not moved yet (settle.ts moves them). */
  pending: MoneyStep[];
  /** What the distributor above holds of this order's profit (paid less reversed). */
  profitHeld: Cents;
};

export const initialSoftwareOrder = (): SoftwareOrderState => ({
  order: null, status: null, payment: null, price: null, charged: 0, refunded: 0, refusal: null,
  calibratorId: null, versions: 0, rejectionReason: null, round: 1, warranty: null, pending: [], profitHeld: 0,
});

/** A moved step's effect on what the dealer paid and what the distributor holds. */
const applyMoved = (state: SoftwareOrderState, money: MoneyStep): SoftwareOrderState => {
  switch (money.step) {
    case 'refundDifference':
    case 'warrantyRefund':
      return { ...state, refunded: state.refunded + money.amount };
    case 'chargeDifference':
    case 'chargeResubmission':
      return { ...state, charged: state.charged + money.amount };
    case 'payProfit':
      return { ...state, profitHeld: state.profitHeld + money.amount };
    case 'reverseProfit':
      return { ...state, profitHeld: state.profitHeld - money.amount };
  }
};

/** A refused charge undoes what made it due: the price raise, or the reopening by a corrected read. */
const undoRefused = (state: SoftwareOrderState, money: MoneyStep): SoftwareOrderState => {
  if (money.step === 'chargeDifference') return { ...state, price: (state.price ?? 0) - money.amount };
  if (money.step === 'chargeResubmission') return { ...state, status: 'Rejected' };
  return state;
};

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
      return { ...state, status: event.data.to, rejectionReason: event.data.to === 'Rejected' ? event.data.note : state.rejectionReason };
    case 'SoftwareOrderRefunded':
      return { ...state, refunded: state.refunded + event.data.amount };
    case 'SoftwareOrderAssigned':
      return { ...state, calibratorId: event.data.calibratorId };
    case 'TunedFileDelivered':
      return { ...state, versions: event.data.version };
    case 'SoftwareOrderResubmitted':
      return { ...state, round: event.data.round, status: 'New' };
    case 'SoftwareOrderRepriced':
      return { ...state, price: event.data.to };
    case 'WarrantyOpened':
      return { ...state, warranty: { status: 'NEW', reason: event.data.reason } };
    case 'WarrantyStatusChanged':
      return { ...state, warranty: state.warranty && { ...state.warranty, status: event.data.to } };
    case 'WarrantyRefundGranted':
      return state;
    case 'SoftwareOrderMoneyDue':
      return { ...state, pending: [...state.pending, event.data.money] };
    case 'SoftwareOrderMoneyMoved': {
      const money = state.pending.find((m) => m.movementId === event.data.movementId);
      if (!money) return state;
      return applyMoved({ ...state, pending: state.pending.filter((m) => m !== money) }, money);
    }
    case 'SoftwareOrderMoneyRefused': {
      const money = state.pending.find((m) => m.movementId === event.data.movementId);
      if (!money) return state;
      return undoRefused({ ...state, pending: state.pending.filter((m) => m !== money) }, money);
    }
    default:
      return unreachable('software order event', event);
  }
};

/** The order exists for its dealer and staff: paid, or on request. */
export const isLive = (state: SoftwareOrderState) => state.payment !== null && state.payment !== 'void';

/** Statuses that end an order unserved: what it was charged goes back to the dealer. */
export const REFUNDED_STATUSES = ['Cancel', 'Rejected'] as const;

/** What the dealer is owed back now: a paid order cancelled or rejected, not refunded yet (pending refunds count as given). */
export const refundDue = (state: SoftwareOrderState): Cents =>
  state.status && (REFUNDED_STATUSES as readonly string[]).includes(state.status) ? Math.max(0, netPaid(state) - pendingRefunds(state)) : 0;

/** What the dealer has paid for the order, net of what came back. */
export const netPaid = (state: SoftwareOrderState): Cents => state.charged - state.refunded;

/** Refunds made due and not moved yet. */
export const pendingRefunds = (state: SoftwareOrderState): Cents =>
  state.pending.filter((m) => m.step === 'refundDifference' || m.step === 'warrantyRefund').reduce((sum, m) => sum + m.amount, 0);

/** Statuses a calibrator works in: a tuned file may be delivered. */
export const WORK_STATUSES = ['New', 'TVS verification', 'In Process', 'Waiting for response', 'Datalogging', 'Waiting on feedback', 'Warranty'] as const;
