// The event store port (DESIGN.md): one interface, a PostgreSQL and an EventStoreDB adapter.
// Both adapters pass the same contract suite (tests/events/store.contract.ts).

import type { Transaction } from 'kysely';

/** A position in the global feed. PostgreSQL: (transaction id, sequence); EventStoreDB: (commit, prepare). */
export type GlobalPosition = { commit: bigint; prepare: bigint };

export const START: GlobalPosition = { commit: -1n, prepare: -1n };

const compareBig = (a: bigint, b: bigint): number => (a === b ? 0 : a < b ? -1 : 1);

export const comparePositions = (a: GlobalPosition, b: GlobalPosition): number =>
  compareBig(a.commit, b.commit) || compareBig(a.prepare, b.prepare);

/** The later of two positions. */
export const laterPosition = (a: GlobalPosition, b: GlobalPosition): GlobalPosition => (comparePositions(a, b) >= 0 ? a : b);

export type JsonObject = { [key: string]: unknown };

/** An event to append; the caller supplies the id so that a retried append is stored once. */
export type NewEvent<Type extends string = string, Data extends JsonObject = JsonObject> = {
  id: string;
  type: Type;
  data: Data;
  metadata?: JsonObject;
};

/** A stored event; `E` is the caller's union of event types (e.g. `RecordedEvent<LedgerEvent>`). */
export type RecordedEvent<E extends NewEvent = NewEvent> = E & {
  stream: string;
  /** 0-based revision of the event inside its stream. */
  revision: bigint;
  position: GlobalPosition;
  createdAt: Date;
};

/** `no_stream`: the stream must not exist; `any`: no check; a bigint: the stream's current revision. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export type AppendResult = {
  nextRevision: bigint;
  position: GlobalPosition;
  /** Written to the outbox inside the caller's transaction: in the store once relayed (events/store/outbox.ts). */
  pending?: true;
  /** The `moveCheckpoints` that moved (PostgreSQL only). */
  checkpointsMoved?: string[];
};

export type ReadStreamOptions = { from?: bigint; direction?: 'forwards' | 'backwards'; maxCount?: number };

export type Subscription = { stop(): Promise<void> };

/**
 * The caller's open SQL transaction (a kysely Transaction). The PostgreSQL adapter appends inside
 * it, so a plain-table change and the event recording it commit together or not at all; the
 * EventStoreDB adapter writes the events to the outbox table inside it instead (events/store/outbox.ts).
 */
// `any`: the port does not know the tables of the caller's database.
export type SqlTransaction = Transaction<any>;

export type AppendOptions = {
  expectedRevision?: ExpectedRevision;
  transaction?: SqlTransaction;
  /**
   * PostgreSQL only, for inline projections (projections/runner/inline.ts): in the append's own
   * statement, move these projections' stream checkpoints from the revision before the append to
   * its last, by compare-and-set, when this transaction wrote the events (not a retry answered
   * with stored ones). The answer's `checkpointsMoved` names those that moved.
   */
  moveCheckpoints?: readonly string[];
  /**
   * PostgreSQL only, with `moveCheckpoints`: more WITH clauses of the append's statement (an inline
   * projection's fold), so append, checkpoints and fold are one statement. Their text may read
   * `appended (next_revision)` and `moved (projection)`, and numbers its parameters from $9.
   */
  alongside?: { ctes: string[]; params: unknown[] };
};

export type SubscribeOptions = {
  /** Only events of streams starting with one of these prefixes (EventStoreDB filter); all when absent. */
  streamPrefixes?: string[];
  /** Told of a failing handler with its event (it is retried with back-off); console.error when absent. */
  log?: (message: string, error?: unknown) => void;
};

/** A page of the feed filtered by type: the events kept, where the scan ended, how many it scanned. */
export type TypedPage = { events: RecordedEvent[]; last: GlobalPosition | null; scanned: number };

/** The next page for a follower of `types`: filtered in the store when it can, else read whole and filtered here. */
export const readPageOfTypes = async (store: EventStore, after: GlobalPosition, limit: number, types: readonly string[]): Promise<TypedPage> => {
  if (store.readAllOfTypes) return store.readAllOfTypes(after, limit, types);
  const batch = await store.readAll(after, limit);
  return { events: batch.filter((event) => types.includes(event.type)), last: batch.at(-1)?.position ?? null, scanned: batch.length };
};

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  appendToStream(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult>;
  /**
   * The stream's events. `E` is the caller's claim about what the stream holds (its writers append
   * only `E`s), so readers fold typed events without casts.
   */
  readStream<E extends NewEvent = NewEvent>(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent<E>[]>;
  /**
   * The events of `stream` with these ids, in stream order: is this id already in the journal?
   * PostgreSQL looks them up by index in the whole stream; EventStoreDB has no index by event id and
   * reads back at most `ID_LOOKBACK` events (its own idempotency check is bounded the same way).
   */
  findInStream<E extends NewEvent = NewEvent>(stream: string, eventIds: readonly string[]): Promise<RecordedEvent<E>[]>;
  /** Events strictly after `after`, in global order, at most `limit`. */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  /**
   * Optional (PostgreSQL): scans up to `limit` events after `after` like readAll, but answers only
   * those of `types` (with their data), the position of the last event scanned and how many were.
   * A follower of a few event types then neither ships nor parses the rest of the feed.
   */
  readAllOfTypes?(after: GlobalPosition, limit: number, types: readonly string[]): Promise<TypedPage>;
  /** Catch up from `after`, then follow live; the handler is awaited before the next event. */
  subscribeToAll(after: GlobalPosition, handler: (event: RecordedEvent) => Promise<void>, options?: SubscribeOptions): Subscription;
  /** The position of the last event visible to readers, or START when empty. */
  headPosition(): Promise<GlobalPosition>;
  health(): Promise<{ ok: boolean; detail: string }>;
  /**
   * Calls `wake` whenever events may have been appended, by this process or another (PostgreSQL
   * LISTEN/NOTIFY, an EventStoreDB subscription, and a safety poll: events/store/wakeups.ts); answers
   * its removal. A follower then sleeps until woken instead of polling. Optional: a follower of a
   * store without it polls.
   */
  onAppended?(wake: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Narrows a recorded event of the global feed to one of `types`: a reader of many streams (a
 * projection) checks the type, and the shape follows from it (each type is appended in one shape).
 */
export const eventOfTypes =
  <E extends NewEvent>(types: readonly E['type'][]) =>
  (event: RecordedEvent): event is RecordedEvent<E> =>
    (types as readonly string[]).includes(event.type);

/** Optimistic concurrency failure; the API maps it to 409. */
export class WrongExpectedVersion extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream} was expected at ${String(expected)} but is at ${String(actual)}`);
    this.name = 'WrongExpectedVersion';
  }
}

/** How far back the EventStoreDB adapter looks for an event id (findInStream). */
export const ID_LOOKBACK = 10_000;

export const positionToString = (p: GlobalPosition): string => `${p.commit}/${p.prepare}`;
export const positionFromString = (s: string): GlobalPosition => {
  const [commit, prepare] = s.split('/');
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
};
