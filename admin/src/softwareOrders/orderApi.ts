import { api } from '../providers/httpClient';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { fetchFile } from '../shared/download';
import type { CreateBody, QuoteBody } from './draft/draftBody';
import type { OrderReadRound, OrderSectionAnswer, Quote, SoftwareOrder, SoftwareOrderView, StockFiles, StockSearch, TunedVersion, UpgradeOrder, VinHistoryRow, WarrantyCaseStatus } from './types';

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
  // The calibrators' half (issue 10): take or assign, status without a message, deliver, corrected read, warranty.
  /** A Calibrator takes the order (409 ORDER_TAKEN when another has it); an Admin names the calibrator. */
  assignSoftwareOrder: (body: { id: string; calibratorId?: string }) => api.post<SoftwareOrder>('/api/order-software/assign', body),
  /** The status without a message to the dealer. */
  updateSoftwareOrderOnlyStatus: (body: { id: string; status: string }) => api.post<SoftwareOrder>('/api/order-software/update-only-status', body),
  deliverTunedFiles: (body: { id: string; files: { uploadId: string }[]; note?: string }) => api.post<SoftwareOrder>('/api/order-software/deliver', body),
  resubmitRead: (body: { id: string; files: { uploadId: string }[]; note?: string }) => api.post<SoftwareOrder>('/api/order-software/resubmit', body),
  getTunedVersions: (id: string) => api.get<TunedVersion[]>(`/api/files/tuned/${path(id)}`),
  getReadRounds: (id: string) => api.get<OrderReadRound[]>(`/api/files/reads/${path(id)}`),
  claimWarranty: (body: { orderId: string; reason: string }) => api.post<SoftwareOrder>('/api/warrants/create', body),
  updateWarrantyStatus: (body: { orderId: string; status: WarrantyCaseStatus }) => api.post<SoftwareOrder>('/api/warrants/update-status', body),
  refundWarranty: (body: { orderId: string; amount: number }) => api.post<SoftwareOrder>('/api/warrants/refund', body),
  /** The signed-in user's order section (null: every order type). */
  getOwnOrderSection: () => api.get<OrderSectionAnswer>('/api/user/find-order-software-section'),
};

/** react-admin resources of the order lists and their API paths (providers/resourcePaths.ts). */
export const SOFTWARE_ORDER_RESOURCES: Record<string, string> = {
  'software-orders': 'order-software/index',
};
