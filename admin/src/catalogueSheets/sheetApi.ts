import { fetchFile, saveBlob } from '../shared/download';
import { postForm } from '../shared/postForm';
import { api } from '../providers/httpClient';

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

/** Uploads with its progress (0..1); answers the new job's id. */
export const uploadSheet = async (file: File, kind: SheetKindName, dryRun: boolean, onProgress: (share: number) => void) => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('dryRun', String(dryRun));
  form.append('file', file);
  return (await postForm<{ id: string }>('/api/vehicles-file', form, { onProgress })).id;
};

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
