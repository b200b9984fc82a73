import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresEventStore } from '../../events/store/postgres.js';
import { START } from '../../events/store/port.js';
import { createTestDatabase } from '../support/database.js';
import { eventStoreContract } from './store.contract.js';

eventStoreContract('postgres', async () => {
  const database = await createTestDatabase();
  const store = postgresEventStore(database.pool);
  return { store, cleanup: async () => { await store.close(); await database.close(); } };
});

describe('postgres feed and a slow transaction', () => {
  it('delivers an event whose transaction began first and committed last, exactly once', async () => {
    const database = await createTestDatabase();
    const store = postgresEventStore(database.pool);
    const seen: string[] = [];
    const subscription = store.subscribeToAll(START, async (e) => { seen.push(e.type); });
    const slow = new pg.Client({ connectionString: database.url });
    await slow.connect();
    try {
      // Connection 1 opens a transaction and takes the lower sequence number ...
      await slow.query('BEGIN');
      await slow.query(
        `INSERT INTO streams (stream_id, revision) VALUES ('slow', 0);
         INSERT INTO events (stream_id, revision, event_id, type, data) VALUES ('slow', 0, '${randomUUID()}', 'Slow', '{}')`,
      );
      // ... connection 2 (the adapter's pool) appends and commits first with a higher one.
      await store.appendToStream('fast', [{ id: randomUUID(), type: 'Fast', data: {} }]);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(seen).toEqual([]); // held back: a reader that took 'Fast' now would skip 'Slow' forever
      await slow.query('COMMIT');
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['Slow', 'Fast']);
      const feed = await store.readAll(START, 100);
      expect(feed.map((e) => e.type)).toEqual(['Slow', 'Fast']);
    } finally {
      await slow.end();
      await subscription.stop();
      await store.close();
      await database.close();
    }
  });
});
