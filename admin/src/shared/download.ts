import { HttpError } from 'react-admin';
import { serverMessageKey } from '../i18n/serverMessages';
import { storage } from '../providers/storage';

/**
 * Fetches a file (CSV, PDF) with the bearer token and answers it as a Blob; fetchJson cannot, as
 * it reads JSON. Failures become HttpErrors with the server's text turned into a key, as elsewhere.
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
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const message = body?.message ?? response.statusText;
    throw new HttpError(serverMessageKey(message, response.status), response.status, body);
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
