import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { createPause, createWakeFanout } from '../../events/store/pause.js';
import { backoffMs, defaultLog, describeEvent } from '../../events/store/retry.js';
import { idleWaitMs } from '../../events/store/wakeups.js';
import { comparePositions, readPageOfTypes, type EventStore, type GlobalPosition, type RecordedEvent } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import { applyBatch } from './batch.js';
import { advanceCheckpoint, idleSleepMs, readCheckpoint, readCheckpoints, SKIPPED_CHECKPOINT_MS } from './checkpoints.js';
import { advisoryLockKey, tryAdvisoryLock, type HeldLock, type Log } from './lock.js';
import { INLINE_SWEEP_MS, isInline, sweepInline } from './inline.js';
import type { Projection } from './projection.js';

export { applyBatch } from './batch.js';
export { advisoryLockKey } from './lock.js';
export { rebuildProjection } from './rebuild.js';

// Runs each projection in its own loop: one advisory lock per projection (so a projection runs in
// one instance only), catch-up from its checkpoint, then live follow: idle, a loop sleeps until the
// store says events were appended (events/store/wakeups.ts) and reads once; it opens a transaction
// only when that read brought events it folds. The checkpoint is moved by
// compare-and-set in the same transaction as the read-model change, so neither a crash nor an
// instance that lost its lock without knowing ever folds an event twice (batch.ts).

export const BATCH_SIZE = 500;
/** While a command waits for its events, how often its projections read again though nobody woke them. */
const WAITED_READ_MS = 50;
const LOCK_RETRY_MS = 2_000;
/** Read-your-writes: how long a command response waits for its events to be projected. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 3_000;

export type ProjectionRunner = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Wake the loops now: they read the feed once. */
  nudge(): void;
  /**
   * Resolves true once the projections have passed `position`, false after the timeout. With
   * `eventTypes`, only the projections that fold one of those types are waited for, background
   * ones (projection.background) only with `{ background: true }`.
   */
  waitFor(position: GlobalPosition, timeoutMs?: number, eventTypes?: readonly string[], options?: { background?: boolean }): Promise<boolean>;
  positions(): Map<string, GlobalPosition>;
};

/** `pool`: where each loop takes the connection that holds its advisory lock (a pool of their own, api/services/create.ts). */
type Options = { store: EventStore; db: Db; pool: pg.Pool; projections: Projection[]; log?: Log };

export const createProjectionRunner = ({ store, db, pool, projections, log = defaultLog }: Options): ProjectionRunner => {
  const progress = new EventEmitter();
  progress.setMaxListeners(0);
  const positions = new Map<string, GlobalPosition>();
  const owned = new Set<string>();
  // One pause per loop, so a wake that comes while a loop is busy is kept for it (pause.ts). Its
  // back-off and its wait for another instance's lock end early only to stop, not on every append.
  const pauses = new Map(projections.map((projection) => [projection.name, createPause()] as const));
  const everyLoop = createWakeFanout();
  for (const pause of pauses.values()) everyLoop.add(pause.wake);
  const nudge = everyLoop.wakeAll;
  const retry = createPause();
  const idleMs = idleWaitMs(store);
  let stopping = false;
  let unsubscribe: () => void = () => undefined;
  const loops: Promise<void>[] = [];

  /** One batch's events, as a failure names them. */
  const described = (batch: RecordedEvent[]) => (batch.length ? `${batch.length} events, ${describeEvent(batch[0])} to ${describeEvent(batch[batch.length - 1])}` : 'no events');

  const run = async (projection: Projection) => {
    const { sleep } = pauses.get(projection.name)!;
    let failures = 0;
    while (!stopping) {
      let lock: HeldLock | null = null;
      let batch: RecordedEvent[] = [];
      try {
        lock = await tryAdvisoryLock(pool, advisoryLockKey(projection.name), log);
        if (!lock) {
          await retry.sleep(LOCK_RETRY_MS); // another instance runs it; waitFor reads its checkpoint from the table
          continue;
        }
        owned.add(projection.name);
        // `stored` is the checkpoint in the table; `position` may run ahead of it over events this
        // projection does not handle (SKIPPED_CHECKPOINT_MS says why that is safe).
        let stored = await readCheckpoint(db, projection.name);
        let position = stored;
        let storedAt = Date.now();
        positions.set(projection.name, position);
        while (!stopping) {
          batch = [];
          if (lock.lost) throw new Error(`projection ${projection.name} lost its lock`);
          // Only the events it folds travel and are parsed; the scan still passes every position.
          const page = await readPageOfTypes(store, position, BATCH_SIZE, projection.handles);
          batch = page.events;
          if (batch.length > 0) {
            await applyBatch(db, projection, stored, batch);
            stored = batch[batch.length - 1].position;
            storedAt = Date.now();
          }
          if (page.last) {
            position = page.last;
            positions.set(projection.name, position);
            progress.emit('advanced');
          }
          if (comparePositions(stored, position) < 0 && Date.now() - storedAt >= SKIPPED_CHECKPOINT_MS) {
            await advanceCheckpoint(db, projection.name, stored, position);
            stored = position;
            storedAt = Date.now();
          }
          failures = 0;
          if (page.scanned < BATCH_SIZE) await sleep(idleSleepMs(idleMs, comparePositions(stored, position) < 0, storedAt));
        }
      } catch (error) {
        failures += 1;
        owned.delete(projection.name);
        log(`projection ${projection.name} failed on ${described(batch)} (attempt ${failures}); retrying from its checkpoint`, error);
      } finally {
        await lock?.release().catch(() => undefined);
      }
      if (failures > 0 && !stopping) await retry.sleep(backoffMs(failures));
    }
    owned.delete(projection.name);
  };

  /** An inline projection is folded by the appends; this only folds what was appended around them. */
  const sweep = async (projection: Projection) => {
    const { sleep } = pauses.get(projection.name)!;
    while (!stopping) {
      await sweepInline(db, projection).catch((error) => log(`inline projection ${projection.name} could not catch up; retrying`, error));
      await sleep(store.onAppended ? idleMs : INLINE_SWEEP_MS);
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


  return {
    start: async () => {
      stopping = false;
      unsubscribe = store.onAppended?.(nudge) ?? unsubscribe;
      for (const projection of projections) loops.push(isInline(store, projection) ? sweep(projection) : run(projection));
    },
    stop: async () => {
      stopping = true;
      unsubscribe();
      nudge();
      retry.wake();
      await Promise.all(loops.splice(0));
    },
    nudge,
    waitFor: async (position, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS, eventTypes, options = {}) => {
      // Inline projections were folded in the append's transaction: nothing to wait for. A command's
      // wait (by event types) leaves the background ones (the notifications) out unless asked; a wait
      // for everything (no types) includes them.
      const relevant = (eventTypes ? projections.filter((p) => p.handles.some((type) => eventTypes.includes(type))) : projections)
        .filter((p) => !isInline(store, p) && (!eventTypes || options.background || !p.background));
      if (relevant.length === 0) return true;
      // Read again now, and every WAITED_READ_MS while waiting: the notification of these events may
      // have come while they were still held back behind an older transaction (wakeups.ts).
      const readAgain = () => relevant.forEach((p) => pauses.get(p.name)?.wake());
      readAgain();
      const deadline = Date.now() + timeoutMs;
      while (!(await reached(position, relevant))) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            readAgain();
            done();
          }, Math.min(left, WAITED_READ_MS));
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
