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

describe('postgres feed read by type', () => {
  it('answers the events of the types asked, where the scan ended and how many it passed, page by page like readAll', async () => {
    const database = await createTestDatabase();
    const store = postgresEventStore(database.pool);
    try {
      for (let i = 0; i < 7; i += 1) {
        await store.appendToStream(`s-${i % 3}`, [{ id: randomUUID(), type: i % 3 === 0 ? 'Wanted' : 'Other', data: { i } }]);
      }
      // The feed shows a commit once no older transaction of the cluster is still open; other test
      // files share this cluster and may hold one for a moment, so wait for all seven first.
      await expect.poll(async () => (await store.readAll(START, 100)).length, { timeout: 10_000 }).toBe(7);
      const all = await store.readAll(START, 100);
      // Pages of 3: the same positions as readAll's, only the wanted events carried.
      let after = START;
      const seen: number[] = [];
      const ends: bigint[] = [];
      for (;;) {
        const page = await store.readAllOfTypes!(after, 3, ['Wanted']);
        if (!page.last) break;
        expect(page.events.every((e) => e.type === 'Wanted')).toBe(true);
        seen.push(...page.events.map((e) => (e.data as { i: number }).i));
        ends.push(page.last.prepare);
        expect(page.scanned).toBe(Math.min(3, all.length - ends.length * 3 + 3));
        after = page.last;
      }
      expect(seen).toEqual([0, 3, 6]);
      expect(ends).toEqual([all[2].position.prepare, all[5].position.prepare, all[6].position.prepare]);
      // Nothing after the head: no position, nothing scanned.
      expect(await store.readAllOfTypes!(all[6].position, 3, ['Wanted'])).toEqual({ events: [], last: null, scanned: 0 });
      // A page with no wanted event still moves the follower on.
      const none = await store.readAllOfTypes!(START, 2, ['Nothing']);
      expect(none).toMatchObject({ events: [], scanned: 2, last: all[1].position });
      // The events carry what readAll's do.
      expect((await store.readAllOfTypes!(START, 100, ['Wanted'])).events).toEqual(all.filter((e) => e.type === 'Wanted'));
    } finally {
      await store.close();
      await database.close();
    }
  });
});
