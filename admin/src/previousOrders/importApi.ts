import { HttpError } from 'react-admin';
import { errorBodyText } from '../shared/errors';
import { storage } from '../providers/storage';
import type { ImportReport } from './types';

const IMPORT_URL = '/api/previous-orders/import';

/**
 * Uploads the sheet as multipart/form-data with XMLHttpRequest, which reports upload progress
 * (fetch does not); `onProgress` gets 0..1, then the server checks and writes the rows. Importing
 * is idempotent by the sheet's ids, so a retried upload changes nothing twice.
 */
const upload = (file: File, dryRun: boolean, onProgress: (share: number) => void) =>
  new Promise<ImportReport>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${IMPORT_URL}${dryRun ? '?dryRun=true' : ''}`);
    const token = storage.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as ImportReport);
      reject(new HttpError(errorBodyText(body, request.status, request.statusText), request.status, body));
    };
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });

/** Typed commands of the previous orders (Admin). */
export const previousOrderCommands = {
  importPreviousOrders: (file: File, dryRun: boolean, onProgress: (share: number) => void = () => undefined) => upload(file, dryRun, onProgress),
};
