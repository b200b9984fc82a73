import { api } from '../providers/httpClient';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { fetchFile } from '../shared/download';
import type { CreateBody, QuoteBody } from './draft/draftBody';
import type { OrderSectionAnswer, Quote, SoftwareOrder, SoftwareOrderView, StockFiles, StockSearch, UpgradeOrder, VinHistoryRow } from './types';

const path = (id: string) => encodeURIComponent(id);

/** Typed commands of the software orders (spec section 7: order-software/*; api/CONTRACT.md). */
export const softwareOrderCommands = {
  quoteSoftwareOrder: (body: QuoteBody) => api.post<Quote>('/api/order-software/quote', body),
  /** Places and pays the order; the key makes a double click or a retry one order. */
  createSoftwareOrder: (body: CreateBody, idempotencyKey: string) =>
    api.post<SoftwareOrder>('/api/order-software/create', body, withIdempotencyKey(idempotencyKey)),
  getSoftwareOrder: (id: string) => api.get<SoftwareOrderView>(`/api/order-software/view/${path(id)}`),
  updateSoftwareOrderStatus: (body: { id: string; status: string; note?: string }) => api.post<SoftwareOrder>('/api/order-software/update-status', body),
  updateSoftwareOrderPrice: (body: { id: string; price: number }) => api.post<SoftwareOrder>('/api/order-software/update-price', body),
  /** One of the order's files; the server logs the download and names its SHA-256 (X-Content-SHA256). */
  downloadOrderFile: (id: string, sha256: string) => fetchFile(`/api/order-software/files/${path(id)}/${path(sha256)}`),
  /** The caller's previous orders of this car (those it may read), newest first. */
  findVinHistory: (vin: string) => api.post<VinHistoryRow[]>('/api/order-software/find-history-vin', { vin }),
  /** Those of them that are completed. */
  findCompletedVinOrders: (vin: string) => api.post<VinHistoryRow[]>('/api/order-software/find-order-completed-vin', { vin }),
  /** The previous order (any dealer's, or an imported one) that gives a new order of `type` for this car the upgrade discount. */
  findUpgradeOrder: (vin: string, type?: string) => api.post<{ order: UpgradeOrder | null }>('/api/order-software/find-history-to-upgrade', type ? { vin, type } : { vin }),
  /** The stock reads whose details match (files/find-files/{ECU|TCU}). */
  findStockFiles: (unit: 'ECU' | 'TCU', body: StockSearch) => api.post<StockFiles>(`/api/files/find-files/${unit}`, body),
  /** The signed-in user's order section (null: every order type). */
  getOwnOrderSection: () => api.get<OrderSectionAnswer>('/api/user/find-order-software-section'),
};

/** react-admin resources of the order lists and their API paths (providers/resourcePaths.ts). */
export const SOFTWARE_ORDER_RESOURCES: Record<string, string> = {
  'software-orders': 'order-software/index',
};
