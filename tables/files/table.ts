import type { Generated, Selectable } from 'kysely';
import type { OriginalFileKind } from '../../events/constants.js';

// Uploaded original reads (issue 9 "Files"): a plain table, one row per successful upload, never
// changed. The bytes live in the file store (api/services/files) under `sha256`.

export interface UploadedFilesTable {
  id: Generated<string>;
  sha256: string;
  /** Bytes of plaintext. */
  size: number;
  /** The file name the browser sent, at most 100 characters. */
  name: string;
  kind: OriginalFileKind;
  uploaded_by: string;
  created_at: Generated<Date>;
}

export type UploadedFileRow = Selectable<UploadedFilesTable>;
