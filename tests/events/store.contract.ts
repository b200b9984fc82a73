import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, WrongExpectedVersion, comparePositions, type EventStore, type NewEvent, type RecordedEvent } from '../../events/store/port.js';

// The one contract every event store adapter passes (DESIGN.md). Streams get a per-run prefix so
// the suite can run against a shared EventStoreDB server.

export type StoreFixture = { store: EventStore; cleanup(): Promise<void> };

const event = (type = 'Something Happened', data: Record<string, unknown> = {}): NewEvent => ({ id: randomUUID(), type, data });

/** Every event of this run's streams, read page by page through the global feed. */
const readWholeFeed = async (store: EventStore, prefix: string, pageSize: number): Promise<RecordedEvent[]> => {
  const all: RecordedEvent[] = [];
  let after = START;
  for (;;) {
    const page = await store.readAll(after, pageSize);
    if (page.length === 0) return all.filter((e) => e.stream.startsWith(prefix));
    all.push(...page);
    after = page[page.length - 1].position;
  }
};

export const eventStoreContract = (adapter: string, open: () => Promise<StoreFixture>) => {
  describe(`event store contract: ${adapter}`, () => {
    let fixture: StoreFixture;
    let store: EventStore;
    const prefix = `contract${randomUUID().slice(0, 8)}-`;
    const stream = (name: string) => `${prefix}${name}`;

    beforeAll(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterAll(async () => fixture?.cleanup());

    it('appends to a new stream with no_stream and refuses a second no_stream append', async () => {
      const s = stream('nostream');
      const first = await store.appendToStream(s, [event(), event()], { expectedRevision: 'no_stream' });
      expect(first.nextRevision).toBe(1n);
      await expect(store.appendToStream(s, [event()], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('appends at the expected revision and raises WrongExpectedVersion with the actual one otherwise', async () => {
      const s = stream('revision');
      await store.appendToStream(s, [event()], { expectedRevision: 'no_stream' });
      const next = await store.appendToStream(s, [event()], { expectedRevision: 0n });
      expect(next.nextRevision).toBe(1n);
      const conflict = await store.appendToStream(s, [event()], { expectedRevision: 0n }).catch((e: unknown) => e);
      expect(conflict).toBeInstanceOf(WrongExpectedVersion);
      expect((conflict as WrongExpectedVersion).actual).toBe(1n);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('appends with any whatever the stream holds, and stream_exists only to an existing stream', async () => {
      const s = stream('any');
      await store.appendToStream(s, [event()], { expectedRevision: 'any' });
      await store.appendToStream(s, [event()], { expectedRevision: 'any' });
      await store.appendToStream(s, [event()], { expectedRevision: 'stream_exists' });
      await expect(store.appendToStream(stream('missing'), [event()], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect(await store.readStream(s)).toHaveLength(3);
    });

    it('stores an event appended twice with the same id once', async () => {
      const s = stream('idempotent');
      const once = [event('Credits Bought', { amount: '10.00' })];
      const first = await store.appendToStream(s, once, { expectedRevision: 'no_stream' });
      const retry = await store.appendToStream(s, once, { expectedRevision: 'no_stream' });
      expect(retry.nextRevision).toBe(first.nextRevision);
      const stored = await store.readStream(s);
      expect(stored.map((e) => e.id)).toEqual([once[0].id]);
      expect(stored[0].data).toEqual({ amount: '10.00' });
    });

    it('reads a stream forwards and backwards, from a revision, with a maximum count', async () => {
      const s = stream('read');
      const written = [event('A'), event('B'), event('C'), event('D')];
      await store.appendToStream(s, written);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
      expect((await store.readStream(s, { direction: 'backwards' })).map((e) => e.type)).toEqual(['D', 'C', 'B', 'A']);
      expect((await store.readStream(s, { from: 2n })).map((e) => e.revision)).toEqual([2n, 3n]);
      expect((await store.readStream(s, { from: 2n, direction: 'backwards', maxCount: 2 })).map((e) => e.type)).toEqual(['C', 'B']);
      expect(await store.readStream(stream('never-written'))).toEqual([]);
    });

    it('finds events of a stream by id, in stream order, and none of another stream', async () => {
      const s = stream('find');
      const written = [event('A'), event('B'), event('C')];
      await store.appendToStream(s, written);
      const elsewhere = event('X');
      await store.appendToStream(stream('find-other'), [elsewhere]);
      const found = await store.findInStream(s, [written[2].id, written[0].id, randomUUID()]);
      expect(found.map((e) => [e.id, e.type, e.revision])).toEqual([[written[0].id, 'A', 0n], [written[2].id, 'C', 2n]]);
      expect(await store.findInStream(s, [elsewhere.id])).toEqual([]);
      expect(await store.findInStream(stream('never-written'), [written[0].id])).toEqual([]);
      expect(await store.findInStream(s, [])).toEqual([]);
    });

    it('gives every event of concurrent appends exactly once, in one increasing order, page by page', async () => {
      const appends = Array.from({ length: 24 }, (_, i) => store.appendToStream(stream(`feed-${i % 5}`), [event(`Feed ${i}`), event(`Feed ${i}b`)]));
      const results = await Promise.all(appends);
      // A transaction still open anywhere in the cluster holds the feed back a moment: poll.
      let feed: RecordedEvent[] = [];
      await expect.poll(async () => (feed = await readWholeFeed(store, stream('feed-'), 7)).length, { timeout: 10_000 }).toBe(48);
      expect(new Set(feed.map((e) => e.id)).size).toBe(48);
      for (let i = 1; i < feed.length; i += 1) expect(comparePositions(feed[i - 1].position, feed[i].position)).toBeLessThan(0);
      const head = await store.headPosition();
      for (const result of results) expect(comparePositions(result.position, head)).toBeLessThanOrEqual(0);
    });

    it('follows the feed live after catching up', async () => {
      const s = stream('live');
      await store.appendToStream(s, [event('Before')]);
      const seen: string[] = [];
      const subscription = store.subscribeToAll(START, async (e) => {
        if (e.stream === s) seen.push(e.type);
      }, { streamPrefixes: [prefix] });
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['Before']);
      await store.appendToStream(s, [event('After')]);
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['Before', 'After']);
      await subscription.stop();
    });
  });
};
