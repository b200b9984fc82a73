import {
  ANY, BACKWARDS, END, EventStoreDBClient, FORWARDS, NO_STREAM, START as ESDB_START, STREAM_EXISTS,
  excludeSystemEvents, jsonEvent, streamNameFilter,
  type AllStreamResolvedEvent, type AppendExpectedRevision, type EventData, type Filter, type Position,
  type ReadPosition, type ReadRevision, type ResolvedEvent,
} from '@eventstore/db-client';
import { writeToOutbox } from './outbox.js';
import {
  ID_LOOKBACK, START, WrongExpectedVersion, comparePositions,
  type AppendResult, type EventStore, type ExpectedRevision, type GlobalPosition, type JsonObject,
  type NewEvent, type ReadStreamOptions, type RecordedEvent, type SubscribeOptions, type Subscription,
} from './port.js';
import { createPause } from './pause.js';
import { backoffMs, defaultLog, describeEvent } from './retry.js';
import { createAppendWakeups, type AppendListener } from './wakeups.js';

// EventStoreDB (and KurrentDB) adapter. Appends carry the expected revision and the caller's event
// ids, so the server's idempotency check stores a retried append once. The global feed is `$all`
// without system records ($-prefixed streams and event types, e.g. links `$>` and `$stats-*`).

/** The part of `EventStoreDBClient` this adapter uses; tests inject a small fake of it. */
export interface EventStoreDbClientLike {
  appendToStream(
    streamName: string,
    events: EventData[],
    options: { expectedRevision: AppendExpectedRevision },
  ): Promise<{ success: boolean; nextExpectedRevision: bigint; position?: Position }>;
  readStream(
    streamName: string,
    options: { direction: typeof FORWARDS | typeof BACKWARDS; fromRevision: ReadRevision; maxCount?: number | bigint },
  ): AsyncIterable<ResolvedEvent>;
  readAll(options: {
    direction: typeof FORWARDS | typeof BACKWARDS;
    fromPosition: ReadPosition;
    maxCount: number | bigint;
  }): AsyncIterable<AllStreamResolvedEvent> & { cancel?(): Promise<void> };
  subscribeToAll(options: { fromPosition: ReadPosition; filter: Filter }): AsyncIterable<AllStreamResolvedEvent> & {
    unsubscribe(): Promise<void>;
    /** The client's subscription tells when the server confirmed it (it is live from then on). */
    once?(event: 'confirmation', listener: () => void): unknown;
  };
  dispose(): Promise<void>;
}

type ClientRecordedEvent = NonNullable<ResolvedEvent['event']> | NonNullable<AllStreamResolvedEvent['event']>;

const READ_ALL_PAGE = 256;
const RESUBSCRIBE_DELAY_MS = 1_000;

export const toEsdbExpectedRevision = (expected: ExpectedRevision): AppendExpectedRevision => {
  switch (expected) {
    case 'no_stream': return NO_STREAM;
    case 'stream_exists': return STREAM_EXISTS;
    case 'any': return ANY;
    default: return expected;
  }
};

export const isSystemRecord = (event: { streamId: string; type: string }): boolean =>
  event.streamId.startsWith('$') || event.type.startsWith('$');

const toReadPosition = (position: GlobalPosition): ReadPosition =>
  position.commit < 0n || position.prepare < 0n ? ESDB_START : { commit: position.commit, prepare: position.prepare };

const asJsonObject = (value: unknown): JsonObject | undefined => {
  if (value === undefined || value === null) return undefined;
  if (value instanceof Uint8Array) {
    try {
      return asJsonObject(JSON.parse(Buffer.from(value).toString('utf8')));
    } catch {
      return { value: Buffer.from(value).toString('base64') };
    }
  }
  if (typeof value === 'object' && !Array.isArray(value)) return value as JsonObject;
  return { value };
};

