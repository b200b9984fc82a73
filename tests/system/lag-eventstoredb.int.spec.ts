import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventStoreDbEventStoreFromClient } from '../../events/store/eventstoredb.js';
import { FakeClient } from '../../events/store/eventstoredb.fake.js';
import { START, type NewEvent } from '../../events/store/port.js';
import { advanceCheckpoint } from '../../projections/runner/checkpoints.js';
import { followerLags } from '../../projections/runner/lag.js';
import { createTestDatabase } from '../support/database.js';

// On EventStoreDB a follower's lag is read through the store's port (its $all feed after the
// checkpoint PostgreSQL keeps), not by SQL over an events table: the events of the types it
// handles after its checkpoint, and the age of the oldest. The server is the adapter's stand-in
// (events/store/eventstoredb.fake.ts, as in the adapter's own tests); checkpoints are real rows.

const event = (type: string): NewEvent => ({ id: randomUUID(), type, data: {} });

describe('lag on EventStoreDB', () => {
  it('counts the handled events after each follower\'s checkpoint, through the port', async () => {
    const database = await createTestDatabase();
    const store = eventStoreDbEventStoreFromClient(new FakeClient());
    try {
      await store.appendToStream('a-1', [event('Handled'), event('Other'), event('Handled')]);
      const middle = await store.appendToStream('a-2', [event('Handled')]);
      await store.appendToStream('a-3', [event('Other'), event('Handled'), event('Handled')]);
      await advanceCheckpoint(database.db, 'halfway', START, middle.position);
      await advanceCheckpoint(database.db, 'caught-up', START, await store.headPosition());

      const lags = await followerLags(database.db, store, [
        { name: 'never-ran', handles: ['Handled'] },
        { name: 'halfway', handles: ['Handled'] },
        { name: 'caught-up', handles: ['Handled'] },
        { name: 'others-only', handles: ['Nothing'] },
      ]);
      expect(lags.map(({ name, events }) => ({ name, events }))).toEqual([
        { name: 'never-ran', events: 5 },
        { name: 'halfway', events: 2 },
        { name: 'caught-up', events: 0 },
        { name: 'others-only', events: 0 },
      ]);
      expect(lags[0]!.seconds).toBeGreaterThanOrEqual(0);
      expect(lags[2]!.seconds).toBe(0);
    } finally {
      await store.close();
      await database.close();
    }
  });
});
