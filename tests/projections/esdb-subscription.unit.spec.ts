import { randomUUID } from 'node:crypto';
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { eventStoreDbEventStoreFromClient, type EventStoreDbClientLike } from '../../events/store/eventstoredb.js';
import { START } from '../../events/store/port.js';

// The EventStoreDB subscription treats a failing handler like the PostgreSQL one: logged with the
// event, retried with back-off from that event, never skipped. A server is not needed for that:
// a client that serves three events, from any position, on each (re)subscription.

const recorded = Array.from({ length: 3 }, (_, i) => ({
  streamId: 'user-1', revision: BigInt(i), type: 'UserSignedIn', id: randomUUID(), data: { i }, metadata: undefined,
  created: new Date(Date.UTC(2026, 0, 1)), isJson: true as const, position: { commit: BigInt(10 * (i + 1)), prepare: BigInt(10 * (i + 1)) },
}));

const serving: Pick<EventStoreDbClientLike, 'subscribeToAll'> = {
  subscribeToAll: ({ fromPosition }) => {
    const after = typeof fromPosition === 'object' ? fromPosition.commit : -1n;
    let close = () => undefined as void;
    const closed = new Promise<void>((resolve) => (close = resolve));
    const events = (async function* (): AsyncGenerator<AllStreamResolvedEvent> {
      for (const event of recorded) if (event.position.commit > after) yield { event, commitPosition: event.position.commit } as unknown as AllStreamResolvedEvent;
      await closed; // live: wait for more until unsubscribed
    })();
    return Object.assign(events, { unsubscribe: async () => close() });
  },
};
const client = { ...serving, dispose: async () => undefined } as unknown as EventStoreDbClientLike;

describe('EventStoreDB subscription with a failing handler', () => {
  it('logs the event, retries it, then handles each event once in order', async () => {
    const store = eventStoreDbEventStoreFromClient(client);
    const done: string[] = [];
    const logged: string[] = [];
    let failures = 0;
    const subscription = store.subscribeToAll(START, async (event) => {
      if (event.id === recorded[1].id && failures < 2) {
        failures += 1;
        throw new Error('push failed');
      }
      done.push(event.id);
    }, { log: (message) => logged.push(message) });
    await expect.poll(() => done.length, { timeout: 10_000 }).toBe(3);
    await subscription.stop();
    await store.close();
    expect(done).toEqual(recorded.map((e) => e.id));
    expect(logged).toHaveLength(2);
    for (const line of logged) expect(line).toContain(`UserSignedIn ${recorded[1].id} in user-1 at 20/20`);
  });
});
