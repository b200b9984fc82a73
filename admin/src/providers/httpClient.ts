import { fetchUtils, HttpError } from 'react-admin';
import { translatedHttpError } from '../shared/errors';
import { storage } from './storage';

// Every JSON call of a screen goes through the typed client (./apiClient.ts). What still calls the
// API without it, and why:
// - react-admin's lists and records (ra-data-simple-rest in dataProvider.ts): its own REST
//   convention (Content-Range, filter/range/sort as JSON) over `httpClient`, not a route each;
// - multipart uploads (company terms through `httpClient`; shared/postForm.ts, for upload progress)
//   and files answered as a Blob (shared/download.ts: PDFs, spreadsheets, order files): not JSON.

/**
 * fetchJson with the bearer token from local storage. The server's error codes are translated
 * here, so every notification and page shows them in the chosen language.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const token = storage.getToken();
  const user = token ? { authenticated: true, token: `Bearer ${token}` } : undefined;
  try {
    return await fetchUtils.fetchJson(url, { ...options, user });
  } catch (error) {
    if (error instanceof HttpError) {
      throw translatedHttpError(error);
    }
    throw error;
  }
};
