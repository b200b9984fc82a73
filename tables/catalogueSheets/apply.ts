import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { finishImport, findImport } from './jobs.js';
import type { ApplySummary, RowProblem } from './kind.js';
import type { AnySheetKind } from './kinds.js';
import type { CatalogueImportRow, ImportProblem } from './table.js';

// Applying a checked import in bounded chunks, each its own short transaction. One long
// transaction would hold back pg_snapshot_xmin, and with it the global event feed that every
// read-your-writes wait of the portal reads (DESIGN.md, the PostgreSQL adapter).
//
// All or nothing for the user, across chunks: every row is checked before the first chunk; the
// checked rows are staged in catalogue_import_rows, and each chunk commits its writes together
// with the job's progress. A job shows `done` only after its last chunk. A crash mid-apply leaves
// the job `applying` with its staged rows: the next start finishes it from the next chunk
// (resumeInterruptedImports). A chunk that cannot be written (its rows no longer pass the database
// check because the catalogue changed since, or the database failed) is rolled back; the job fails
// and says how far it got (rows are written in file order), never `done`.

/** Rows per transaction: a few hundred milliseconds of work at most. */
export const APPLY_CHUNK = 1_000;
export const stoppedAfter = (written: number, total: number) =>
  `The import stopped after the first ${written} of ${total} rows were written: upload the rows after them again to finish it`;

export type ApplyRun = { db: Kysely<Database>; kind: AnySheetKind; jobId: string; actorId: string; now: () => Date };
export type StagedRow = { line: number; row: unknown };

const ZERO: ApplySummary = { created: 0, updated: 0, unchanged: 0 };
const add = (a: ApplySummary, b: ApplySummary): ApplySummary => ({ created: a.created + b.created, updated: a.updated + b.updated, unchanged: a.unchanged + b.unchanged });

/** Problems the database check found in a chunk, by the rows' lines in the sheet. */
export class ChunkRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super('chunk refused');
  }
}
class DryRunChunk extends Error {
  constructor(readonly summary: ApplySummary) {
    super('dry run');
  }
}

const problemsOf = (found: Map<number, RowProblem[]>, chunk: readonly StagedRow[]): ImportProblem[] =>
  [...found].flatMap(([index, list]) => list.map((p) => ({ ...p, row: chunk[index].line })));

/**
 * One chunk in one transaction: checked again against the catalogue as it is now, then written.
 * A real import commits its progress with the rows; a dry run rolls the chunk back.
 */
const applyChunk = (run: ApplyRun, chunk: readonly StagedRow[], progress: { processed: number; summary: ApplySummary } | null): Promise<ApplySummary> =>
  run.db.transaction().execute(async (trx) => {
    const rows = chunk.map((r) => r.row);
    const found = run.kind.check ? await run.kind.check(trx, rows) : new Map<number, RowProblem[]>();
    if (found.size) throw new ChunkRefused(problemsOf(found, chunk));
    const part = await run.kind.apply(trx, rows, run.actorId, run.now());
    if (!progress) throw new DryRunChunk(part);
    await trx.updateTable('catalogue_imports')
      .set({ processed: progress.processed + chunk.length, summary: JSON.stringify(add(progress.summary, part)) })
      .where('id', '=', run.jobId).execute();
    return part;
  }).catch((error: unknown) => {
    if (error instanceof DryRunChunk) return error.summary;
    throw error;
  });

/** A dry run: every chunk written and rolled back, so the summary is what the import would do. */
export const dryRunChunks = async (run: ApplyRun, rows: readonly StagedRow[], onProgress: (processed: number) => Promise<unknown>): Promise<ApplySummary> => {
  let summary = ZERO;
  for (let at = 0; at < rows.length; at += APPLY_CHUNK) {
    summary = add(summary, await applyChunk(run, rows.slice(at, at + APPLY_CHUNK), null));
    await onProgress(Math.min(at + APPLY_CHUNK, rows.length));
  }
  return summary;
};

/** Keeps the checked rows (in chunks, no long transaction), then marks the job `applying`. */
export const stageRows = async (db: Kysely<Database>, jobId: string, rows: readonly StagedRow[]) => {
  for (let at = 0; at < rows.length; at += APPLY_CHUNK) {
    const values = rows.slice(at, at + APPLY_CHUNK).map((r, i) => ({ job_id: jobId, position: at + i, line: r.line, row: JSON.stringify(r.row) }));
    await db.insertInto('catalogue_import_rows').values(values).execute();
  }
  await db.updateTable('catalogue_imports').set({ status: 'applying', total: rows.length, processed: 0, summary: JSON.stringify(ZERO) }).where('id', '=', jobId).execute();
};

/** Applies the next chunk of an `applying` job, its progress committed with it; false when none is left. */
export const applyNextChunk = async (run: ApplyRun): Promise<boolean> => {
  const job = await findImport(run.db, run.jobId);
  if (!job || job.status !== 'applying') throw new Error(`import ${run.jobId} is not being applied`);
  if (job.processed >= job.total) return false;
  const staged = await run.db.selectFrom('catalogue_import_rows').select(['line', 'row'])
    .where('job_id', '=', run.jobId).where('position', '>=', job.processed).where('position', '<', job.processed + APPLY_CHUNK)
    .orderBy('position').execute();
  if (!staged.length) throw new Error(`import ${run.jobId} lost its staged rows at ${job.processed}`);
  await applyChunk(run, staged, { processed: job.processed, summary: job.summary ?? ZERO });
  return true;
};

/**
 * Applies the staged rows of an `applying` job from where it stands (0 for a new import, the next
 * chunk after a crash), then marks it done and drops its staged rows. The caller holds the run lock.
 */
export const applyStaged = async (run: ApplyRun): Promise<CatalogueImportRow> => {
  let failure: unknown = null;
  try {
    while (await applyNextChunk(run));
  } catch (error) {
    failure = error;
  }
  await run.db.deleteFrom('catalogue_import_rows').where('job_id', '=', run.jobId).execute();
  const job = await findImport(run.db, run.jobId);
  if (!job) throw new Error(`import ${run.jobId} is gone`);
  const summary = job.summary ?? ZERO;
  if (!failure) return finishImport(run.db, run.jobId, { status: 'done', problems: [], problemCount: 0, summary, now: run.now() });
  const stopped = { row: 0, code: 'stopped_after', params: { written: job.processed, total: job.total }, message: stoppedAfter(job.processed, job.total) };
  const problems = [stopped, ...(failure instanceof ChunkRefused ? failure.problems : [])];
  const failed = await finishImport(run.db, run.jobId, { status: 'failed', problems, problemCount: problems.length, summary, now: run.now() });
  if (failure instanceof ChunkRefused) return failed;
  throw Object.assign(failure as Error, { importJob: failed });
};
