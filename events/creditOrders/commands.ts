import type { PaymentMethod } from '../constants.js';
import type { Actor } from '../credit/commands.js';
import type { Cents } from '../credit/credits.js';
import type { PriceRow } from './pricing.js';
import type { PromotionBuyer, PromotionOffer } from '../promotions/apply.js';

// Commands carry every fact the decider needs: who acts, how the accounts relate, the price table
// that applies, the buyer's payment methods, the time and the event ids. `decide` stays pure.

type Base = { orderId: string; eventId: string; actor: Actor; at: string };

/** What the terms of an order are made from; the price comes from the table unless given. */
type TermsInput = {
  credits: Cents;
  /** An explicit price (EUR cents) set by the seller; null prices from `priceList`. */
  price: Cents | null;
  priceList: readonly PriceRow[];
  paymentMethod: PaymentMethod;
  /** The methods the buyer's country allows. */
  availableMethods: readonly PaymentMethod[];
  description: string | null;
  /**
   * The Sales CRM promotions that may apply to a table price (issue 14; the route loads them) and
   * the buyer's country; an explicit price is the seller's and gets none.
   */
  promotions?: readonly PromotionOffer[];
  buyerCountryId?: string | null;
};

/** A buyer orders credits from its seller (the selling parent, or the house) at the table's price. */
export type PlaceCreditOrder = Base & Omit<TermsInput, 'price'> & { type: 'PlaceCreditOrder'; buyerId: string; buyerCanBuy: boolean; sellerId: string };

/** A parent offers credits to one of its children (an administrator offers from the house). */
export type OfferCreditOrder = Base & TermsInput & {
  type: 'OfferCreditOrder';
  buyerId: string;
  buyerParentId: string | null;
  sellerId: string;
  sellerCanSale: boolean;
};

export type AcceptOffer = Base & { type: 'AcceptOffer' };

/** The seller changes credits, price, method or description while the order is an Offer or New. */
export type ChangeTerms = Base & TermsInput & { type: 'ChangeTerms' };

/** The buyer says it has paid (Payment confirmed customer). */
export type NotifyPayment = Base & { type: 'NotifyPayment'; reference: string | null };

/** Money arrived: recorded by the seller or an administrator, or by the payment provider. */
export type ReceivePayment = Base & {
  type: 'ReceivePayment';
  /** EUR cents; null means everything still due. */
  amount: Cents | null;
  reference: string | null;
  provider: 'manual' | 'stripe';
  /** Id of the PaymentConfirmed event when this payment completes the order. */
  confirmationEventId: string;
  /** The ledger movement that credits the buyer (derived from the order id). */
  movementId: string;
  /** Whether the seller holds the credits it sells right now (always true for the house). */
  sellerCanCover: boolean;
};

export type CancelCreditOrder = Base & { type: 'CancelCreditOrder'; reason: string | null };

export type CreditOrderCommand = PlaceCreditOrder | OfferCreditOrder | AcceptOffer | ChangeTerms | NotifyPayment | ReceivePayment | CancelCreditOrder;
