import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { copyEvents } from '../../events/store/copy.js';
import { eventStoreDbEventStoreFromClient } from '../../events/store/eventstoredb.js';
import { FakeClient } from '../../events/store/eventstoredb.fake.js';
import { START, type EventStore } from '../../events/store/port.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { createTestDatabase } from '../support/database.js';

// Moving the events from PostgreSQL to EventStoreDB (npm run move-events): the source is a real
// PostgreSQL store; the target is our EventStoreDB adapter over the in-memory stand-in of the
// EventStoreDB client (no EventStoreDB server here, DESIGN.md), so the adapter's own append and
// expected-revision code is what runs.

const streamsOf = async (store: EventStore) => {
  const all = await store.readAll(START, 10_000);
  const streams = new Map<string, { id: string; type: string; data: unknown; metadata: unknown; revision: bigint }[]>();
  for (const e of all) streams.set(e.stream, [...(streams.get(e.stream) ?? []), { id: e.id, type: e.type, data: e.data, metadata: e.metadata ?? null, revision: e.revision }]);
  return { order: all.map((e) => e.id), streams };
};

const FILLED = 60; // 30 appends of 1, 2 or 3 events

const fill = async (store: EventStore) => {
  for (let i = 0; i < 30; i += 1) {
    const stream = `thing-${i % 7}`;
    const events = Array.from({ length: 1 + (i % 3) }, (_, k) => ({ id: randomUUID(), type: 'Happened', data: { i, k }, ...(k === 0 ? { metadata: { hash: `h${i}` } } : {}) }));
    await store.appendToStream(stream, events);
  }
  // The feed shows an event once no older transaction is open anywhere on the server, and the
  // tests' databases share one server: wait until all 60 are visible, or the copy (which stops at
  // the visible end) and the comparison after it could see different prefixes.
  await expect.poll(async () => (await store.readAll(START, 10_000)).length, { timeout: 60_000 }).toBe(FILLED);
};

describe('copying the events to EventStoreDB', () => {
  it('gives the target the same streams, revisions, ids, data and order; a second run writes nothing', async () => {
    const database = await createTestDatabase();
    const source = postgresEventStore(database.pool);
    const target = eventStoreDbEventStoreFromClient(new FakeClient());
    try {
      await fill(source);
      const first = await copyEvents(source, target);
      expect(first.written).toBe(first.read);
      expect(await streamsOf(target)).toEqual(await streamsOf(source));
      const again = await copyEvents(source, target);
      expect(again).toMatchObject({ written: 0, skipped: again.read });
      expect(await streamsOf(target)).toEqual(await streamsOf(source));
    } finally {
      await source.close();
      await database.close();
    }
  });

  it('goes on where an interrupted copy stopped, and keeps a stream at its revisions', async () => {
    const database = await createTestDatabase();
    const source = postgresEventStore(database.pool);
    const client = new FakeClient();
    const target = eventStoreDbEventStoreFromClient(client);
    try {
      await fill(source);
      // The copy dies after a few appends (the network, a kill).
      const realAppend = client.appendToStream.bind(client);
      let appends = 0;
      client.appendToStream = ((...args: Parameters<typeof realAppend>) => {
        appends += 1;
        if (appends > 5) throw new Error('connection lost');
        return realAppend(...args);
      }) as typeof realAppend;
      await expect(copyEvents(source, target)).rejects.toThrow('connection lost');
      client.appendToStream = realAppend;
      const resumed = await copyEvents(source, target);
      expect(resumed.skipped).toBeGreaterThan(0);
      expect(await streamsOf(target)).toEqual(await streamsOf(source));
      // A writer of the new store meets the revisions the deciders knew.
      await expect(target.appendToStream('thing-0', [{ id: randomUUID(), type: 'Happened', data: {} }], { expectedRevision: 0n })).rejects.toThrow();
    } finally {
      await source.close();
      await database.close();
    }
  });
});
