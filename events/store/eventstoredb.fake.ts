import { randomUUID } from 'node:crypto';
import {
  StreamNotFoundError, WrongExpectedVersionError,
  type AllStreamJSONRecordedEvent, type AllStreamResolvedEvent, type AppendExpectedRevision, type EventData,
  type Filter, type Position, type ReadPosition, type ReadRevision,
} from '@eventstore/db-client';
import type { EventStoreDbClientLike } from './eventstoredb.js';
import { comparePositions } from './port.js';

// A small in-memory stand-in for @eventstore/db-client, with the server's semantics the adapter
// relies on: expected-revision checks raising the client's WrongExpectedVersionError, a missing
// stream raising StreamNotFoundError while reading, and `$all` reads whose fromPosition is inclusive.

type Direction = 'forwards' | 'backwards';
type Call = { method: string; args: unknown[] };

const posAfter = (p: Position, q: ReadPosition, direction: Direction, inclusive: boolean): boolean => {
  if (q === 'start') return direction === 'forwards';
  if (q === 'end') return direction === 'backwards';
  const c = comparePositions(p, q);
  return direction === 'forwards' ? (inclusive ? c >= 0 : c > 0) : inclusive ? c <= 0 : c < 0;
};

export class FakeClient implements EventStoreDbClientLike {
  log: AllStreamJSONRecordedEvent[] = [];
  calls: Call[] = [];
  disposed = false;
  /** When set, the next append answers this instead of writing. */
  nextAppendAnswer: { success: boolean; nextExpectedRevision: bigint; position?: Position } | Error | null = null;
  readError: Error | null = null;
  private commit = 1_000n;
  private listeners = new Set<() => void>();

  /** Writes an event straight into the log (user or system), as the server would. */
  record(streamId: string, type: string, data: Record<string, unknown> = {}, metadata?: Record<string, unknown>, id: string = randomUUID()) {
    const revision = BigInt(this.log.filter((e) => e.streamId === streamId).length);
    this.commit += 100n;
    const event = {
      streamId, id, revision, type, data, metadata, isJson: true as const,
      created: new Date(Date.UTC(2024, 0, 1, 0, 0, this.log.length)),
      // prepare differs from commit so a swapped mapping would show
      position: { commit: this.commit, prepare: this.commit - 7n },
    } as AllStreamJSONRecordedEvent;
    this.log.push(event);
    this.listeners.forEach((wake) => wake());
    return event;
  }

  private revisionOf(stream: string): bigint | 'no_stream' {
    const n = this.log.filter((e) => e.streamId === stream).length;
    return n === 0 ? 'no_stream' : BigInt(n - 1);
  }

  async appendToStream(streamName: string, events: EventData[], options: { expectedRevision: AppendExpectedRevision }) {
    this.calls.push({ method: 'appendToStream', args: [streamName, events, options] });
    const answer = this.nextAppendAnswer;
    this.nextAppendAnswer = null;
    if (answer instanceof Error) throw answer;
    if (answer) return answer;
    const current = this.revisionOf(streamName);
    const expected = options.expectedRevision;
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === 'no_stream') ||
      (expected === 'stream_exists' && current !== 'no_stream') ||
      (typeof expected === 'bigint' && current === expected);
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
    let last: AllStreamJSONRecordedEvent | undefined;
    for (const e of events) last = this.record(streamName, e.type, e.data as Record<string, unknown>, e.metadata as Record<string, unknown> | undefined, e.id);
    return { success: true, nextExpectedRevision: last!.revision, position: last!.position };
  }

  readStream(streamName: string, options: { direction: Direction; fromRevision: ReadRevision; maxCount?: number | bigint }) {
    this.calls.push({ method: 'readStream', args: [streamName, options] });
    const { log } = this;
    const readError = this.readError;
    return (async function* () {
      if (readError) throw readError;
      let events = log.filter((e) => e.streamId === streamName);
      if (events.length === 0) throw new StreamNotFoundError(undefined, streamName);
      if (options.direction === 'backwards') events = events.reverse();
      const from = options.fromRevision;
      if (typeof from === 'bigint') events = events.filter((e) => (options.direction === 'forwards' ? e.revision >= from : e.revision <= from));
      const max = options.maxCount === undefined ? Infinity : Number(options.maxCount);
      for (const event of events.slice(0, max)) yield { event, commitPosition: event.position.commit };
    })();
  }

  readAll(options: { direction: Direction; fromPosition: ReadPosition; maxCount: number | bigint }) {
    this.calls.push({ method: 'readAll', args: [options] });
    const { log } = this;
    const readError = this.readError;
    return (async function* (): AsyncGenerator<AllStreamResolvedEvent> {
      if (readError) throw readError;
      const ordered = options.direction === 'forwards' ? [...log] : [...log].reverse();
      const events = ordered.filter((e) => posAfter(e.position, options.fromPosition, options.direction, true)); // inclusive, as ESDB reads
      for (const event of events.slice(0, Number(options.maxCount))) yield { event, commitPosition: event.position.commit };
    })();
  }

  subscribeToAll(options: { fromPosition: ReadPosition; filter: Filter }) {
    this.calls.push({ method: 'subscribeToAll', args: [options] });
    const fake = this;
    let open = true;
    let wake: (() => void) | null = null;
    const listener = () => wake?.();
    this.listeners.add(listener);
    const passes = (e: AllStreamJSONRecordedEvent) => {
      const f = options.filter;
      const subject = f.filterOn === 'streamName' ? e.streamId : e.type;
      return 'prefixes' in f ? f.prefixes.some((p) => subject.startsWith(p)) : new RegExp(f.regex).test(subject);
    };
    // From the end: only what is appended after subscribing.
    const fromEnd = options.fromPosition === 'end';
    const end = this.log.length;
    const events = (async function* (): AsyncGenerator<AllStreamResolvedEvent> {
      let index = fromEnd ? end : 0;
      while (open) {
        const event = fake.log[index];
        if (!event) {
          await new Promise<void>((resolve) => { wake = resolve; });
          continue;
        }
        index += 1;
        // subscriptions start after fromPosition (exclusive)
        if ((fromEnd || posAfter(event.position, options.fromPosition, 'forwards', false)) && passes(event)) yield { event, commitPosition: event.position.commit };
      }
    })();
    return Object.assign(events, {
      unsubscribe: async () => {
        open = false;
        fake.listeners.delete(listener);
        wake?.();
      },
    });
  }

  async dispose() {
    this.disposed = true;
  }
}
