import type { Static } from 'typebox';
import type * as orders from '../../../api/routes/creditOrders/schemas';
import type { CreditOrderStatus } from '../../../events/creditOrders/events';
import type { PaymentMethod } from '../credit/constants';

export type { CreditOrderStatus };

/** A credit order (CONTRACT.md "Credit orders"): credits as numbers, money in EUR; the API's own schema. */
export type CreditOrder = Static<typeof orders.CreditOrderRecord>;

export type TimelineEventType =
  | 'CreditOrderOffered'
  | 'CreditOrderPlaced'
  | 'CreditOrderTermsChanged'
  | 'OfferAccepted'
  | 'PaymentNotified'
  | 'PaymentReceived'
  | 'PaymentConfirmed'
  | 'CreditOrderCancelled';

export interface TimelineEntry {
  id: string;
  type: TimelineEventType;
  at: string;
  actorId: string | null;
  amount?: number;
  reference?: string | null;
  provider?: string;
}

export interface CreditOrderView extends CreditOrder {
  timeline: TimelineEntry[];
}

/** GET /api/credit-order/payment-draft: the payment draft of spec section 3 plus the choices; the API's own schema. */
export type PaymentDraftPreview = Static<typeof orders.DraftReply>;

export interface PriceRow {
  credits: number;
  price: number;
}

export interface PriceTable {
  owner: string;
  priceList: PriceRow[];
  source: 'own' | 'base';
  updatedAt: string | null;
}

export interface PlaceOrderBody {
  credits: number;
  paymentMethod: PaymentMethod;
  description?: string | null;
  /** Buy from the portal instead of the selling parent (offered when the parent cannot deliver). */
  fromHouse?: boolean;
}

export interface OfferBody extends Omit<PlaceOrderBody, 'fromHouse'> {
  buyerId: string;
  price?: number | null;
}

export interface TermsBody {
  credits?: number;
  price?: number | null;
  paymentMethod?: PaymentMethod;
  description?: string | null;
}
