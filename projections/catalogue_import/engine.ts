import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { duplicateOf } from './cells.js';
import { finishImport, setProgress } from './jobs.js';
import type { ApplySummary, RowProblem } from './kind.js';
import type { AnySheetKind } from './kinds.js';
import type { CatalogueImportRow, ImportProblem } from './table.js';

// The import engine, the same for every sheet kind: read the rows, parse each, report every bad
// row, and only when the whole file is good apply it in ONE transaction (all or nothing). A dry
// run applies and rolls back, so its summary is what the real import would do.

/** A row of the uploaded sheet: its line number in the file (header = 1) and its cells as text. */
export type SheetRow = { number: number; cells: string[] };

export const PROBLEMS_KEPT = 1000;
/** A 10MB XLSX compresses far more rows than anyone imports at once; the parsed rows stay in memory until the check. */
export const MAX_IMPORT_ROWS = 100_000;
export const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: please split it`;
export const PROGRESS_EVERY = 1000;
export const NO_ROWS = 'The file has no rows to import';
export const UNREADABLE = 'The file type is not supported';
export const IMPORT_FAILED = 'The import failed; nothing was changed';
export const missingColumns = (columns: readonly string[]) => `The file must have the columns ${columns.join(', ')}`;

class Unreadable extends Error {}
class DryRunDone extends Error {
  constructor(readonly summary: ApplySummary) {
    super('dry run');
  }
}

/** Errors of the file reader (not a spreadsheet after all) are told apart from the engine's own. */
async function* guarded(source: AsyncIterable<SheetRow>): AsyncGenerator<SheetRow> {
  try {
    yield* source;
  } catch (error) {
    throw new Unreadable(String(error));
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

export const runImport = (run: ImportRun, source: AsyncIterable<SheetRow>): Promise<CatalogueImportRow> =>
  run.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${IMPORT_RUN_LOCK})`.execute(connection);
    try {
      return await importRows(run, source);
    } finally {
      await sql`SELECT pg_advisory_unlock(${IMPORT_RUN_LOCK})`.execute(connection);
    }
  });

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
    const rows: unknown[] = [];
    const numbers: number[] = [];
    const firstByKey = new Map<string, number>();
    const reportedFirst = new Set<number>();
    let header: ReturnType<typeof columnIndexes> | undefined;
    let read = 0;
    for await (const line of guarded(source)) {
      if (isBlank(line)) continue;
      if (!header) {
        header = columnIndexes(kind, line);
        if (header.missing.length) {
          report({ row: line.number, message: missingColumns(header.missing) });
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
          if (!reportedFirst.has(first)) report({ row: first, message: duplicateOf(line.number) });
          reportedFirst.add(first);
          report({ row: line.number, message: duplicateOf(first) });
        }
        rows.push(parsed.row);
        numbers.push(line.number);
      }
      read += 1;
      if (read > MAX_IMPORT_ROWS) {
        report({ row: line.number, message: TOO_MANY_ROWS });
        return await finish('rejected', null);
      }
      if (read % PROGRESS_EVERY === 0) await setProgress(db, jobId, { processed: read });
    }
    if (read === 0) {
      report({ row: 0, message: NO_ROWS });
      return await finish('rejected', null);
    }
    await setProgress(db, jobId, { status: 'checking', total: read, processed: read });
    const now = run.now();
    // Check and apply in one transaction, one import at a time, so what was checked is what gets written.
    const summary = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('catalogue_import'))`.execute(trx);
      const found = kind.check ? await kind.check(trx, rows) : new Map<number, RowProblem[]>();
      for (const [index, list] of found) report(...list.map((p) => ({ ...p, row: numbers[index] })));
      if (problemCount) return null;
      await setProgress(db, jobId, { status: 'applying', total: rows.length, processed: 0 });
      const total: ApplySummary = { created: 0, updated: 0, unchanged: 0 };
      for (let i = 0; i < rows.length; i += PROGRESS_EVERY) {
        const part = await kind.apply(trx, rows.slice(i, i + PROGRESS_EVERY), run.actorId, now);
        total.created += part.created;
        total.updated += part.updated;
        total.unchanged += part.unchanged;
        await setProgress(db, jobId, { processed: Math.min(i + PROGRESS_EVERY, rows.length) });
      }
      if (run.dryRun) throw new DryRunDone(total);
      return total;
    }).catch((error: unknown) => {
      if (error instanceof DryRunDone) return error.summary;
      throw error;
    });
    return await finish(summary ? 'done' : 'rejected', summary);
  } catch (error) {
    if (error instanceof Unreadable) {
      report({ row: 0, message: UNREADABLE });
      return finish('rejected', null);
    }
    report({ row: 0, message: IMPORT_FAILED });
    const failed = await finish('failed', null);
    throw Object.assign(error as Error, { importJob: failed });
  }
};
