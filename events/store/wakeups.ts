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

  const checkHead = async () => {
    if (checking) return;
    checking = true;
    try {
      const head = positionToString(await headPosition());
      if (lastHead !== null && head !== lastHead) fanout.wakeAll();
      lastHead = head;
    } catch {
      // The store is unreachable: the followers' own reads fail and retry with back-off.
    } finally {
      checking = false;
    }
  };

  const start = () => {
    if (listener || closed) return;
    listener = listen(fanout.wakeAll);
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
      await listener?.stop();
      listener = null;
    },
  };
};
