import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import { applyStaged, stoppedAfter } from './apply.js';
import { withRunLock } from './engine.js';
import { findImport, finishImport, interruptedImports } from './jobs.js';
import { sheetKind } from './kinds.js';
import type { CatalogueImportRow } from './table.js';

/**
 * Finishes, one after the other, the imports a crash left half applied (apply.ts). Under the run
 * lock, each job is read again: another instance starting at the same time may have finished it.
 */
export const resumeInterruptedImports = async (db: Kysely<Database>, now: () => Date): Promise<CatalogueImportRow[]> => {
  const finished: CatalogueImportRow[] = [];
  for (const job of await interruptedImports(db)) {
    const kind = sheetKind(job.kind);
    // The audit rows need the importing admin: with the account deleted meanwhile, the job stops where it is.
    if (!kind || !job.actor_id) {
      await db.deleteFrom('catalogue_import_rows').where('job_id', '=', job.id).execute();
      const problems = [{ row: 0, code: 'stopped_after', params: { written: job.processed, total: job.total }, message: stoppedAfter(job.processed, job.total) }];
      finished.push(await finishImport(db, job.id, { status: 'failed', problems, problemCount: 1, summary: job.summary, now: now() }));
      continue;
    }
    const actorId = job.actor_id;
    const done = await withRunLock(db, async () => {
      const current = await findImport(db, job.id);
      return current?.status === 'applying' ? applyStaged({ db, kind, jobId: job.id, actorId, now }) : null;
    });
    if (done) finished.push(done);
  }
  return finished;
};
