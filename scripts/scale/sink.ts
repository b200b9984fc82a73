import type pg from 'pg';
import type { NewEvent } from '../../events/store/port.js';

// The generator's fast path into the PostgreSQL event store: events buffered in generation order
// and written as one multi-row INSERT per batch (unnest of arrays), each stream's revisions
// counted here so they are exactly what appends one by one would give (0, 1, 2... per stream);
// `streams` is upserted in the same transaction, so a later append checks the right revision.

/** Rows per INSERT: big enough that a round trip is nothing, small enough for the parameters' size. */
export const SINK_BATCH = 5_000;

export type EventSink = {
  append(stream: string, events: readonly NewEvent[]): void;
  /** Writes the buffer when it holds a batch or more (call between units of generation). */
  flushIfFull(): Promise<void>;
  flush(): Promise<void>;
  /** Events written so far. */
  readonly written: number;
};

export const postgresSink = (pool: pg.Pool): EventSink => {
  const revisions = new Map<string, number>();
  let rows: { stream: string; revision: number; event: NewEvent }[] = [];
  let written = 0;
  /** The batch being written: the next one is generated meanwhile (one write at a time keeps the order). */
  let writing: Promise<void> = Promise.resolve();
  const write = async (batch: typeof rows) => {
    const heads = new Map<string, number>();
    for (const row of batch) heads.set(row.stream, row.revision);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // ORDER BY ord: the bigserial positions follow the generation order (the global feed's order).
      await client.query(
        `INSERT INTO events (stream_id, revision, event_id, type, data, metadata)
         SELECT s, r, i, t, d, m FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS e(s, r, i, t, d, m, ord) ORDER BY ord`,
        [
          batch.map((row) => row.stream), batch.map((row) => row.revision), batch.map((row) => row.event.id), batch.map((row) => row.event.type),
          batch.map((row) => JSON.stringify(row.event.data)), batch.map((row) => (row.event.metadata ? JSON.stringify(row.event.metadata) : null)),
        ],
      );
      await client.query(
        `INSERT INTO streams (stream_id, revision) SELECT * FROM unnest($1::text[], $2::bigint[])
         ON CONFLICT (stream_id) DO UPDATE SET revision = GREATEST(streams.revision, excluded.revision)`,
        [[...heads.keys()], [...heads.values()]],
      );
      await client.query('COMMIT');
      written += batch.length;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    append(stream, events) {
      let revision = revisions.get(stream) ?? -1;
      for (const event of events) rows.push({ stream, revision: (revision += 1), event });
      revisions.set(stream, revision);
    },
    async flushIfFull() {
      if (rows.length < SINK_BATCH) return;
      await writing;
      writing = write(rows);
      writing.catch(() => undefined); // not unhandled meanwhile: the next flush awaits it and throws
      rows = [];
    },
    async flush() {
      await writing;
      if (rows.length) await write(rows);
      rows = [];
    },
    get written() {
      return written;
    },
  };
};

/**
 * One aggregate's stream as its route writes it: each command decided against the state so far by
 * the aggregate's own `decide`, folded by its `evolve`, and its events appended to the sink.
 */
export const decidedStream = <Command, State, Event extends NewEvent>(
  sink: EventSink,
  stream: string,
  aggregate: { decide(command: Command, state: State): Event[]; evolve(state: State, event: Event): State; initial(): State },
) => {
  let state = aggregate.initial();
  return {
    run(command: Command) {
      const events = aggregate.decide(command, state);
      state = events.reduce(aggregate.evolve, state);
      sink.append(stream, events);
    },
    get state() {
      return state;
    },
  };
};
