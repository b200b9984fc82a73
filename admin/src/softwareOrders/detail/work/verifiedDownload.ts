import { HttpError } from 'react-admin';
import { storage } from '../../../providers/storage';
import { errorBodyText } from '../../../shared/errors';

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
    throw new HttpError(errorBodyText(body, response.status, response.statusText), response.status, body);
  }
  const bytes = await response.arrayBuffer();
  const sha256 = hex(await crypto.subtle.digest('SHA-256', bytes));
  const announced = response.headers.get('X-Content-SHA256');
  return { blob: new Blob([bytes], { type: 'application/octet-stream' }), sha256, verified: sha256 === expected && (announced === null || announced === sha256) };
};
