import { createWakeFanout } from './pause.js';
import { positionToString, type GlobalPosition } from './port.js';

// How the followers of one store (projection loops, reactors, subscriptions) learn that events were
// appended, by this process or another: one listener per store and process (PostgreSQL LISTEN, an
// EventStoreDB subscription to $all) fans a wake-up out to every follower, which then reads the feed
// once. Idle, nothing reads: the followers sleep until woken.
//
// The safety poll: a notification can be lost (the listening connection drops, it is re-established)
// and on PostgreSQL an event committed behind an older transaction still running is not readable when
// its notification arrives (the feed shows only transactions older than every one still running). So
// the process also compares the feed's head with the last it saw every SAFETY_POLL_MS, one query
// for all its followers, and wakes them all when it moved: neither case stalls a read model longer.

/**
 * After a notification the head is also checked soon and then less often (from CHASE_FIRST_MS,
 * doubling up to CHASE_MAX_INTERVAL_MS, until CHASE_FOR_MS after the last one): the announced event may not be readable
 * yet behind an older transaction still running (on PostgreSQL transaction ids and snapshots span
 * the whole server, so a long transaction of any database holds it back). When it becomes readable
 * the head moves and the followers are woken again, without waiting for the safety poll.
 */
const CHASE_FIRST_MS = 50;
const CHASE_MAX_INTERVAL_MS = 500;
const CHASE_FOR_MS = 60_000;

/** How often a process checks the feed's head for events no notification announced. */
export const SAFETY_POLL_MS = 2_000;
/** An idle follower of a store that wakes it still reads this often on its own (the last resort). */
export const WOKEN_IDLE_MS = 60_000;
/** An idle follower of a store that cannot wake it (a stand-in in a test) reads this often. */
export const IDLE_POLL_MS = 100;

/** How long an idle follower of `store` sleeps before it reads the feed again unless woken. */
export const idleWaitMs = (store: { onAppended?: unknown }) => (store.onAppended ? WOKEN_IDLE_MS : IDLE_POLL_MS);

/** Tells `wake` of every append it hears of (and once after it heard nothing for a while); stops on `stop`. */
export type AppendListener = (wake: () => void) => { stop(): Promise<void> };

export type AppendWakeups = {
  /** Calls `wake` whenever events may have been appended; answers its removal. Starts listening on first use. */
  onAppended(wake: () => void): () => void;
  close(): Promise<void>;
};

export type WakeupOptions = {
  listen: AppendListener;
  headPosition: () => Promise<GlobalPosition>;
  /** SAFETY_POLL_MS unless a test makes it long, to show that the notifications alone wake the followers. */
  safetyPollMs?: number;
};

export const createAppendWakeups = ({ listen, headPosition, safetyPollMs = SAFETY_POLL_MS }: WakeupOptions): AppendWakeups => {
  const fanout = createWakeFanout();
  let listener: { stop(): Promise<void> } | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastHead: string | null = null;
  let checking = false;
  let closed = false;

  let chaseUntil = 0;
  let chaseTimer: ReturnType<typeof setTimeout> | undefined;
  /** One chase at a time: a notification during one only extends it. */
  let chasing = false;

  /** Wakes every follower when the head moved since the last check; answers whether it did. */
  const checkHead = async (): Promise<boolean> => {
    if (checking) return false;
    checking = true;
    try {
      const head = positionToString(await headPosition());
      const moved = lastHead !== null && head !== lastHead;
      if (moved) fanout.wakeAll();
      lastHead = head;
      return moved;
    } catch {
      // The store is unreachable: the followers' own reads fail and retry with back-off.
      return false;
    } finally {
      checking = false;
    }
  };

  const chase = (delayMs: number) => {
    chasing = true;
    chaseTimer = setTimeout(async () => {
      // The head moving does not end the chase: it may show an earlier event than the last announced.
      await checkHead();
      if (closed || Date.now() > chaseUntil) {
        chasing = false;
        return;
      }
      chase(Math.min(delayMs * 2, CHASE_MAX_INTERVAL_MS));
    }, delayMs);
    chaseTimer.unref();
  };

  /** A notification: wake the followers now, and again once the head shows what was announced. */
  const notified = () => {
    fanout.wakeAll();
    chaseUntil = Date.now() + CHASE_FOR_MS;
    if (!chasing) chase(CHASE_FIRST_MS);
  };

  const start = () => {
    if (listener || closed) return;
    listener = listen(notified);
    timer = setInterval(() => void checkHead(), safetyPollMs);
    timer.unref();
    void checkHead();
  };

  return {
    onAppended: (wake) => {
      start();
      return fanout.add(wake);
    },
    close: async () => {
      closed = true;
      clearInterval(timer);
      clearTimeout(chaseTimer);
      await listener?.stop();
      listener = null;
    },
  };
};
