import type { GlobalPosition, RecordedEvent, Subscription } from './port.js';
import { createPause } from './pause.js';
import { backoffMs, defaultLog, describeEvent } from './retry.js';

// Catch-up then live follow over a pull-based feed. A local append wakes the loop at once; the
// poll interval covers appends by other processes and events held back behind a slow transaction.
// A failing handler is logged with its event and retried with back-off from that same event.

const BATCH_SIZE = 500;
/** How often an idle follower looks for events appended by other processes. */
const IDLE_POLL_MS = 100;

type FollowOptions = {
  after: GlobalPosition;
  handler: (event: RecordedEvent) => Promise<void>;
  readAll: (after: GlobalPosition, limit: number) => Promise<RecordedEvent[]>;
  wake: (wake: () => void) => () => void;
  streamPrefixes?: string[];
  log?: (message: string, error?: unknown) => void;
};

export const followFeed = ({ after, handler, readAll, wake, streamPrefixes, log = defaultLog }: FollowOptions): Subscription => {
  let stopped = false;
  let position = after;
  const { sleep, wake: nudge } = createPause();
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
        if (batch.length < BATCH_SIZE && !stopped) await sleep(IDLE_POLL_MS);
      } catch (error) {
        failures += 1;
        log(`subscription ${current ? `handler failed on ${describeEvent(current)}` : 'could not read the feed'} (attempt ${failures}); retrying in ${backoffMs(failures)} ms`, error);
        if (!stopped) await sleep(backoffMs(failures));
      }
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      nudge();
      unsubscribe();
      await loop;
    },
  };
};
