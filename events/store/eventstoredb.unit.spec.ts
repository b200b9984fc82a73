import { randomUUID } from 'node:crypto';
import { AccessDeniedError, type EventData, type Filter, type Position } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { eventStoreDbEventStoreFromClient, toEsdbExpectedRevision, type EventStoreDbClientLike } from './eventstoredb.js';
import { FakeClient } from './eventstoredb.fake.js';
import { ID_LOOKBACK, START, WrongExpectedVersion, comparePositions, type NewEvent, type RecordedEvent } from './port.js';

const newEvent = (type: string, data: Record<string, unknown> = {}, metadata?: Record<string, unknown>): NewEvent => ({
  id: randomUUID(), type, data, ...(metadata ? { metadata } : {}),
});

const setup = () => {
  const client = new FakeClient();
  return { client, store: eventStoreDbEventStoreFromClient(client) };
};

const callsOf = (client: FakeClient, method: string) => client.calls.filter((c) => c.method === method);

describe('EventStoreDB adapter: appends', () => {
  it('maps our expected revisions to the client constants', () => {
    expect(toEsdbExpectedRevision('no_stream')).toBe('no_stream');
    expect(toEsdbExpectedRevision('stream_exists')).toBe('stream_exists');
    expect(toEsdbExpectedRevision('any')).toBe('any');
    expect(toEsdbExpectedRevision(7n)).toBe(7n);
  });

  it('passes the expected revision (any by default) and the caller’s ids as JSON events', async () => {
    const { client, store } = setup();
    const first = newEvent('Credits Bought', { amount: '10.00' }, { causationId: 'c1' });
    await store.appendToStream('ledger', [first], { expectedRevision: 'no_stream' });
    await store.appendToStream('ledger', [newEvent('B')], { expectedRevision: 0n });
    await store.appendToStream('ledger', [newEvent('C')], { expectedRevision: 'stream_exists' });
    await store.appendToStream('ledger', [newEvent('D')]);
    const appends = callsOf(client, 'appendToStream');
    expect(appends.map((c) => (c.args[2] as { expectedRevision: unknown }).expectedRevision)).toEqual(['no_stream', 0n, 'stream_exists', 'any']);
    const [sent] = appends[0].args[1] as EventData[];
    expect(sent).toMatchObject({
      id: first.id, type: 'Credits Bought', contentType: 'application/json',
      data: { amount: '10.00' }, metadata: { causationId: 'c1' },
    });
  });

  it('answers the next revision and the position of the write', async () => {
    const { client, store } = setup();
    const result = await store.appendToStream('s', [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
    const last = client.log[1];
    expect(result).toEqual({ nextRevision: 1n, position: { commit: last.position!.commit, prepare: last.position!.prepare } });
    expect(result.position.prepare).not.toBe(result.position.commit);
  });

  it('looks up the position when the server answers without one (idempotent retry)', async () => {
    const { client, store } = setup();
    const events = [newEvent('A'), newEvent('B')];
    const first = await store.appendToStream('s', events, { expectedRevision: 'no_stream' });
    client.nextAppendAnswer = { success: true, nextExpectedRevision: 1n, position: undefined };
    const retry = await store.appendToStream('s', events, { expectedRevision: 'no_stream' });
    expect(retry).toEqual(first);
  });

  it('raises WrongExpectedVersion with the actual revision from the client’s error', async () => {
    const { store } = setup();
    await store.appendToStream('s', [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
    const conflict = await store.appendToStream('s', [newEvent('C')], { expectedRevision: 0n }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(WrongExpectedVersion);
    expect(conflict).toMatchObject({ stream: 's', expected: 0n, actual: 1n, name: 'WrongExpectedVersion' });

    const again = await store.appendToStream('s', [newEvent('C')], { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
    expect(again).toMatchObject({ expected: 'no_stream', actual: 1n });
  });

  it('gives actual no_stream when the stream does not exist', async () => {
    const { store } = setup();
    const conflict = await store.appendToStream('missing', [newEvent('A')], { expectedRevision: 'stream_exists' }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(WrongExpectedVersion);
    expect((conflict as WrongExpectedVersion).actual).toBe('no_stream');
    const atRevision = await store.appendToStream('missing', [newEvent('A')], { expectedRevision: 3n }).catch((e: unknown) => e);
    expect(atRevision).toMatchObject({ expected: 3n, actual: 'no_stream' });
  });

  it('maps a failed append of a client built without throwOnAppendFailure, reading the actual revision', async () => {
    const { client, store } = setup();
    await store.appendToStream('s', [newEvent('A'), newEvent('B'), newEvent('C')]);
    client.nextAppendAnswer = { success: false, nextExpectedRevision: 1n /* unreliable in the client */ };
    const conflict = await store.appendToStream('s', [newEvent('D')], { expectedRevision: 0n }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(WrongExpectedVersion);
    expect((conflict as WrongExpectedVersion).actual).toBe(2n);
  });

  it('passes other client errors through unchanged', async () => {
    const { client, store } = setup();
    const denied = new AccessDeniedError();
    client.nextAppendAnswer = denied;
    await expect(store.appendToStream('s', [newEvent('A')])).rejects.toBe(denied);
  });
});

describe('EventStoreDB adapter: reading a stream', () => {
  const written = async () => {
    const { client, store } = setup();
    await store.appendToStream('s', [newEvent('A', { n: 1 }, { by: 'u1' }), newEvent('B'), newEvent('C'), newEvent('D')]);
    client.calls = [];
    return { client, store };
  };

  it('maps id, type, data, metadata, stream, revision, position and createdAt', async () => {
    const { client, store } = await written();
    const [a] = await store.readStream('s', { maxCount: 1 });
    const source = client.log[0];
    expect(a).toEqual({
      id: source.id, type: 'A', data: { n: 1 }, metadata: { by: 'u1' }, stream: 's', revision: 0n,
      position: { commit: source.position!.commit, prepare: source.position!.prepare },
      createdAt: source.created,
    } satisfies RecordedEvent);
    expect(a.createdAt).toBeInstanceOf(Date);
    expect((await store.readStream('s')).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
  });

  it('reads forwards from the start, or from a revision', async () => {
    const { client, store } = await written();
    expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    expect((await store.readStream('s', { from: 2n })).map((e) => e.revision)).toEqual([2n, 3n]);
    expect(callsOf(client, 'readStream').map((c) => c.args[1])).toEqual([
      { direction: 'forwards', fromRevision: 'start' },
      { direction: 'forwards', fromRevision: 2n },
    ]);
  });

  it('reads backwards from the end, or from a revision with a maximum count', async () => {
    const { client, store } = await written();
    expect((await store.readStream('s', { direction: 'backwards' })).map((e) => e.type)).toEqual(['D', 'C', 'B', 'A']);
    expect((await store.readStream('s', { from: 2n, direction: 'backwards', maxCount: 2 })).map((e) => e.type)).toEqual(['C', 'B']);
    expect(callsOf(client, 'readStream').map((c) => c.args[1])).toEqual([
      { direction: 'backwards', fromRevision: 'end' },
      { direction: 'backwards', fromRevision: 2n, maxCount: 2 },
    ]);
  });

  it('answers [] for a stream that does not exist, and rethrows other errors', async () => {
    const { client, store } = setup();
    expect(await store.readStream('never-written')).toEqual([]);
    client.readError = new AccessDeniedError();
    await expect(store.readStream('never-written')).rejects.toBeInstanceOf(AccessDeniedError);
  });
});

describe('EventStoreDB adapter: finding events by id', () => {
  it('reads the stream backwards from the end, at most ID_LOOKBACK events, and stops once all are found', async () => {
    const { client, store } = setup();
    const written = [newEvent('A'), newEvent('B'), newEvent('C'), newEvent('D')];
    await store.appendToStream('s', written);
    client.calls = [];
    const found = await store.findInStream('s', [written[0].id, written[2].id]);
    expect(found.map((e) => e.type)).toEqual(['A', 'C']);
    expect(callsOf(client, 'readStream').map((c) => c.args[1])).toEqual([{ direction: 'backwards', fromRevision: 'end', maxCount: ID_LOOKBACK }]);
    expect(await store.findInStream('missing', [written[0].id])).toEqual([]);
  });
});

describe('EventStoreDB adapter: the global feed', () => {
  const mixedLog = () => {
    const { client, store } = setup();
    client.record('$stats-127.0.0.1:2113', '$statsCollected');
    client.record('orders-1', 'Order Placed');
    client.record('$$orders-1', '$metadata');
    client.record('$ce-orders', '$>'); // a link written by a system projection
    client.record('orders-1', 'Order Paid');
    client.record('tickets-9', 'Ticket Opened');
    client.record('orders-2', '$system-typed'); // system event type in a user stream
    client.record('tickets-9', 'Ticket Closed');
    return { client, store };
  };
  const user = (client: FakeClient) => client.log.filter((e) => !e.streamId.startsWith('$') && !e.type.startsWith('$'));

  it('reads $all from the client START without system events', async () => {
    const { client, store } = mixedLog();
    const feed = await store.readAll(START, 100);
    expect(feed.map((e) => e.type)).toEqual(['Order Placed', 'Order Paid', 'Ticket Opened', 'Ticket Closed']);
    expect(feed.map((e) => e.position)).toEqual(user(client).map((e) => ({ commit: e.position!.commit, prepare: e.position!.prepare })));
    expect((callsOf(client, 'readAll')[0].args[0] as { fromPosition: unknown; direction: unknown }).fromPosition).toBe('start');
  });

  it('skips the event at exactly `after` (fromPosition is inclusive) and honours the limit', async () => {
    const { client, store } = mixedLog();
    const [placed, paid, opened] = user(client);
    const after = { commit: placed.position!.commit, prepare: placed.position!.prepare };
    const page = await store.readAll(after, 2);
    expect(page.map((e) => e.id)).toEqual([paid.id, opened.id]);
    const call = callsOf(client, 'readAll')[0].args[0] as { fromPosition: unknown; direction: unknown };
    expect(call).toMatchObject({ direction: 'forwards', fromPosition: after });
    expect(await store.readAll(page[1].position, 10)).toHaveLength(1);
    expect(await store.readAll(user(client)[3].position!, 10)).toEqual([]);
  });

  it('pages past long runs of system events and gives each user event once, in order', async () => {
    const { client, store } = setup();
    client.record('a', 'First');
    for (let i = 0; i < 600; i += 1) client.record(`$stats-${i % 3}`, '$statsCollected');
    client.record('b', 'Second');
    client.record('c', 'Third');
    const seen: RecordedEvent[] = [];
    let after = START;
    for (let pages = 0; pages < 10; pages += 1) { // bounded: a feed that repeats an event must fail, not hang
      const page = await store.readAll(after, 1);
      if (page.length === 0) break;
      seen.push(...page);
      after = page[page.length - 1].position;
    }
    expect(seen.map((e) => e.type)).toEqual(['First', 'Second', 'Third']);
    for (let i = 1; i < seen.length; i += 1) expect(comparePositions(seen[i - 1].position, seen[i].position)).toBeLessThan(0);
  });

  it('gives the head as the last non-system event, reading $all backwards', async () => {
    const { client, store } = mixedLog();
    for (let i = 0; i < 300; i += 1) client.record('$stats-x', '$statsCollected');
    const last = user(client).at(-1)!;
    expect(await store.headPosition()).toEqual({ commit: last.position!.commit, prepare: last.position!.prepare });
    expect(callsOf(client, 'readAll')[0].args[0]).toMatchObject({ direction: 'backwards', fromPosition: 'end' });
  });

  it('gives START as the head when $all holds only system events', async () => {
    const { client, store } = setup();
    expect(await store.headPosition()).toEqual(START);
    for (let i = 0; i < 300; i += 1) client.record('$stats-x', '$statsCollected');
    expect(await store.headPosition()).toEqual(START);
  });
});

describe('EventStoreDB adapter: subscriptions', () => {
  it('subscribes with a stream-name prefix filter, awaits the handler per event and follows live', async () => {
    const { client, store } = setup();
    client.record('orders-1', 'Before');
    client.record('tickets-1', 'Other');
    let running = 0;
    let overlapped = false;
    const seen: string[] = [];
    const subscription = store.subscribeToAll(START, async (e) => {
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`${e.stream}:${e.type}`);
      running -= 1;
    }, { streamPrefixes: ['orders-'] });
    await expect.poll(() => seen).toEqual(['orders-1:Before']);
    await store.appendToStream('orders-2', [newEvent('After 1'), newEvent('After 2')]);
    await store.appendToStream('tickets-1', [newEvent('Ignored')]);
    await expect.poll(() => seen).toEqual(['orders-1:Before', 'orders-2:After 1', 'orders-2:After 2']);
    expect(overlapped).toBe(false);
    const options = callsOf(client, 'subscribeToAll')[0].args[0] as { fromPosition: unknown; filter: Filter };
    expect(options.fromPosition).toBe('start');
    expect(options.filter).toMatchObject({ filterOn: 'streamName', prefixes: ['orders-'] });
    await subscription.stop();
    await store.appendToStream('orders-3', [newEvent('After stop')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(3);
  });

  it('excludes system events when no prefix is given and starts after the checkpoint', async () => {
    const { client, store } = setup();
    client.record('a', 'One');
    const checkpoint = client.record('b', 'Two');
    client.record('$stats-x', '$statsCollected');
    client.record('c', '$>');
    client.record('c', 'Three');
    const seen: string[] = [];
    const after = { commit: checkpoint.position!.commit, prepare: checkpoint.position!.prepare };
    const subscription = store.subscribeToAll(after, async (e) => { seen.push(e.type); });
    await expect.poll(() => seen).toEqual(['Three']);
    const options = callsOf(client, 'subscribeToAll')[0].args[0] as { fromPosition: unknown; filter: Filter };
    expect(options.fromPosition).toEqual(after);
    expect(options.filter).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
    await subscription.stop();
  });

  it('never hands the event at the checkpoint to the handler, even from a server that includes it', async () => {
    const client = new FakeClient();
    const checkpoint = client.record('a', 'At checkpoint');
    client.record('a', 'Next');
    const inclusive: EventStoreDbClientLike = {
      ...client,
      appendToStream: client.appendToStream.bind(client),
      readStream: client.readStream.bind(client),
      readAll: client.readAll.bind(client),
      dispose: client.dispose.bind(client),
      subscribeToAll: (options) => {
        const from = options.fromPosition as Position;
        // pretend the server starts at the checkpoint itself
        return client.subscribeToAll({ ...options, fromPosition: { commit: from.commit - 1n, prepare: from.prepare - 1n } });
      },
    };
    const store2 = eventStoreDbEventStoreFromClient(inclusive);
    const seen: string[] = [];
    const subscription = store2.subscribeToAll(checkpoint.position!, async (e) => { seen.push(e.type); });
    await expect.poll(() => seen).toEqual(['Next']);
    await subscription.stop();
    await store2.close();
  });
});

describe('EventStoreDB adapter: health and close', () => {
  it('reports health from a one-event read of $all', async () => {
    const { client, store } = setup();
    expect(await store.health()).toMatchObject({ ok: true });
    client.readError = new Error('connect ECONNREFUSED 127.0.0.1:2113');
    expect(await store.health()).toEqual({ ok: false, detail: 'connect ECONNREFUSED 127.0.0.1:2113' });
  });

  it('stops open subscriptions and disposes the client on close', async () => {
    const { client, store } = setup();
    store.subscribeToAll(START, async () => undefined);
    await expect.poll(() => callsOf(client, 'subscribeToAll').length).toBe(1);
    await store.close();
    expect(client.disposed).toBe(true);
    expect(store.kind).toBe('eventstoredb');
  });
});

describe('EventStoreDB adapter: waking the followers', () => {
  const NO_SAFETY_POLL_MS = 10 * 60_000;

  it('one subscription to $all from its end wakes every follower on each append, however many follow', async () => {
    const client = new FakeClient();
    client.record('before', 'Old');
    const store = eventStoreDbEventStoreFromClient(client, { safetyPollMs: NO_SAFETY_POLL_MS });
    const woken = [0, 0, 0];
    const removals = woken.map((_, i) => store.onAppended!(() => (woken[i] += 1)));
    await expect.poll(() => callsOf(client, 'subscribeToAll').length).toBe(1);
    expect(callsOf(client, 'subscribeToAll')[0].args[0]).toMatchObject({ fromPosition: 'end' });
    await store.appendToStream('orders-1', [newEvent('Placed')]);
    await expect.poll(() => woken.every((n) => n >= 1)).toBe(true);
    removals[0]();
    const before = woken[0];
    await store.appendToStream('orders-1', [newEvent('Paid')]);
    await expect.poll(() => woken[1] >= 2 && woken[2] >= 2).toBe(true);
    expect(woken[0]).toBe(before); // removed: no longer woken
    expect(callsOf(client, 'subscribeToAll')).toHaveLength(1);
    await store.close();
  });

  it('a dropped subscription is opened again and wakes the followers for what they may have missed', async () => {
    const client = new FakeClient();
    let drops = 1;
    const dropping: EventStoreDbClientLike = {
      ...client,
      appendToStream: client.appendToStream.bind(client),
      readStream: client.readStream.bind(client),
      readAll: client.readAll.bind(client),
      dispose: client.dispose.bind(client),
      subscribeToAll: (options) => {
        const subscription = client.subscribeToAll(options);
        if (drops-- <= 0) return subscription;
        const failing = (async function* () {
          throw new Error('connection lost');
        })();
        return Object.assign(failing, { unsubscribe: subscription.unsubscribe });
      },
    };
    const store = eventStoreDbEventStoreFromClient(dropping, { safetyPollMs: NO_SAFETY_POLL_MS, log: () => undefined });
    let woken = 0;
    store.onAppended!(() => (woken += 1));
    await expect.poll(() => callsOf(client, 'subscribeToAll').length, { timeout: 5_000 }).toBe(2);
    expect(woken).toBeGreaterThanOrEqual(1); // told once of the gap, with nothing appended
    const afterGap = woken;
    await store.appendToStream('orders-1', [newEvent('Placed')]);
    await expect.poll(() => woken).toBeGreaterThan(afterGap);
    await store.close();
  });
});
