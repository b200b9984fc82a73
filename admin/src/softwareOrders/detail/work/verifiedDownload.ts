import { storage } from '../../../providers/storage';
import { REQUEST_ID_HEADER, responseError } from '../../../shared/errors';

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Downloads an order's file and checks it: the SHA-256 of the bytes received must equal the one the
 * server names (X-Content-SHA256) and the one the order lists, so a dealer never flashes another file.
 */
export const verifiedDownload = async (url: string, expected: string): Promise<{ blob: Blob; sha256: string; verified: boolean }> => {
  const token = storage.getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw responseError(response.status, body, response.headers.get(REQUEST_ID_HEADER));
  }
  const bytes = await response.arrayBuffer();
  const sha256 = hex(await crypto.subtle.digest('SHA-256', bytes));
  const announced = response.headers.get('X-Content-SHA256');
  return { blob: new Blob([bytes], { type: 'application/octet-stream' }), sha256, verified: sha256 === expected && (announced === null || announced === sha256) };
};
