import { describe, expect, it } from 'vitest';
import { FakeClient } from '../../events/store/eventstoredb.fake.js';
import { eventStoreDbEventStoreFromClient } from '../../events/store/eventstoredb.js';
import { START } from '../../events/store/port.js';

// The EventStoreDB subscription treats a failing handler like the PostgreSQL one: logged with the
// event, retried with back-off from that event, never skipped. A server is not needed for that:
// the shared in-memory client serves three events on each (re)subscription.

const client = new FakeClient();
const recorded = Array.from({ length: 3 }, (_, i) => client.record('user-1', 'UserSignedIn', { i }));

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
    for (const line of logged) expect(line).toContain(`UserSignedIn ${recorded[1].id} in user-1 at ${recorded[1].position.commit}/${recorded[1].position.prepare}`);
  });
});
