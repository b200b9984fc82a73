import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { api } from '../providers/httpClient';
import type { CreditOrder, CreditOrderView, OfferBody, PaymentDraftPreview, PlaceOrderBody, PriceRow, PriceTable, TermsBody } from './types';

const path = (id: string) => encodeURIComponent(id);

/** Typed commands of the credit orders and price tables (CONTRACT.md "Credit orders"). */
export const creditOrderCommands = {
  getCreditOrder: (id: string) => api.get<CreditOrderView>(`/api/credit-order/view/${path(id)}`),
  getPaymentDraft: (credits: number, paymentMethod?: string, fromHouse = false) =>
    api.get<PaymentDraftPreview>(
      `/api/credit-order/payment-draft?${new URLSearchParams({ credits: String(credits), ...(paymentMethod ? { paymentMethod } : {}), ...(fromHouse ? { fromHouse: 'true' } : {}) })}`,
    ),
  placeCreditOrder: (body: PlaceOrderBody, key: string) => api.post<CreditOrder>('/api/credit-order', body, withIdempotencyKey(key)),
  offerCreditOrder: (body: OfferBody, key: string) => api.post<CreditOrder>('/api/credit-order/offer', body, withIdempotencyKey(key)),
  updateCreditOrder: (id: string, body: TermsBody, key: string) => api.put<CreditOrder>(`/api/credit-order/update/${path(id)}`, body, withIdempotencyKey(key)),
  acceptOffer: (id: string, key: string) => api.post<CreditOrder>(`/api/credit-order/accept-offer/${path(id)}`, {}, withIdempotencyKey(key)),
  notifyPayment: (id: string, body: { reference?: string | null }, key: string) =>
    api.post<CreditOrder>(`/api/credit-order/notify-payment/${path(id)}`, body, withIdempotencyKey(key)),
  confirmPayment: (id: string, body: { amount?: number | null; reference?: string | null }, key: string) =>
    api.post<CreditOrder>(`/api/credit-order/confirm-payment/${path(id)}`, body, withIdempotencyKey(key)),
  cancelCreditOrder: (id: string, body: { reason?: string | null }, key: string) =>
    api.post<CreditOrder>(`/api/credit-order/cancel/${path(id)}`, body, withIdempotencyKey(key)),
  startCheckout: (id: string, key: string) => api.post<{ url: string; sessionId: string }>(`/api/credit-order/checkout/${path(id)}`, {}, withIdempotencyKey(key)),
  /** The house's active bank details, for buyers paying it by bank transfer. */
  getPaymentDetails: () => api.get<{ name: string; details: string }[]>('/api/invoice-numeration/payment-details'),
  canBuySale: () => api.post<{ canBuy: boolean; canSale: boolean; sellerId: string | null }>('/api/invoice-numeration/can-buy-sale', {}),
  getBuyingPrices: () => api.get<{ priceList: PriceRow[]; sellerId: string }>('/api/credit-price-config/price'),
  getPriceTable: (userId: string | 'base') =>
    api.get<PriceTable>(userId === 'base' ? '/api/credit-price-config/base' : `/api/credit-price-config/index/${path(userId)}`),
  savePriceTable: (userId: string | 'base', priceList: PriceRow[], key: string) =>
    api.put<PriceTable>(userId === 'base' ? '/api/credit-price-config/base' : `/api/credit-price-config/index/${path(userId)}`, { priceList }, withIdempotencyKey(key)),
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
