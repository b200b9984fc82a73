import { answered, apiClient, withIdempotencyKey } from '../providers/apiClient';
import type { PaymentMethod } from '../credit/constants';
import type { CreditOrderStatus, OfferBody, PlaceOrderBody, PriceRow, TermsBody } from './types';
import { USUAL_PURCHASES_COUNTED } from './buy/usualPurchase';

const byId = (id: string) => ({ path: { id } });
const keyed = (key: string) => withIdempotencyKey(key);

/** Typed commands of the credit orders and price tables (CONTRACT.md "Credit orders"). */
export const creditOrderCommands = {
  getCreditOrder: (id: string) => answered(apiClient.GET('/api/credit-order/view/{id}', { params: byId(id) })),
  getPaymentDraft: (credits: number, paymentMethod?: PaymentMethod, fromHouse = false) =>
    answered(apiClient.GET('/api/credit-order/payment-draft', { params: { query: { credits: String(credits), ...(paymentMethod ? { paymentMethod } : {}), ...(fromHouse ? { fromHouse: 'true' } : {}) } } })),
  /** The caller's last paid purchases, newest first: what it usually buys (buy/usualPurchase.ts). */
  getPaidPurchases: () =>
    answered(apiClient.GET('/api/credit-order/index', {
      params: { query: { filter: JSON.stringify({ status: 'Payment confirmed (admin)' satisfies CreditOrderStatus }), sort: JSON.stringify(['number', 'DESC']), range: JSON.stringify([0, USUAL_PURCHASES_COUNTED - 1]) } },
    })),
  placeCreditOrder: (body: PlaceOrderBody, key: string) => answered(apiClient.POST('/api/credit-order', { body, ...keyed(key) })),
  offerCreditOrder: (body: OfferBody, key: string) => answered(apiClient.POST('/api/credit-order/offer', { body, ...keyed(key) })),
  updateCreditOrder: (id: string, body: TermsBody, key: string) => answered(apiClient.PUT('/api/credit-order/update/{id}', { params: byId(id), body, ...keyed(key) })),
  acceptOffer: (id: string, key: string) => answered(apiClient.POST('/api/credit-order/accept-offer/{id}', { params: byId(id), ...keyed(key) })),
  notifyPayment: (id: string, body: { reference?: string | null }, key: string) =>
    answered(apiClient.POST('/api/credit-order/notify-payment/{id}', { params: byId(id), body, ...keyed(key) })),
  confirmPayment: (id: string, body: { amount?: number | null; reference?: string | null }, key: string) =>
    answered(apiClient.POST('/api/credit-order/confirm-payment/{id}', { params: byId(id), body, ...keyed(key) })),
  cancelCreditOrder: (id: string, body: { reason?: string | null }, key: string) =>
    answered(apiClient.POST('/api/credit-order/cancel/{id}', { params: byId(id), body, ...keyed(key) })),
  startCheckout: (id: string, key: string) => answered(apiClient.POST('/api/credit-order/checkout/{id}', { params: byId(id), ...keyed(key) })),
  /** The house's active bank details, for buyers paying it by bank transfer. */
  getPaymentDetails: () => answered(apiClient.GET('/api/invoice-numeration/payment-details')),
  canBuySale: () => answered(apiClient.POST('/api/invoice-numeration/can-buy-sale')),
  getBuyingPrices: () => answered(apiClient.GET('/api/credit-price-config/price')),
  getPriceTable: (userId: string | 'base') =>
    answered(userId === 'base' ? apiClient.GET('/api/credit-price-config/base') : apiClient.GET('/api/credit-price-config/index/{userId}', { params: { path: { userId } } })),
  savePriceTable: (userId: string | 'base', priceList: PriceRow[], key: string) =>
    answered(
      userId === 'base'
        ? apiClient.PUT('/api/credit-price-config/base', { body: { priceList }, ...keyed(key) })
        : apiClient.PUT('/api/credit-price-config/index/{userId}', { params: { path: { userId } }, body: { priceList }, ...keyed(key) }),
    ),
};

/** react-admin resources of the credit order lists and their API paths. */
export const CREDIT_ORDER_RESOURCES: Record<string, string> = {
  /** credit-order-history: the caller's purchases. */
  'credit-orders': 'credit-order/index',
  /** The orders a distributor or dealer sells to its sub-accounts. */
  'credit-sales': 'credit-order/index-distributor',
  /** Admin: every credit order and its payments. */
  'credit-payments': 'credit-payments',
};
