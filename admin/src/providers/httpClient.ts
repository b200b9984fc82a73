import { fetchUtils, HttpError } from 'react-admin';
import { translatedHttpError } from '../shared/errors';
import { storage } from './storage';

export interface HttpOptions extends fetchUtils.Options {
  /** Bearer token to send instead of the stored one (the short-lived two-factor token). */
  bearer?: string | null;
}

// What still calls the API without the typed client (./apiClient.ts), and why:
// - react-admin's lists and records (ra-data-simple-rest in dataProvider.ts): its own REST
//   convention (Content-Range, filter/range/sort as JSON) over `httpClient`, not a route each;
// - the reports (reports/ReportPage.tsx, reports/account/AccountReportPage.tsx): one screen over
//   six report routes, each read by its definition's parser, through `api.get`;
// - multipart uploads (company terms here; shared/postForm.ts, with upload progress) and files
//   answered as a Blob (shared/download.ts: PDFs, spreadsheets, order files): not JSON.

/**
 * fetchJson with the bearer token from local storage. The server's error codes are translated
 * here, so every notification and page shows them in the chosen language.
 */
export const httpClient = async (url: string, { bearer, ...options }: HttpOptions = {}) => {
  const token = bearer === undefined ? storage.getToken() : bearer;
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

const send =
  (method: 'POST' | 'PUT' | 'DELETE') =>
  async <T>(url: string, body?: unknown, options: HttpOptions = {}): Promise<T> => {
    const { json } = await httpClient(url, {
      ...options,
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return json as T;
  };

export const api = {
  get: async <T>(url: string, options: HttpOptions = {}): Promise<T> => (await httpClient(url, options)).json as T,
  post: send('POST'),
  put: send('PUT'),
  delete: send('DELETE'),
};
