import { answered, apiClient, withIdempotencyKey } from '../providers/apiClient';
import { fetchFile } from '../shared/download';
import type { CreateBody, QuoteBody } from './draft/draftBody';
import type { OrderType } from '../../../events/constants';
import type { OrderStatus } from '../../../events/softwareOrders/statuses';
import type { StockSearch, WarrantyCaseStatus } from './types';

const path = (id: string) => encodeURIComponent(id);
const byId = (id: string) => ({ params: { path: { id } } });

/** Typed commands of the software orders (spec section 7: order-software/*; api/CONTRACT.md). */
export const softwareOrderCommands = {
  quoteSoftwareOrder: (body: QuoteBody) => answered(apiClient.POST('/api/order-software/quote', { body })),
  /** Places and pays the order; the key makes a double click or a retry one order. */
  createSoftwareOrder: (body: CreateBody, idempotencyKey: string) =>
    answered(apiClient.POST('/api/order-software/create', { body, ...withIdempotencyKey(idempotencyKey) })),
  getSoftwareOrder: (id: string) => answered(apiClient.GET('/api/order-software/view/{id}', byId(id))),
  updateSoftwareOrderStatus: (body: { id: string; status: OrderStatus; note?: string }) => answered(apiClient.POST('/api/order-software/update-status', { body })),
  updateSoftwareOrderPrice: (body: { id: string; price: number }) => answered(apiClient.POST('/api/order-software/update-price', { body })),
  /** One of the order's files; the server logs the download and names its SHA-256 (X-Content-SHA256). */
  downloadOrderFile: (id: string, sha256: string) => fetchFile(`/api/order-software/files/${path(id)}/${path(sha256)}`),
  /** The caller's previous orders of this car (those it may read), newest first. */
  findVinHistory: (vin: string) => answered(apiClient.POST('/api/order-software/find-history-vin', { body: { vin } })),
  /** Those of them that are completed. */
  findCompletedVinOrders: (vin: string) => answered(apiClient.POST('/api/order-software/find-order-completed-vin', { body: { vin } })),
  /** The previous order (any dealer's, or an imported one) that gives a new order of `type` for this car the upgrade discount. */
  findUpgradeOrder: (vin: string, type?: OrderType) => answered(apiClient.POST('/api/order-software/find-history-to-upgrade', { body: type ? { vin, type } : { vin } })),
  /** The stock reads whose details match (files/find-files/{ECU|TCU}). */
  findStockFiles: (unit: 'ECU' | 'TCU', body: StockSearch) => answered(apiClient.POST('/api/files/find-files/{unit}', { params: { path: { unit } }, body })),
  // The calibrators' half (issue 10): take or assign, status without a message, deliver, corrected read, warranty.
  /** A Calibrator takes the order (409 ORDER_TAKEN when another has it); an Admin names the calibrator. */
  assignSoftwareOrder: (body: { id: string; calibratorId?: string }) => answered(apiClient.POST('/api/order-software/assign', { body })),
  /** The status without a message to the dealer. */
  updateSoftwareOrderOnlyStatus: (body: { id: string; status: OrderStatus }) => answered(apiClient.POST('/api/order-software/update-only-status', { body })),
  deliverTunedFiles: (body: { id: string; files: { uploadId: string }[]; note?: string }) => answered(apiClient.POST('/api/order-software/deliver', { body })),
  resubmitRead: (body: { id: string; files: { uploadId: string }[]; note?: string }) => answered(apiClient.POST('/api/order-software/resubmit', { body })),
  getTunedVersions: (id: string) => answered(apiClient.GET('/api/files/tuned/{id}', byId(id))),
  getReadRounds: (id: string) => answered(apiClient.GET('/api/files/reads/{id}', byId(id))),
  claimWarranty: (body: { orderId: string; reason: string }) => answered(apiClient.POST('/api/warrants/create', { body })),
  updateWarrantyStatus: (body: { orderId: string; status: WarrantyCaseStatus }) => answered(apiClient.POST('/api/warrants/update-status', { body })),
  refundWarranty: (body: { orderId: string; amount: number }) => answered(apiClient.POST('/api/warrants/refund', { body })),
  /** The signed-in user's order section (null: every order type). */
  getOwnOrderSection: () => answered(apiClient.GET('/api/user/find-order-software-section')),
};

/** react-admin resources of the order lists and their API paths (providers/resourcePaths.ts). */
export const SOFTWARE_ORDER_RESOURCES: Record<string, string> = {
  'software-orders': 'order-software/index',
};