/** The client's event as ours; `E` is the reader's claim about the stream (see EventStore.readStream). */
const toRecorded = <E extends NewEvent = NewEvent>(event: ClientRecordedEvent, commitPosition?: bigint): RecordedEvent<E> => {
  const position: GlobalPosition = event.position
    ? { commit: event.position.commit, prepare: event.position.prepare }
    : commitPosition !== undefined
      ? { commit: commitPosition, prepare: commitPosition }
      : START;
  const recorded = {
    id: event.id,
    type: event.type,
    data: asJsonObject(event.data) ?? {},
    stream: event.streamId,
    revision: event.revision,
    position,
    createdAt: event.created,
  } as RecordedEvent<E>;
  const metadata = asJsonObject(event.metadata);
  if (metadata) recorded.metadata = metadata;
  return recorded;
};

/** Feeds each item to `take` until it answers false, then cancels the rest of the read. Returns how many were read. */
const consume = async <T>(read: AsyncIterable<T> & { cancel?(): Promise<void> }, take: (item: T) => boolean): Promise<number> => {
  let count = 0;
  let stoppedEarly = false;
  for await (const item of read) {
    count += 1;
    if (!take(item)) {
      stoppedEarly = true;
      break;
    }
  }
  if (stoppedEarly) await read.cancel?.().catch(() => undefined);
  return count;
};

const isClientError = (error: unknown, type: string): boolean =>
  typeof error === 'object' && error !== null && (error as { type?: unknown }).type === type;

const toActual = (revision: unknown): bigint | 'no_stream' =>
  typeof revision === 'bigint' && revision >= 0n ? revision : 'no_stream';

/**
 * The store's listener (events/store/wakeups.ts): one live subscription to `$all` from its end per
 * process; each event it brings wakes the followers, which read the feed themselves. Once the
 * subscription is live (the first time too) it wakes them once: what was appended before it was
 * live was announced to nobody. Dropped, it subscribes again from the end with back-off.
 */
const listenToAll = (client: EventStoreDbClientLike, log: (message: string, error?: unknown) => void): AppendListener => (wake) => {
  let stopped = false;
  let current: ReturnType<EventStoreDbClientLike['subscribeToAll']> | null = null;
  const { sleep, wake: wakeFromPause } = createPause();
  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      try {
        current = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
        if (current.once) current.once('confirmation', wake);
        else wake();
        for await (const resolved of current) {
          if (stopped) break;
          failures = 0;
          if (resolved.event && !isSystemRecord(resolved.event)) wake();
        }
      } catch (error) {
        if (!stopped) log('the $all subscription that wakes the followers dropped; subscribing again (the safety poll covers the gap)', error);
      }
      await current?.unsubscribe().catch(() => undefined);
      current = null;
      if (stopped) break;
      failures += 1;
      wake();
      await sleep(Math.max(RESUBSCRIBE_DELAY_MS, backoffMs(failures)));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      wakeFromPause();
      await current?.unsubscribe().catch(() => undefined);
      await loop;
    },
  };
};

export type EventStoreDbOptions = {
  /** The safety poll of the append wake-ups (events/store/wakeups.ts); a test makes it long. */
  safetyPollMs?: number;
  log?: (message: string, error?: unknown) => void;
};

export const eventStoreDbEventStore = (connectionString: string, options: EventStoreDbOptions = {}): EventStore =>
  eventStoreDbEventStoreFromClient(EventStoreDBClient.connectionString(connectionString), options);

