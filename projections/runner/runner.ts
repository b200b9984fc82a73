import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type pg from 'pg';
import { START, comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '../../events/store/port.js';
import type { Db } from '../database/connect.js';
import { readCheckpoint, readCheckpoints, writeCheckpoint } from './checkpoints.js';
import { INLINE_SWEEP_MS, isInline, rebuildInline, sweepInline } from './inline.js';
import type { Projection } from './projection.js';

// Runs each projection in its own loop: one advisory lock per projection (so a projection runs in
// one instance only), catch-up from its checkpoint, then live follow. The checkpoint is written in
// the same transaction as the read-model change, so a crash never applies an event twice.

export const BATCH_SIZE = 500;
const IDLE_POLL_MS = 100;
const LOCK_RETRY_MS = 2_000;
/** Read-your-writes: how long a command response waits for its events to be projected. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 3_000;

export const advisoryLockKey = (name: string) => `projection:${name}`;

export type ProjectionRunner = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Wake the loops now (an append happened in this process). */
  nudge(): void;
  /**
   * Resolves true once the projections have passed `position`, false after the timeout. With
   * `eventTypes`, only the projections that fold one of those types are waited for.
   */
  waitFor(position: GlobalPosition, timeoutMs?: number, eventTypes?: readonly string[]): Promise<boolean>;
  positions(): Map<string, GlobalPosition>;
};

type Options = { store: EventStore; db: Db; pool: pg.Pool; projections: Projection[]; log?: (msg: string, err?: unknown) => void };

/** Fold one batch of events into one projection, checkpoint included, in one transaction. */
export const applyBatch = (db: Db, projection: Projection, events: RecordedEvent[]) =>
  db.transaction().execute(async (trx) => {
    const handled = events.filter((event) => projection.handles.includes(event.type));
    if (projection.evolveBatch && handled.length > 1) await projection.evolveBatch(trx, handled);
    else for (const event of handled) await projection.evolve(trx, event);
    await writeCheckpoint(trx, projection.name, events[events.length - 1].position);
  });

export const createProjectionRunner = ({ store, db, pool, projections, log = () => undefined }: Options): ProjectionRunner => {
  const progress = new EventEmitter();
  progress.setMaxListeners(0);
  const positions = new Map<string, GlobalPosition>();
  const owned = new Set<string>();
  const wakers = new Set<() => void>();
  let stopping = false;
  const loops: Promise<void>[] = [];

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });

  const run = async (projection: Projection) => {
    let lockClient: pg.PoolClient | null = null;
    while (!stopping) {
      try {
        if (!lockClient) {
          lockClient = await pool.connect();
          // A held connection reports its own errors (e.g. the server shutting down on Ctrl-C).
          lockClient.on('error', (error) => log(`projection ${projection.name} lost its connection`, error));
        }
        const { rows } = await lockClient.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [advisoryLockKey(projection.name)]);
        if (!rows[0].locked) {
          await sleep(LOCK_RETRY_MS); // another instance runs it; waitFor reads its checkpoint from the table
          continue;
        }
        owned.add(projection.name);
        let position = await readCheckpoint(db, projection.name);
        positions.set(projection.name, position);
        while (!stopping) {
          const batch = await store.readAll(position, BATCH_SIZE);
          if (batch.length > 0) {
            await applyBatch(db, projection, batch);
            position = batch[batch.length - 1].position;
            positions.set(projection.name, position);
            progress.emit('advanced');
          }
          if (batch.length < BATCH_SIZE) await sleep(IDLE_POLL_MS);
        }
      } catch (error) {
        log(`projection ${projection.name} failed; retrying`, error);
        owned.delete(projection.name);
        lockClient?.release(true); // a broken connection also drops its lock
        lockClient = null;
        if (!stopping) await sleep(LOCK_RETRY_MS);
      }
    }
    if (lockClient) {
      await lockClient.query('SELECT pg_advisory_unlock(hashtext($1))', [advisoryLockKey(projection.name)]).catch(() => undefined);
      lockClient.release();
    }
    owned.delete(projection.name);
  };

  /** An inline projection is folded by the appends; this only folds what was appended around them. */
  const sweep = async (projection: Projection) => {
    while (!stopping) {
      await sweepInline(db, projection).catch((error) => log(`inline projection ${projection.name} could not catch up; retrying`, error));
      await sleep(INLINE_SWEEP_MS);
    }
  };

  const reached = async (target: GlobalPosition, relevant: Projection[]): Promise<boolean> => {
    const remote = relevant.filter((p) => !owned.has(p.name)).map((p) => p.name);
    const stored = remote.length ? await readCheckpoints(db, remote) : new Map<string, GlobalPosition>();
    return relevant.every((p) => {
      const at = owned.has(p.name) ? positions.get(p.name) : stored.get(p.name);
      return at !== undefined && comparePositions(at, target) >= 0;
    });
  };

  const nudge = () => [...wakers].forEach((wake) => wake());

  return {
    start: async () => {
      stopping = false;
      for (const projection of projections) loops.push(isInline(store, projection) ? sweep(projection) : run(projection));
    },
    stop: async () => {
      stopping = true;
      nudge();
      await Promise.all(loops.splice(0));
    },
    nudge,
    waitFor: async (position, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS, eventTypes) => {
      // Inline projections were folded in the append's transaction: nothing to wait for.
      const relevant = (eventTypes ? projections.filter((p) => p.handles.some((type) => eventTypes.includes(type))) : projections)
        .filter((p) => !isInline(store, p));
      if (relevant.length === 0) return true;
      nudge();
      const deadline = Date.now() + timeoutMs;
      while (!(await reached(position, relevant))) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(left, 50));
          function done() {
            clearTimeout(timer);
            progress.off('advanced', done);
            resolve();
          }
          progress.once('advanced', done);
        });
      }
      return true;
    },
    positions: () => new Map(positions),
  };
};

/** Truncate a projection's tables and replay it from the first event (npm run rebuild). */
export const rebuildProjection = async (
  options: { store: EventStore; db: Db; pool: pg.Pool; projection: Projection },
  onProgress: (done: number, position: GlobalPosition) => void = () => undefined,
): Promise<number> => {
  const { store, db, pool, projection } = options;
  if (isInline(store, projection)) return rebuildInline(db, projection, (done) => onProgress(done, START));
  const lock = await pool.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [advisoryLockKey(projection.name)]);
    if (!rows[0].locked) throw new Error(`Projection ${projection.name} is running in another process: stop the server before rebuilding it`);
    const head = await store.headPosition();
    await db.transaction().execute(async (trx) => {
      for (const table of projection.tables) await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(trx);
      await trx.deleteFrom('projection_checkpoints').where('name', '=', projection.name).execute();
    });
    let done = 0;
    let position = await readCheckpoint(db, projection.name);
    for (;;) {
      const batch = await store.readAll(position, BATCH_SIZE * 4);
      if (batch.length === 0) break;
      await applyBatch(db, projection, batch);
      position = batch[batch.length - 1].position;
      done += batch.length;
      onProgress(done, position);
      if (comparePositions(position, head) >= 0 && batch.length < BATCH_SIZE * 4) break;
    }
    return done;
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [advisoryLockKey(projection.name)]).catch(() => undefined);
    lock.release();
  }
};
