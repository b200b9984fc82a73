import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { applyStaged, ChunkRefused, dryRunChunks, stageRows, type StagedRow } from './apply.js';
import { duplicateOf } from './cells.js';
import { finishImport, setProgress } from './jobs.js';
import type { ApplySummary, RowProblem } from './kind.js';
import type { AnySheetKind } from './kinds.js';
import type { CatalogueImportRow, ImportProblem } from './table.js';

// The import engine, the same for every sheet kind: read the rows, parse each, check them all
// against the database, report every bad row, and only when the whole file is good apply it, in
// bounded chunks of short transactions that stay all or nothing for the user (apply.ts). A dry
// run applies each chunk and rolls it back, so its summary is what the real import would do.

/** A row of the uploaded sheet: its line number in the file (header = 1) and its cells as text. */
export type SheetRow = { number: number; cells: string[] };

export const PROBLEMS_KEPT = 1000;
export const IMPORT_PROBLEM_CODES = {
  tooManyRows: 'too_many_rows', noRows: 'no_rows', unreadable: 'file_type', failed: 'import_failed', missingColumns: 'columns_missing', duplicate: 'duplicate',
} as const;
/** A 10MB XLSX compresses far more rows than anyone imports at once; the parsed rows stay in memory until the check. */
export const MAX_IMPORT_ROWS = 100_000;
export const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: please split it`;
export const PROGRESS_EVERY = 1000;
export const NO_ROWS = 'The file has no rows to import';
export const UNREADABLE = 'The file type is not supported';
export const IMPORT_FAILED = 'The import failed; nothing was changed';
export const missingColumns = (columns: readonly string[]) => `The file must have the columns ${columns.join(', ')}`;

class Unreadable extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.message);
  }
}

/** A refusal of the shared reader (too many rows, an archive too big) keeps its code; anything else means not a spreadsheet. */
const readerProblem = (error: unknown): ImportProblem => {
  const e = error as { name?: string; code?: string; params?: Record<string, number>; message?: string };
  if (e?.name === 'SheetTooLarge' && e.code && e.message) return { row: 0, code: e.code, params: e.params, message: e.message };
  return { row: 0, code: IMPORT_PROBLEM_CODES.unreadable, message: UNREADABLE };
};

/** Errors of the file reader (not a spreadsheet after all) are told apart from the engine's own. */
async function* guarded(source: AsyncIterable<SheetRow>): AsyncGenerator<SheetRow> {
  try {
    yield* source;
  } catch (error) {
    throw new Unreadable(readerProblem(error));
  }
}

const isBlank = (row: SheetRow) => row.cells.every((c) => c.trim() === '');

/** Header texts to the kind's columns, case-insensitively; the columns a file lacks are a problem of row 1. */
const columnIndexes = (kind: AnySheetKind, header: SheetRow) => {
  const at = new Map(header.cells.map((text, index) => [text.trim().toLowerCase(), index] as const).reverse());
  const indexes = kind.columns.map((column) => at.get(column.toLowerCase()));
  const missing = kind.columns.filter((_, i) => indexes[i] === undefined);
  return { indexes, missing };
};

export type ImportRun = { db: Kysely<Database>; kind: AnySheetKind; jobId: string; actorId: string; dryRun: boolean; now: () => Date };

/** Held by the process running an import for its whole run: a starting instance fails only jobs nobody runs (jobs.ts). */
export const IMPORT_RUN_LOCK = sql`hashtext('catalogue_import_run')`;

/** Runs `work` holding the run lock on a connection of its own (a session lock: no transaction stays open). */
export const withRunLock = <T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> =>
  db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${IMPORT_RUN_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${IMPORT_RUN_LOCK})`.execute(connection);
    }
  });

export const runImport = (run: ImportRun, source: AsyncIterable<SheetRow>): Promise<CatalogueImportRow> => withRunLock(run.db, () => importRows(run, source));

