import { sql } from 'kysely';
import type pg from 'pg';
import { comparePositions, readPageOfTypes, START, type EventStore, type GlobalPosition } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import { applyBatch } from './batch.js';
import { advanceCheckpoint, resetCheckpoint } from './checkpoints.js';
import { isInline, rebuildInline } from './inline.js';
import { advisoryLockKey, tryAdvisoryLock, type Log } from './lock.js';
import type { Projection } from './projection.js';

/** Larger than the live runner's: a rebuild has the database to itself. */
const REBUILD_BATCH_SIZE = 2_000;

/**
 * Truncate a projection's tables and replay it from the first event (npm run rebuild). Safe
 * against a runner that lost its lock without knowing: the checkpoint goes back to START in the
 * truncating transaction, so that runner's next compare-and-set fails, and each batch of the
 * rebuild is itself a compare-and-set, so a runner that takes over a lost lock stops the rebuild
 * (it throws) rather than both folding.
 */
export const rebuildProjection = async (
  options: { store: EventStore; db: Db; pool: pg.Pool; projection: Projection; log?: Log },
  onProgress: (done: number, position: GlobalPosition) => void = () => undefined,
): Promise<number> => {
  const { store, db, pool, projection, log = () => undefined } = options;
  // An inline projection rebuilds in one transaction under its stream's lock (inline.ts).
  if (isInline(store, projection)) return rebuildInline(db, projection, (done) => onProgress(done, START));
  const lock = await tryAdvisoryLock(pool, advisoryLockKey(projection.name), log);
  if (!lock) throw new Error(`Projection ${projection.name} is running in another process: stop the server before rebuilding it`);
  try {
    const head = await store.headPosition();
    await db.transaction().execute(async (trx) => {
      for (const table of projection.tables) await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(trx);
      await resetCheckpoint(trx, projection.name);
    });
    // As the live runner reads: only the events it folds travel and are parsed (a model of a few
    // event types passes millions of others). `stored` is the checkpoint in the table, `position`
    // where the scan is; `done` counts the events scanned, handled or not.
    let done = 0;
    let stored = START;
    let position = START;
    for (;;) {
      if (lock.lost) throw new Error(`The rebuild of ${projection.name} lost its lock: run it again`);
      const page = await readPageOfTypes(store, position, REBUILD_BATCH_SIZE, projection.handles);
      if (page.scanned === 0 || !page.last) break;
      if (page.events.length > 0) {
        await applyBatch(db, projection, stored, page.events);
        stored = page.events[page.events.length - 1].position;
      }
      position = page.last;
      done += page.scanned;
      onProgress(done, position);
      if (comparePositions(position, head) >= 0 && page.scanned < REBUILD_BATCH_SIZE) break;
    }
    // The checkpoint ends where the scan did, as a full replay left it.
    if (comparePositions(stored, position) < 0) await advanceCheckpoint(db, projection.name, stored, position);
    // A rebuild leaves every row's earlier versions behind (a bucket updated batch after batch):
    // vacuumed now, the read model answers from its indexes at once rather than after autovacuum
    // (the reports' day ranges read 130,000 dead versions at the large size before it).
    for (const table of projection.tables) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
    return done;
  } finally {
    await lock.release();
  }
};
