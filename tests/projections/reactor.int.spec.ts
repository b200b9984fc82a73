import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { positionToString, START, type RecordedEvent } from '../../events/store/port.js';
import { readCheckpoint } from '../../projections/runner/checkpoints.js';
import { startReactor, type Reactor } from '../../projections/runner/reactor.js';
import { eventually, useFreshStore } from './support.js';

// A failing effect is never skipped nor swallowed: it is logged with its event and retried with
// back-off until it succeeds, and then it has taken effect once, in feed order.

const FAILURES = 2;
const fresh = useFreshStore();

/** `n` sign-ins of one user; the handler fails on the one at `failAt`, known before it is appended. */
const signIns = (n: number, failAt: number) => {
  const userId = randomUUID();
  const events = Array.from({ length: n }, (_, i) => accountEvent(randomUUID(), 'UserSignedIn', { userId, ip: `10.0.0.${i}`, twoFactor: false, at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }));
  return {
    handler: flaky(events[failAt].id),
    append: async () => {
      await fresh.store.appendToStream(accountStream(userId), events);
      return fresh.store.readStream(accountStream(userId));
    },
  };
};

/** A handler that fails FAILURES times on `failOn`, and records each event it completed. */
function flaky(failOn: string) {
  const done: string[] = [];
  let failed = 0;
  const handle = async (event: RecordedEvent) => {
    if (event.id === failOn && failed < FAILURES) {
      failed += 1;
      throw new Error('the mail server is down');
    }
    done.push(event.id);
  };
  return { done, handle, failed: () => failed };
}

const expectLoggedWithEvent = (logged: string[], event: RecordedEvent) => {
  const lines = logged.filter((line) => line.includes(event.id));
  expect(lines).toHaveLength(FAILURES);
  for (const line of lines) expect(line).toContain(`${event.type} ${event.id} in ${event.stream} at ${positionToString(event.position)}`);
};

describe('a reactor whose effect fails', () => {
  it('logs the event, retries it with back-off, then takes each effect once and checkpoints after it', async () => {
    const { handler, append } = signIns(5, 2);
    const logged: string[] = [];
    const reactor: Reactor = { name: 'reactor:test-flaky', handles: ['UserSignedIn'], react: handler.handle };
    // Two instances: the lock lets one react at a time, the other waits.
    const instances = [0, 1].map(() => startReactor({ store: fresh.store, db: fresh.database.db, pool: fresh.database.pool, reactor, log: (message) => logged.push(message) }));
    try {
      const events = await append();
      await eventually(async () => handler.done.length === events.length, 'every effect');
      await eventually(async () => positionToString(await readCheckpoint(fresh.database.db, reactor.name)) === positionToString(events[4].position), 'the checkpoint');
      expect(handler.done).toEqual(events.map((e) => e.id));
      expect(handler.failed()).toBe(FAILURES);
      expectLoggedWithEvent(logged, events[2]);
    } finally {
      await Promise.all(instances.map((i) => i.stop()));
    }
  });
});

describe('a subscription whose handler fails', () => {
  it('logs the event, retries it with back-off, then handles each event once in order', async () => {
    const { handler, append } = signIns(4, 1);
    const logged: string[] = [];
    const subscription = fresh.store.subscribeToAll(START, handler.handle, { log: (message) => logged.push(message) });
    try {
      const events = await append();
      await eventually(async () => handler.done.length === events.length, 'every event');
      expect(handler.done).toEqual(events.map((e) => e.id));
      expectLoggedWithEvent(logged, events[1]);
    } finally {
      await subscription.stop();
    }
  });
});
