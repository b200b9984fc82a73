import type { GlobalPosition, RecordedEvent, Subscription } from './port.js';
import { createPause } from './pause.js';
import { backoffMs, defaultLog, describeEvent } from './retry.js';
import { WOKEN_IDLE_MS } from './wakeups.js';

// Catch-up then live follow over a pull-based feed. Idle, the loop sleeps until the store wakes it
// (an append by any process, or its safety poll: events/store/wakeups.ts). A failing handler is
// logged with its event and retried with back-off from that same event.

const BATCH_SIZE = 500;

type FollowOptions = {
  after: GlobalPosition;
  handler: (event: RecordedEvent) => Promise<void>;
  readAll: (after: GlobalPosition, limit: number) => Promise<RecordedEvent[]>;
  /** Registers the loop's wake-up with the store; answers its removal. */
  wake: (wake: () => void) => () => void;
  streamPrefixes?: string[];
  log?: (message: string, error?: unknown) => void;
};

export const followFeed = ({ after, handler, readAll, wake, streamPrefixes, log = defaultLog }: FollowOptions): Subscription => {
  let stopped = false;
  let position = after;
  const { sleep, wake: nudge } = createPause();
  const retry = createPause(); // a back-off ends early only to stop, not on every append
  const unsubscribe = wake(nudge);
  const wanted = (event: RecordedEvent) => !streamPrefixes || streamPrefixes.some((prefix) => event.stream.startsWith(prefix));

  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      let current: RecordedEvent | null = null;
      try {
        const batch = await readAll(position, BATCH_SIZE);
        for (const event of batch) {
          if (stopped) return;
          current = event;
          if (wanted(event)) await handler(event);
          position = event.position;
          failures = 0;
        }
        current = null;
        if (batch.length < BATCH_SIZE && !stopped) await sleep(WOKEN_IDLE_MS);
      } catch (error) {
        failures += 1;
        log(`subscription ${current ? `handler failed on ${describeEvent(current)}` : 'could not read the feed'} (attempt ${failures}); retrying in ${backoffMs(failures)} ms`, error);
        if (!stopped) await retry.sleep(backoffMs(failures));
      }
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      nudge();
      retry.wake();
      unsubscribe();
      await loop;
    },
  };
};
