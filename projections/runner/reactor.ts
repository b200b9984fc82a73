import type pg from 'pg';
import { readPageOfTypes, type EventStore, type RecordedEvent, type Subscription } from '../../events/store/port.js';
import { createPause } from '../../events/store/pause.js';
import { backoffMs, defaultLog, describeEvent } from '../../events/store/retry.js';
import { idleWaitMs } from '../../events/store/wakeups.js';
import type { Db } from '../../database/connect.js';
import { advanceCheckpoint, idleSleepMs, readCheckpoint, SKIPPED_CHECKPOINT_MS } from './checkpoints.js';
import { advisoryLockKey, tryAdvisoryLock, type HeldLock, type Log } from './lock.js';

// A reactor turns events into effects outside the read models (a ledger credit, a mail). It runs
// once per deployment like a projection: under its own advisory lock, from its own checkpoint.
// The checkpoint moves (compare-and-set) only after the effect succeeded, so a crash in between
// repeats that effect: every reactor's effect must be idempotent (ids derived from the event),
// which also makes an instance that lost its lock without knowing harmless. A failing effect is
// logged with its event and retried with back-off, never skipped. Idle, it sleeps until the store
// says events were appended (events/store/wakeups.ts).

export type Reactor = {
  /** Names its checkpoint and its lock. */
  name: string;
  /** Event types it reacts to; the others only move its checkpoint. */
  handles: readonly string[];
  react(event: RecordedEvent): Promise<void>;
};

const BATCH_SIZE = 500;
const LOCK_RETRY_MS = 2_000;

/** `pool`: where the loop takes the connection that holds its advisory lock (a pool of their own, api/services/create.ts). */
type Options = { store: EventStore; db: Db; pool: pg.Pool; reactor: Reactor; log?: Log };

export const startReactor = ({ store, db, pool, reactor, log = defaultLog }: Options): Subscription => {
  let stopped = false;
  let failures = 0;
  const { sleep, wake } = createPause();
  // Back-off and the wait for another instance's lock end early only to stop, not on every append.
  const retry = createPause();
  const unsubscribe = store.onAppended?.(wake) ?? (() => undefined);
  const idleMs = idleWaitMs(store);
  const interrupted = (lock: HeldLock) => stopped || lock.lost;

  /** The effect, until it succeeds; answers false when stopped (or the lock lost) before that. */
  const react = async (event: RecordedEvent, lock: HeldLock): Promise<boolean> => {
    for (let attempt = 1; !interrupted(lock); attempt += 1) {
      try {
        await reactor.react(event);
        return true;
      } catch (error) {
        log(`reactor ${reactor.name} failed on ${describeEvent(event)} (attempt ${attempt}); retrying in ${backoffMs(attempt)} ms`, error);
        await retry.sleep(backoffMs(attempt));
      }
    }
    return false;
  };

  const follow = async (lock: HeldLock) => {
    let saved = await readCheckpoint(db, reactor.name);
    let position = saved;
    let savedAt = Date.now();
    const save = async () => {
      if (position === saved) return;
      await advanceCheckpoint(db, reactor.name, saved, position); // CheckpointMoved: another instance runs it
      saved = position;
      savedAt = Date.now();
    };
    while (!interrupted(lock)) {
      // Only the events it reacts to travel and are parsed; the scan still passes every position.
      const page = await readPageOfTypes(store, position, BATCH_SIZE, reactor.handles);
      for (const event of page.events) {
        if (!(await react(event, lock))) return;
        position = event.position;
        await save(); // right after the effect: a crash repeats this one event at most
      }
      if (page.last) position = page.last;
      // Past events it does not handle, the checkpoint is written now and then (SKIPPED_CHECKPOINT_MS).
      if (Date.now() - savedAt >= SKIPPED_CHECKPOINT_MS) await save();
      failures = 0;
      if (page.scanned < BATCH_SIZE) await sleep(idleSleepMs(idleMs, position !== saved, savedAt));
    }
  };

  const loop = (async () => {
    while (!stopped) {
      let lock: HeldLock | null = null;
      try {
        lock = await tryAdvisoryLock(pool, advisoryLockKey(reactor.name), log);
        if (lock) await follow(lock);
      } catch (error) {
        failures += 1;
        log(`reactor ${reactor.name} failed (attempt ${failures}); retrying from its checkpoint`, error);
      } finally {
        await lock?.release().catch(() => undefined);
      }
      if (!stopped) await retry.sleep(failures ? backoffMs(failures) : LOCK_RETRY_MS);
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      unsubscribe();
      wake();
      retry.wake();
      await loop;
    },
  };
};
