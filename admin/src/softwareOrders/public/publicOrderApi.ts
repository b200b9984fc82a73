import { fetchFile } from '../../shared/download';
import { answered, apiClient, publicClient } from '../../providers/apiClient';
import type { OverviewRole } from './types';

const part = encodeURIComponent;

/** The public order links (no token: the order's public id is the permission). CONTRACT.md "Software orders: public links". */
export const publicOrderApi = {
  getCertificate: (publicId: string) => answered(publicClient.GET('/api/public/cert/{publicId}', { params: { path: { publicId } } })),
  /** The URL a browser opens to show the certificate inline and print it from its PDF viewer. */
  printableCertificateUrl: (publicId: string) => `/api/public/cert/${part(publicId)}/pdf?print=1`,
  getCertificatePdf: (publicId: string, print = false) => fetchFile(`/api/public/cert/${part(publicId)}/pdf${print ? '?print=1' : ''}`, null),
  /** `key`: the administration's overview link carries one (the dealer's does not). */
  getOverviewPdf: (publicId: string, role: OverviewRole, key: string | null) =>
    fetchFile(`/api/public/overview/${part(publicId)}/${part(role)}/pdf${key ? `?key=${part(key)}` : ''}`, null),
  getTracking: (number: string, key: string) => answered(publicClient.GET('/api/public/orders/{number}', { params: { path: { number }, query: { key } } })),
  /** A signed-in reader of the order opens it by its number alone (with the order's id). */
  getOwnTracking: (number: string) => answered(apiClient.GET('/api/order-software/tracking/{number}', { params: { path: { number } } })),
  getSampleCertificatePdf: (vehicleId: string) => fetchFile(`/api/public/dummy/${part(vehicleId)}/pdf`, null),
};
