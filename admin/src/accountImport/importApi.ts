import { HttpError } from 'react-admin';
import { fetchFile } from '../shared/download';
import { errorBodyText } from '../shared/errors';
import { storage } from '../providers/storage';
import type { ImportMode, ImportReport } from './types';

const IMPORT_URL = '/api/credit/account-import';

const query = (mode: ImportMode) => (mode === 'preview' ? '?dryRun=true' : mode === 'partial' ? '?apply=partial' : '?apply=all');

/**
 * Uploads the file as multipart/form-data with XMLHttpRequest, which reports upload progress
 * (fetch does not); `onProgress` gets 0..1, then the server checks or applies the rows.
 */
const upload = (file: File, mode: ImportMode, idempotencyKey: string, onProgress: (share: number) => void) =>
  new Promise<ImportReport>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${IMPORT_URL}${query(mode)}`);
    const token = storage.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Idempotency-Key', idempotencyKey);
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

/** Typed commands of the account import (Admin). */
export const importCommands = {
  importAccounts: (file: File, mode: ImportMode, idempotencyKey: string, onProgress: (share: number) => void = () => undefined) =>
    upload(file, mode, idempotencyKey, onProgress),
  getImportTemplate: () => fetchFile(`${IMPORT_URL}/template.csv`),
};
