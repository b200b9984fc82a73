import { fetchFile, saveBlob } from '../shared/download';
import { postForm } from '../shared/postForm';
import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer } from '../providers/apiTypes';

// The catalogue spreadsheet calls (CONTRACT.md "Catalogue spreadsheets").

export type SheetKindName = 'vehicles' | 'prices' | 'price-config';
export type ImportJob = ApiAnswer<'/api/vehicles-file/{id}'>;
export type ImportStatus = ImportJob['status'];
/** `code`/`params` translate under vehicle_database.messages; jobs from before codes have only the English message. */
export type ImportProblem = ImportJob['problems'][number];

export const isFinished = (job: ImportJob) => job.status === 'done' || job.status === 'rejected' || job.status === 'failed';

/** Uploads with its progress (0..1); answers the new job's id. */
export const uploadSheet = async (file: File, kind: SheetKindName, dryRun: boolean, onProgress: (share: number) => void) => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('dryRun', String(dryRun));
  form.append('file', file);
  return (await postForm<{ id: string }>('/api/vehicles-file', form, { onProgress })).id;
};

export const getImportJob = (id: string) => answered(apiClient.GET('/api/vehicles-file/{id}', { params: { path: { id } } }));

export type ExportDates = { start: string; end: string };

/** Downloads the kind's sheet, changed within the dates when given, as kind-YYYY-MM-DD.xlsx. */
export const downloadSheet = async (kind: SheetKindName, dates: ExportDates) => {
  const query = new URLSearchParams({ kind });
  if (dates.start) query.set('start', dates.start);
  if (dates.end) query.set('end', dates.end);
  const blob = await fetchFile(`/api/vehicles/download-excel?${query.toString()}`);
  saveBlob(blob, `${kind}-${new Date().toISOString().slice(0, 10)}.xlsx`);
};
