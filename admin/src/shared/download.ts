import { REQUEST_ID_HEADER, responseError } from './errors';
import { storage } from '../providers/storage';

/**
 * Fetches a file (CSV, PDF) with the bearer token and answers it as a Blob; fetchJson cannot, as
 * it reads JSON. Failures become HttpErrors with the server's code translated, as elsewhere.
 */
export const fetchFile = async (
  url: string,
  bearer: string | null = storage.getToken(),
  request: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Blob> => {
  const headers: Record<string, string> = bearer ? { Authorization: `Bearer ${bearer}` } : {};
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  // 202: accepted but not ready (a read the encryption service is still decrypting): the body says why.
  if (!response.ok || response.status === 202) {
    const body: unknown = await response.json().catch(() => null);
    throw responseError(response.status, body, response.headers.get(REQUEST_ID_HEADER));
  }
  return response.blob();
};

/** Saves a Blob under a file name through a temporary link. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
};
