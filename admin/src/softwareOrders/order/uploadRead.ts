import { HttpError } from 'react-admin';
import type { OriginalFileKind } from '../../../../events/constants';
import { storage } from '../../providers/storage';
import { errorBodyText } from '../../shared/errors';
import type { UploadAnswer } from '../types';

/**
 * POST /api/files/upload (multipart `kind` and `file`) with the upload's progress, which fetch
 * cannot report. A refusal becomes an HttpError with the server's code translated, as elsewhere.
 */
export const uploadRead = (kind: OriginalFileKind, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/files/upload');
    const token = storage.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 201) resolve(body as UploadAnswer);
      else reject(new HttpError(errorBodyText(body, request.status, request.statusText), request.status, body));
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.send(form);
  });
