import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';

/**
 * One problem of one row; `column` is the header text when one cell is at fault. `code` and
 * `params` are stable for the admin to translate; `message` is the English text.
 */
export type RowProblem = { column?: string; code: string; params?: Record<string, string | number>; message: string };
export type ApplySummary = { created: number; updated: number; unchanged: number };
/** Changed at or after `start` and before `end` (api/http/date-range.ts: the day after the end day). */
export type ExportRange = { start?: Date; end?: Date };
export type ExportRow = Record<string, string | number | null>;

/** A spreadsheet the Admin can import and export; the export's columns are the import's (a round trip changes nothing). */
export interface SheetKind<Row> {
  name: 'vehicles' | 'prices' | 'price-config';
  /** Header row, exact and in order; the export writes the same. */
  columns: readonly string[];
  /** Pure: the cells of one row (header → trimmed text, '' when empty) → a typed row or its problems. */
  parse(cells: Readonly<Record<string, string>>): { row: Row } | { problems: RowProblem[] };
  /** A row's identity; two rows of one file with the same key are both reported. */
  key(row: Row): string;
  /** Checks needing the database (e.g. an id that does not exist), after parsing; returns problems by row index. */
  check?(db: Kysely<Database>, rows: readonly Row[]): Promise<Map<number, RowProblem[]>>;
  /** Writes one chunk of rows inside the engine's transaction for it (apply.ts); audits each real change; leaves equal rows alone. */
  apply(trx: Transaction<Database>, rows: readonly Row[], actorId: string, now: Date): Promise<ApplySummary>;
  /** How many rows `exportRows` gives for the range (the export-data list's total). */
  countRows(db: Kysely<Database>, range: ExportRange): Promise<number>;
  /** The rows to export, changed (updated_at) within the range when given. */
  exportRows(db: Kysely<Database>, range: ExportRange): AsyncIterable<ExportRow>;
}