const importRows = async (run: ImportRun, source: AsyncIterable<SheetRow>): Promise<CatalogueImportRow> => {
  const { db, kind, jobId } = run;
  // The first PROBLEMS_KEPT problems are kept for the report; all are counted.
  const problems: ImportProblem[] = [];
  let problemCount = 0;
  const report = (...found: ImportProblem[]) => {
    problemCount += found.length;
    problems.push(...found.slice(0, Math.max(0, PROBLEMS_KEPT - problems.length)));
  };
  const finish = (status: 'done' | 'rejected' | 'failed', summary: ApplySummary | null) => {
    problems.sort((a, b) => a.row - b.row);
    return finishImport(db, jobId, { status, problems, problemCount, summary, now: run.now() });
  };
  try {
    const rows: StagedRow[] = [];
    const firstByKey = new Map<string, number>();
    const reportedFirst = new Set<number>();
    let header: ReturnType<typeof columnIndexes> | undefined;
    let read = 0;
    for await (const line of guarded(source)) {
      if (isBlank(line)) continue;
      if (!header) {
        header = columnIndexes(kind, line);
        if (header.missing.length) {
          report({ row: line.number, code: IMPORT_PROBLEM_CODES.missingColumns, params: { columns: header.missing.join(', ') }, message: missingColumns(header.missing) });
          return await finish('rejected', null);
        }
        continue;
      }
      const cells = Object.fromEntries(kind.columns.map((column, i) => [column, (line.cells[header!.indexes[i]!] ?? '').trim()]));
      const parsed = kind.parse(cells);
      if ('problems' in parsed) report(...parsed.problems.map((p) => ({ row: line.number, ...p })));
      else {
        const key = kind.key(parsed.row);
        const first = firstByKey.get(key);
        if (first === undefined) firstByKey.set(key, line.number);
        else {
          if (!reportedFirst.has(first)) report({ row: first, code: IMPORT_PROBLEM_CODES.duplicate, params: { row: line.number }, message: duplicateOf(line.number) });
          reportedFirst.add(first);
          report({ row: line.number, code: IMPORT_PROBLEM_CODES.duplicate, params: { row: first }, message: duplicateOf(first) });
        }
        rows.push({ line: line.number, row: parsed.row });
      }
      read += 1;
      if (read > MAX_IMPORT_ROWS) {
        report({ row: line.number, code: IMPORT_PROBLEM_CODES.tooManyRows, params: { max: MAX_IMPORT_ROWS }, message: TOO_MANY_ROWS });
        return await finish('rejected', null);
      }
      if (read % PROGRESS_EVERY === 0) await setProgress(db, jobId, { processed: read });
    }
    if (read === 0) {
      report({ row: 0, code: IMPORT_PROBLEM_CODES.noRows, message: NO_ROWS });
      return await finish('rejected', null);
    }
    await setProgress(db, jobId, { status: 'checking', total: read, processed: read });
    // Every row is checked against the database before the first one is written.
    const found = kind.check ? await kind.check(db, rows.map((r) => r.row)) : new Map<number, RowProblem[]>();
    for (const [index, list] of found) report(...list.map((p) => ({ ...p, row: rows[index].line })));
    if (problemCount) return await finish('rejected', null);
    const apply = { db, kind, jobId, actorId: run.actorId, now: run.now };
    if (run.dryRun) {
      await setProgress(db, jobId, { status: 'applying', total: rows.length, processed: 0 });
      const summary = await dryRunChunks(apply, rows, (processed) => setProgress(db, jobId, { processed })).catch((error: unknown) => {
        if (!(error instanceof ChunkRefused)) throw error;
        report(...error.problems); // the catalogue changed since the check above
        return null;
      });
      return await finish(summary ? 'done' : 'rejected', summary);
    }
    await stageRows(db, jobId, rows);
    return await applyStaged(apply);
  } catch (error) {
    if (error instanceof Unreadable) {
      report(error.problem);
      return finish('rejected', null);
    }
    if ((error as { importJob?: unknown }).importJob) throw error; // applyStaged has said how far it got
    report({ row: 0, code: IMPORT_PROBLEM_CODES.failed, message: IMPORT_FAILED });
    const failed = await finish('failed', null);
    throw Object.assign(error as Error, { importJob: failed });
  }
};
