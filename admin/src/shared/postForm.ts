import { storage } from '../providers/storage';
import { REQUEST_ID_HEADER, responseError } from './errors';

/**
 * POSTs a multipart form with XMLHttpRequest, which reports upload progress (fetch does not):
 * `onProgress` gets 0..1. A 2xx answers the parsed body; anything else is an HttpError with the
 * server's code translated, as every other call of the admin.
 */
export const postForm = <T>(url: string, form: FormData, options: { headers?: Record<string, string>; onProgress?: (share: number) => void } = {}) =>
  new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    const token = storage.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      reject(responseError(request.status, body, request.getResponseHeader(REQUEST_ID_HEADER)));
    };
    request.send(form);
  });
