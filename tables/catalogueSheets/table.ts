import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Json } from '../../database/column-types.js';
import type { ApplySummary } from './kind.js';

// One spreadsheet import (or dry run) and its progress, as the admin polls it.

export const IMPORT_STATUSES = ['parsing', 'checking', 'applying', 'done', 'rejected', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** While an import is in one of these, its worker is still going (or died with its process). */
export const RUNNING_STATUSES = ['parsing', 'checking', 'applying'] as const satisfies readonly ImportStatus[];

/** A problem as reported: `row` is the line in the spreadsheet (header = 1); 0 for the whole file. */
export type ImportProblem = { row: number; column?: string; code: string; params?: Record<string, string | number>; message: string };

export interface CatalogueImportsTable {
  id: Generated<string>;
  kind: string;
  file_name: string;
  actor_id: string | null;
  status: Generated<ImportStatus>;
  total: Generated<number>;
  processed: Generated<number>;
  problems: ColumnType<ImportProblem[], string | undefined, string>;
  problem_count: Generated<number>;
  summary: Json<ApplySummary | null>;
  dry_run: Generated<boolean>;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export type CatalogueImportRow = Selectable<CatalogueImportsTable>;

/** The checked rows of an import being applied (engine.ts): what a restart needs to finish it. */
export interface CatalogueImportRowsTable {
  job_id: string;
  /** 0-based index among the file's rows; chunks are applied in this order. */
  position: number;
  /** The row's line in the spreadsheet (header = 1), for problems found while applying. */
  line: number;
  row: Json<unknown>;
}
