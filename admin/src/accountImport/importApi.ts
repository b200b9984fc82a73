import { fetchFile } from '../shared/download';
import { postForm } from '../shared/postForm';
import type { ImportMode, ImportReport } from './types';

const IMPORT_URL = '/api/credit/account-import';

const query = (mode: ImportMode) => (mode === 'preview' ? '?dryRun=true' : mode === 'partial' ? '?apply=partial' : '?apply=all');

/** Uploads the file with its progress (0..1), then the server checks or applies the rows. */
const upload = (file: File, mode: ImportMode, idempotencyKey: string, onProgress: (share: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return postForm<ImportReport>(`${IMPORT_URL}${query(mode)}`, form, { headers: { 'Idempotency-Key': idempotencyKey }, onProgress });
};

/** Typed commands of the account import (Admin). */
export const importCommands = {
  importAccounts: (file: File, mode: ImportMode, idempotencyKey: string, onProgress: (share: number) => void = () => undefined) =>
    upload(file, mode, idempotencyKey, onProgress),
  getImportTemplate: () => fetchFile(`${IMPORT_URL}/template.csv`),
};
