import type { Generated, Selectable } from 'kysely';

/** One download of an order's file (append-only). */
export interface FileDownloadsTable {
  id: Generated<string>;
  order_id: string;
  sha256: string;
  user_id: string;
  ip: string | null;
  at: Generated<Date>;
}

export type FileDownloadRow = Selectable<FileDownloadsTable>;
