import type { Static } from 'typebox';
import type * as orders from '../../../api/routes/creditOrders/schemas';
import type { CreditOrderStatus } from '../../../events/creditOrders/events';
import type { PaymentMethod } from '../credit/constants';
import type { ApiAnswer } from '../providers/apiTypes';

export type { CreditOrderStatus };

/** A credit order (CONTRACT.md "Credit orders"): credits as numbers, money in EUR; the API's own schema. */
export type CreditOrder = Static<typeof orders.CreditOrderRecord>;

/** GET /api/credit-order/view/:id: the order with its timeline. */
export type CreditOrderView = ApiAnswer<'/api/credit-order/view/{id}'>;
export type TimelineEntry = CreditOrderView['timeline'][number];
export type TimelineEventType = TimelineEntry['type'];

/** GET /api/credit-order/payment-draft: the payment draft of spec section 3 plus the choices; the API's own schema. */
export type PaymentDraftPreview = Static<typeof orders.DraftReply>;

/** A credit price table (GET/PUT credit-price-config/index/:userId and /base). */
export type PriceTable = ApiAnswer<'/api/credit-price-config/base'>;
export type PriceRow = PriceTable['priceList'][number];

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
