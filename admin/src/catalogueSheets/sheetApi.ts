import { HttpError } from 'react-admin';
import { fetchFile, saveBlob } from '../shared/download';
import { errorBodyText } from '../shared/errors';
import { api } from '../providers/httpClient';
import { storage } from '../providers/storage';

// The catalogue spreadsheet calls (CONTRACT.md "Catalogue spreadsheets").

export type SheetKindName = 'vehicles' | 'prices' | 'price-config';
export type ImportStatus = 'parsing' | 'checking' | 'applying' | 'done' | 'rejected' | 'failed';
/** `code`/`params` translate under vehicle_database.messages; jobs from before codes have only the English message. */
export type ImportProblem = { row: number; column?: string; code?: string; params?: Record<string, string | number>; message: string };
export type ImportJob = {
  id: string;
  kind: SheetKindName;
  fileName: string;
  status: ImportStatus;
  dryRun: boolean;
  total: number;
  processed: number;
  problemCount: number;
  problems: ImportProblem[];
  summary: { created: number; updated: number; unchanged: number } | null;
  createdAt: string;
  finishedAt: string | null;
};

export const isFinished = (job: ImportJob) => job.status === 'done' || job.status === 'rejected' || job.status === 'failed';

/** Uploads with XMLHttpRequest, which reports upload progress (fetch does not); answers the new job's id. */
export const uploadSheet = (file: File, kind: SheetKindName, dryRun: boolean, onProgress: (share: number) => void) =>
  new Promise<string>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/vehicles-file');
    const token = storage.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.onload = () => {
      let body: { id?: string; message?: string } | null = null;
      try {
        body = JSON.parse(request.responseText) as { id?: string; message?: string };
      } catch {
        body = null;
      }
      if (request.status === 202 && body?.id) return resolve(body.id);
      reject(new HttpError(errorBodyText(body, request.status, request.statusText), request.status, body));
    };
    const form = new FormData();
    form.append('kind', kind);
    form.append('dryRun', String(dryRun));
    form.append('file', file);
    request.send(form);
  });

export const getImportJob = (id: string) => api.get<ImportJob>(`/api/vehicles-file/${encodeURIComponent(id)}`);

export type ExportDates = { start: string; end: string };

/** Downloads the kind's sheet, changed within the dates when given, as kind-YYYY-MM-DD.xlsx. */
export const downloadSheet = async (kind: SheetKindName, dates: ExportDates) => {
  const query = new URLSearchParams({ kind });
  if (dates.start) query.set('start', dates.start);
  if (dates.end) query.set('end', dates.end);
  const blob = await fetchFile(`/api/vehicles/download-excel?${query.toString()}`);
  saveBlob(blob, `${kind}-${new Date().toISOString().slice(0, 10)}.xlsx`);
};
