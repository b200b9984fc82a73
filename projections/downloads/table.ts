import type { ColumnType, Selectable } from 'kysely';

/** Read model of the downloads sections, folded from the `download-section-<uuid>` streams. */
export interface DownloadSectionsTable {
  id: string;
  title_en: string;
  title_es: string | null;
  description_en: string | null;
  description_es: string | null;
  position: number;
  file_count: ColumnType<number, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/** One row per file a live section holds (a removed file's row is deleted). */
export interface DownloadFilesTable {
  file_id: string;
  section_id: string;
  sha256: string;
  size: ColumnType<string, number, number>;
  name: string;
  added_by: string;
  added_at: Date;
}

export type DownloadSectionRow = Selectable<DownloadSectionsTable>;
export type DownloadFileRow = Selectable<DownloadFilesTable>;