export const eventStoreDbEventStoreFromClient = (client: EventStoreDbClientLike, storeOptions: EventStoreDbOptions = {}): EventStore => {
  const subscriptions = new Set<Subscription>();

  const readStream = async <E extends NewEvent>(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent<E>[]> => {
    if (options.maxCount !== undefined && options.maxCount <= 0) return [];
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent<E>[] = [];
    try {
      const read = client.readStream(stream, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.from ?? (backwards ? END : ESDB_START),
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecorded<E>(resolved.event, resolved.commitPosition));
      }
    } catch (error) {
      if (isClientError(error, 'stream-not-found')) return [];
      throw error;
    }
    return events;
  };

  // No index by event id: read the stream's last ID_LOOKBACK events backwards, stopping once every id is found.
  const findInStream = async <E extends NewEvent>(stream: string, eventIds: readonly string[]): Promise<RecordedEvent<E>[]> => {
    const wanted = new Set(eventIds);
    const found: RecordedEvent<E>[] = [];
    if (wanted.size === 0) return found;
    try {
      const read = client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: ID_LOOKBACK });
      await consume(read, (resolved) => {
        if (resolved.event && wanted.has(resolved.event.id)) found.push(toRecorded<E>(resolved.event, resolved.commitPosition));
        return found.length < wanted.size;
      });
    } catch (error) {
      if (isClientError(error, 'stream-not-found')) return [];
      throw error;
    }
    return found.reverse();
  };

  /** The revision the stream is at now, for a failed append that did not say. */
  const currentRevision = async (stream: string): Promise<bigint | 'no_stream'> => {
    const [last] = await readStream(stream, { direction: 'backwards', maxCount: 1 });
    return last ? last.revision : 'no_stream';
  };

  /** The position of the event at `revision`, for an append the server answered without one (idempotent retry). */
  const positionOfRevision = async (stream: string, revision: bigint): Promise<GlobalPosition> => {
    if (revision < 0n) return START;
    const [event] = await readStream(stream, { from: revision, maxCount: 1 });
    return event && event.revision === revision ? event.position : START;
  };

  const appendToStream: EventStore['appendToStream'] = async (stream, events: NewEvent[], options = {}): Promise<AppendResult> => {
    const expected = options.expectedRevision ?? 'any';
    // EventStoreDB cannot join the caller's SQL transaction: the events go to the outbox inside it.
    if (options.transaction) return writeToOutbox(options.transaction, stream, events, expected);
    const proposed: EventData[] = events.map((event) =>
      jsonEvent({ id: event.id, type: event.type, data: event.data, ...(event.metadata ? { metadata: event.metadata } : {}) }),
    );
    let result: Awaited<ReturnType<EventStoreDbClientLike['appendToStream']>>;
    try {
      result = await client.appendToStream(stream, proposed, { expectedRevision: toEsdbExpectedRevision(expected) });
    } catch (error) {
      if (isClientError(error, 'wrong-expected-version')) {
        throw new WrongExpectedVersion(stream, expected, toActual((error as { actualVersion?: unknown }).actualVersion));
      }
      throw error;
    }
    if (!result.success) {
      // Only when the client is built with throwOnAppendFailure=false; its revision is then unreliable.
      throw new WrongExpectedVersion(stream, expected, await currentRevision(stream));
    }
    const position = result.position
      ? { commit: result.position.commit, prepare: result.position.prepare }
      : await positionOfRevision(stream, result.nextExpectedRevision);
    return { nextRevision: result.nextExpectedRevision, position };
  };

  const readAll = async (after: GlobalPosition, limit: number): Promise<RecordedEvent[]> => {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    // fromPosition is inclusive: the event at `after` comes back first and is skipped. System
    // records are skipped here too, so a page may take more than one read.
    const pageSize = Math.max(limit + 1, READ_ALL_PAGE);
    let cursor = after;
    for (;;) {
      let advanced = false;
      const read = await consume(
        client.readAll({ direction: FORWARDS, fromPosition: toReadPosition(cursor), maxCount: pageSize }),
        (resolved) => {
          if (!resolved.event) return true;
          const recorded = toRecorded(resolved.event, resolved.commitPosition);
          if (comparePositions(recorded.position, cursor) <= 0) return true;
          cursor = recorded.position;
          advanced = true;
          if (!isSystemRecord(resolved.event)) events.push(recorded);
          return events.length < limit;
        },
      );
      if (events.length >= limit || read < pageSize || !advanced) return events;
    }
  };

  const headPosition = async (): Promise<GlobalPosition> => {
    let cursor = null as GlobalPosition | null;
    let head = null as GlobalPosition | null;
    for (;;) {
      let advanced = false;
      const from: ReadPosition = cursor ? { commit: cursor.commit, prepare: cursor.prepare } : END;
      const read = await consume(
        client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: READ_ALL_PAGE }),
        (resolved) => {
          if (!resolved.event) return true;
          const recorded = toRecorded(resolved.event, resolved.commitPosition);
          if (cursor && comparePositions(recorded.position, cursor) >= 0) return true;
          cursor = recorded.position;
          advanced = true;
          if (isSystemRecord(resolved.event)) return true;
          head = recorded.position;
          return false;
        },
      );
      if (head) return head;
      if (read < READ_ALL_PAGE || !advanced) return START;
    }
  };

  const subscribeToAll = (
    after: GlobalPosition,
    handler: (event: RecordedEvent) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription => {
    const prefixes = options.streamPrefixes;
    const filter: Filter = prefixes && prefixes.length > 0 ? streamNameFilter({ prefixes }) : excludeSystemEvents();
    const wanted = (stream: string) => !prefixes || prefixes.some((prefix) => stream.startsWith(prefix));
    let stopped = false;
    let position = after;
    let current: ReturnType<EventStoreDbClientLike['subscribeToAll']> | null = null;
    const { sleep: pause, wake: wakeFromPause } = createPause();

    const log = options.log ?? defaultLog;
    const loop = (async () => {
      let failures = 0;
      while (!stopped) {
        let failing: RecordedEvent | null = null;
        try {
          current = client.subscribeToAll({ fromPosition: toReadPosition(position), filter });
          for await (const resolved of current) {
            if (stopped) break;
            const event = resolved.event;
            if (!event) continue;
            const recorded = toRecorded(event, resolved.commitPosition);
            if (comparePositions(recorded.position, position) <= 0) continue; // already delivered
            failing = recorded;
            if (!isSystemRecord(event) && wanted(recorded.stream)) await handler(recorded);
            failing = null;
            failures = 0;
            position = recorded.position;
          }
          // The subscription ended without an error (the server closed it): resubscribe.
        } catch (error) {
          // A failing handler: logged with its event, retried with back-off. Dropped (server
          // unavailable, connection lost): logged too. Both resubscribe from the last delivered event.
          failures += 1;
          log(`subscription ${failing ? `handler failed on ${describeEvent(failing)}` : 'dropped'} (attempt ${failures}); resubscribing`, error);
        }
        await current?.unsubscribe().catch(() => undefined);
        current = null;
        if (!stopped) await pause(failures ? Math.max(RESUBSCRIBE_DELAY_MS, backoffMs(failures)) : RESUBSCRIBE_DELAY_MS);
      }
    })();

    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        subscriptions.delete(subscription);
        wakeFromPause();
        await current?.unsubscribe().catch(() => undefined);
        await loop;
      },
    };
    subscriptions.add(subscription);
    return subscription;
  };

  const wakeups = createAppendWakeups({ listen: listenToAll(client, storeOptions.log ?? defaultLog), headPosition, safetyPollMs: storeOptions.safetyPollMs });

  return {
    kind: 'eventstoredb',
    appendToStream,
    readStream,
    findInStream,
    readAll,
    subscribeToAll,
    headPosition,
    health: async () => {
      try {
        await consume(client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }), () => true);
        return { ok: true, detail: 'eventstoredb $all readable' };
      } catch (error) {
        return { ok: false, detail: (error as Error).message };
      }
    },
    onAppended: wakeups.onAppended,
    close: async () => {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await wakeups.close();
      await client.dispose();
    },
  };
};
