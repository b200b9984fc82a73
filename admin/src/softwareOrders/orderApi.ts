import { api } from '../providers/httpClient';
import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { fetchFile } from '../shared/download';
import type { CreateBody, QuoteBody } from './draft/draftBody';
import type { Quote, SoftwareOrder, SoftwareOrderView } from './types';

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
};

/** react-admin resources of the order lists and their API paths (providers/resourcePaths.ts). */
export const SOFTWARE_ORDER_RESOURCES: Record<string, string> = {
  'software-orders': 'order-software/index',
};
