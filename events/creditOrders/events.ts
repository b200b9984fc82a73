import type { PaymentMethod } from '../constants.js';
import type { Cents } from '../credit/credits.js';
import type { NewEvent } from '../store/port.js';

// A credit order (buying credits) is an aggregate with its own stream. Statuses are the spec's:
// Offer, New, Payment confirmed customer, Payment confirmed (admin), Partially paid, Cancelled.

export const creditOrderStream = (id: string) => `credit-order-${id}`;
export const CREDIT_ORDER_STREAM_PREFIX = 'credit-order-';

export const CREDIT_ORDER_STATUSES = ['Offer', 'New', 'Payment confirmed customer', 'Payment confirmed (admin)', 'Partially paid', 'Cancelled'] as const;
export type CreditOrderStatus = (typeof CREDIT_ORDER_STATUSES)[number];

/** Prices are in the base currency (EUR) cents; credits in hundredths of a credit. */
export type CreditOrderTerms = {
  orderId: string;
  buyerId: string;
  /** 'house' when the portal sells; otherwise the selling parent's user id. */
  sellerId: string;
  credits: Cents;
  price: Cents;
  paymentMethod: PaymentMethod;
  feePercent: number;
  fee: Cents;
  total: Cents;
  description: string | null;
  actorId: string;
  at: string;
  /**
   * The Sales CRM promotion (issue 14) that took `discount` off the table's `listPrice`; `price` is
   * what is left. Absent in orders recorded before promotions, and when none applied.
   */
  promotion?: CreditOrderPromotion | null;
};

export type CreditOrderPromotion = { promotionId: string; title: string; discountPercent: number; discount: Cents; listPrice: Cents };

export type CreditOrderEventData = {
  CreditOrderOffered: CreditOrderTerms;
  CreditOrderPlaced: CreditOrderTerms;
  CreditOrderTermsChanged: CreditOrderTerms;
  OfferAccepted: { orderId: string; actorId: string; at: string };
  PaymentNotified: { orderId: string; reference: string | null; actorId: string; at: string };
  PaymentReceived: { orderId: string; amount: Cents; reference: string | null; provider: 'manual' | 'stripe'; actorId: string | null; at: string };
  /** Fully paid: the ledger credits the buyer once (movement id derived from the order id). */
  PaymentConfirmed: { orderId: string; buyerId: string; sellerId: string; credits: Cents; movementId: string; actorId: string | null; at: string };
  CreditOrderCancelled: { orderId: string; reason: string | null; actorId: string; at: string };
};

export type CreditOrderEventType = keyof CreditOrderEventData;
export type CreditOrderEvent = { [T in CreditOrderEventType]: NewEvent<T, CreditOrderEventData[T]> }[CreditOrderEventType];
export const CREDIT_ORDER_EVENT_TYPES = [
  'CreditOrderOffered', 'CreditOrderPlaced', 'CreditOrderTermsChanged', 'OfferAccepted', 'PaymentNotified', 'PaymentReceived', 'PaymentConfirmed', 'CreditOrderCancelled',
] as const satisfies readonly CreditOrderEventType[];
