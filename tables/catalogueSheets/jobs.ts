import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { IMPORT_RUN_LOCK } from './engine.js';
import type { ApplySummary } from './kind.js';
import { RUNNING_STATUSES, type CatalogueImportRow, type ImportProblem, type ImportStatus } from './table.js';

// The catalogue_imports rows: one per upload, written outside the import's own transaction so the
// admin can follow it while it runs.

type Db = Kysely<Database>;

export const INTERRUPTED = 'The import was interrupted by a restart; nothing was changed. Please upload the file again';

export const createImportJob = (db: Db, job: { kind: string; fileName: string; actorId: string | null; dryRun: boolean }) =>
  db.insertInto('catalogue_imports')
    .values({ kind: job.kind, file_name: job.fileName, actor_id: job.actorId, dry_run: job.dryRun, summary: JSON.stringify(null) })
    .returningAll().executeTakeFirstOrThrow();

export const setProgress = (db: Db, id: string, progress: { status?: ImportStatus; total?: number; processed: number }) =>
  db.updateTable('catalogue_imports').set(progress).where('id', '=', id).execute();

export const finishImport = (db: Db, id: string, end: { status: 'done' | 'rejected' | 'failed'; problems: ImportProblem[]; problemCount: number; summary: ApplySummary | null; now: Date }) =>
  db.updateTable('catalogue_imports')
    .set({ status: end.status, problems: JSON.stringify(end.problems), problem_count: end.problemCount, summary: JSON.stringify(end.summary), finished_at: end.now })
    .where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const findImport = (db: Db, id: string): Promise<CatalogueImportRow | undefined> =>
  db.selectFrom('catalogue_imports').selectAll().where('id', '=', id).executeTakeFirst();

/** Newest first; the problems are left out of the list (the detail has them). */
export const listImports = async (db: Db, filter: { kind?: string }, page: { offset: number; limit: number; order: 'asc' | 'desc' }) => {
  let query = db.selectFrom('catalogue_imports');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', page.order).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

/**
 * At startup: a job still marked running whose run lock nobody holds belonged to a process that is
 * gone. One that was still reading or checking its file wrote nothing: it fails, saying so. One
 * that was applying its staged rows (apply.ts) is left `applying`, for resumeInterruptedImports
 * to finish. While another instance holds the lock (engine.ts IMPORT_RUN_LOCK), all are left alone.
 */
export const failInterruptedImports = (db: Db, now: Date) =>
  db.connection().execute(async (connection) => {
    const { rows } = await sql<{ free: boolean }>`SELECT pg_try_advisory_lock(${IMPORT_RUN_LOCK}) AS free`.execute(connection);
    if (!rows[0]?.free) return 0;
    try {
      const result = await connection.updateTable('catalogue_imports')
        .set({ status: 'failed', problems: JSON.stringify([{ row: 0, code: 'interrupted', message: INTERRUPTED }]), problem_count: 1, finished_at: now })
        .where('status', 'in', RUNNING_STATUSES)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('catalogue_import_rows').select('job_id').whereRef('catalogue_import_rows.job_id', '=', 'catalogue_imports.id').where('catalogue_imports.status', '=', 'applying'))))
        .executeTakeFirst();
      await connection.deleteFrom('catalogue_import_rows')
        .where('job_id', 'in', (eb) => eb.selectFrom('catalogue_imports').select('id').where('status', 'not in', RUNNING_STATUSES)).execute();
      return Number(result.numUpdatedRows);
    } finally {
      await sql`SELECT pg_advisory_unlock(${IMPORT_RUN_LOCK})`.execute(connection);
    }
  });

/** The imports a crash interrupted while applying: they have staged rows and are finished on restart. */
export const interruptedImports = (db: Db) =>
  db.selectFrom('catalogue_imports').selectAll().where('status', '=', 'applying')
    .where((eb) => eb.exists(eb.selectFrom('catalogue_import_rows').select('job_id').whereRef('catalogue_import_rows.job_id', '=', 'catalogue_imports.id')))
    .execute();
