import { postForm } from '../shared/postForm';
import type { ImportReport } from './types';

const IMPORT_URL = '/api/previous-orders/import';

/**
 * Uploads the sheet with its progress (0..1), then the server checks and writes the rows. Importing
 * is idempotent by the sheet's ids, so a retried upload changes nothing twice.
 */
const upload = (file: File, dryRun: boolean, onProgress: (share: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return postForm<ImportReport>(`${IMPORT_URL}${dryRun ? '?dryRun=true' : ''}`, form, { onProgress });
};

/** Typed commands of the previous orders (Admin). */
export const previousOrderCommands = {
  importPreviousOrders: (file: File, dryRun: boolean, onProgress: (share: number) => void = () => undefined) => upload(file, dryRun, onProgress),
};
