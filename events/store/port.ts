// The event store port (DESIGN.md): one interface, a PostgreSQL and an EventStoreDB adapter.
// Both adapters pass the same contract suite (tests/events/store.contract.ts).

/** A position in the global feed. PostgreSQL: (transaction id, sequence); EventStoreDB: (commit, prepare). */
export type GlobalPosition = { commit: bigint; prepare: bigint };

export const START: GlobalPosition = { commit: -1n, prepare: -1n };

const compareBig = (a: bigint, b: bigint): number => (a === b ? 0 : a < b ? -1 : 1);

export const comparePositions = (a: GlobalPosition, b: GlobalPosition): number =>
  compareBig(a.commit, b.commit) || compareBig(a.prepare, b.prepare);

export type JsonObject = { [key: string]: unknown };

/** An event to append; the caller supplies the id so that a retried append is stored once. */
export type NewEvent<Type extends string = string, Data extends JsonObject = JsonObject> = {
  id: string;
  type: Type;
  data: Data;
  metadata?: JsonObject;
};

export type RecordedEvent<Type extends string = string, Data extends JsonObject = JsonObject> = NewEvent<Type, Data> & {
  stream: string;
  /** 0-based revision of the event inside its stream. */
  revision: bigint;
  position: GlobalPosition;
  createdAt: Date;
};

/** `no_stream`: the stream must not exist; `any`: no check; a bigint: the stream's current revision. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export type AppendResult = { nextRevision: bigint; position: GlobalPosition };

export type ReadStreamOptions = { from?: bigint; direction?: 'forwards' | 'backwards'; maxCount?: number };

export type Subscription = { stop(): Promise<void> };

export type SubscribeOptions = {
  /** Only events of streams starting with one of these prefixes (EventStoreDB filter); all when absent. */
  streamPrefixes?: string[];
  /** Told of a failing handler with its event (it is retried with back-off); console.error when absent. */
  log?: (message: string, error?: unknown) => void;
};

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  appendToStream(stream: string, events: NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events strictly after `after`, in global order, at most `limit`. */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  /** Catch up from `after`, then follow live; the handler is awaited before the next event. */
  subscribeToAll(after: GlobalPosition, handler: (event: RecordedEvent) => Promise<void>, options?: SubscribeOptions): Subscription;
  /** The position of the last event visible to readers, or START when empty. */
  headPosition(): Promise<GlobalPosition>;
  health(): Promise<{ ok: boolean; detail: string }>;
  close(): Promise<void>;
}

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

export const positionToString = (p: GlobalPosition): string => `${p.commit}/${p.prepare}`;
export const positionFromString = (s: string): GlobalPosition => {
  const [commit, prepare] = s.split('/');
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
};
