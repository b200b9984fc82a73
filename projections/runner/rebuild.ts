import { sql } from 'kysely';
import type pg from 'pg';
import { comparePositions, START, type EventStore, type GlobalPosition } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import { applyBatch } from './batch.js';
import { resetCheckpoint } from './checkpoints.js';
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
    let done = 0;
    let position = START;
    for (;;) {
      if (lock.lost) throw new Error(`The rebuild of ${projection.name} lost its lock: run it again`);
      const batch = await store.readAll(position, REBUILD_BATCH_SIZE);
      if (batch.length === 0) break;
      await applyBatch(db, projection, position, batch);
      position = batch[batch.length - 1].position;
      done += batch.length;
      onProgress(done, position);
      if (comparePositions(position, head) >= 0 && batch.length < REBUILD_BATCH_SIZE) break;
    }
    return done;
  } finally {
    await lock.release();
  }
};
