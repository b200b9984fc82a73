import pg from 'pg';
import {
  START, WrongExpectedVersion,
  type AppendResult, type EventStore, type ExpectedRevision, type GlobalPosition, type JsonObject,
  type NewEvent, type ReadStreamOptions, type RecordedEvent, type SubscribeOptions, type Subscription,
} from './port.js';
import { followFeed } from './follow.js';

// PostgreSQL adapter. The global feed orders by (transaction_id, global_position) and only shows
// transactions older than the oldest one still running (pg_snapshot_xmin), so a slow transaction that
// commits late is never skipped (the technique of Emmett's readMessagesBatch).

const NOTIFY_CHANNEL = 'portal_events';
const UNIQUE_VIOLATION = '23505';

type EventRow = {
  global_position: string; transaction_id: string; stream_id: string; revision: string;
  event_id: string; type: string; data: JsonObject; metadata: JsonObject | null; created_at: Date;
};

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  type: row.type,
  data: row.data,
  metadata: row.metadata ?? undefined,
  stream: row.stream_id,
  revision: BigInt(row.revision),
  position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  createdAt: row.created_at,
});

const COLUMNS = 'global_position, transaction_id::text, stream_id, revision, event_id, type, data, metadata, created_at';

const matchesExpected = (expected: ExpectedRevision, actual: bigint | null): boolean => {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === null;
  if (expected === 'stream_exists') return actual !== null;
  return actual === expected;
};

export const postgresEventStore = (pool: pg.Pool): EventStore => {
  /** A retried append: every id is already stored, so answer as the first append did. */
  const alreadyAppended = async (client: pg.PoolClient, events: NewEvent[]): Promise<AppendResult | null> => {
    const { rows } = await client.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
      [events.map((e) => e.id)],
    );
    if (rows.length === 0) return null;
    if (rows.length !== events.length) {
      throw new Error('Some events of this append were stored before and others were not');
    }
    const last = toRecorded(rows[rows.length - 1]);
    return { nextRevision: last.revision, position: last.position };
  };

  const tryAppend = async (stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const previous = await alreadyAppended(client, events);
      if (previous) {
        await client.query('COMMIT');
        return previous;
      }
      await client.query('INSERT INTO streams (stream_id, revision) VALUES ($1, -1) ON CONFLICT DO NOTHING', [stream]);
      const { rows } = await client.query<{ revision: string }>('SELECT revision FROM streams WHERE stream_id = $1 FOR UPDATE', [stream]);
      const current = BigInt(rows[0].revision);
      const actual = current < 0n ? null : current;
      if (!matchesExpected(expected, actual)) throw new WrongExpectedVersion(stream, expected, actual ?? 'no_stream');
      if (events.length === 0) {
        await client.query('ROLLBACK');
        return { nextRevision: current, position: START };
      }
      const inserted = await client.query<EventRow>(
        `INSERT INTO events (stream_id, revision, event_id, type, data, metadata)
         SELECT $1, $2::bigint + ord, id, type, data, metadata
           FROM unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS e(id, type, data, metadata, ord)
         RETURNING ${COLUMNS}`,
        [
          stream, current.toString(), events.map((e) => e.id), events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)), events.map((e) => (e.metadata ? JSON.stringify(e.metadata) : null)),
        ],
      );
      const nextRevision = current + BigInt(events.length);
      await client.query('UPDATE streams SET revision = $2 WHERE stream_id = $1', [stream, nextRevision.toString()]);
      await client.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`);
      await client.query('COMMIT');
      const last = toRecorded(inserted.rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b)));
      return { nextRevision, position: last.position };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  const appendToStream: EventStore['appendToStream'] = async (stream, events, options = {}) => {
    const expected = options.expectedRevision ?? 'any';
    try {
      return await tryAppend(stream, events, expected);
    } catch (error) {
      // Two concurrent appends of the same event ids: the loser answers with the winner's result.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && String((error as { constraint?: string }).constraint).includes('event_id')) {
        return tryAppend(stream, events, expected);
      }
      throw error;
    }
  };

  const readStream = async (stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> => {
    const backwards = options.direction === 'backwards';
    const from = options.from;
    const { rows } = await pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1
         AND ($2::bigint IS NULL OR revision ${backwards ? '<=' : '>='} $2::bigint)
       ORDER BY revision ${backwards ? 'DESC' : 'ASC'} LIMIT $3`,
      [stream, from === undefined ? null : from.toString(), options.maxCount ?? null],
    );
    return rows.map(toRecorded);
  };

  const readAll = async (after: GlobalPosition, limit: number): Promise<RecordedEvent[]> => {
    const commit = after.commit < 0n ? '0' : after.commit.toString();
    const { rows } = await pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id, global_position
        LIMIT $3`,
      [commit, after.prepare.toString(), limit],
    );
    return rows.map(toRecorded);
  };

  const headPosition = async (): Promise<GlobalPosition> => {
    const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text, global_position FROM events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return rows[0] ? { commit: BigInt(rows[0].transaction_id), prepare: BigInt(rows[0].global_position) } : START;
  };

  const listener = notificationListener(pool);

  const subscribeToAll = (after: GlobalPosition, handler: (e: RecordedEvent) => Promise<void>, options: SubscribeOptions = {}): Subscription =>
    followFeed({ after, handler, readAll, wake: listener.onNotify, streamPrefixes: options.streamPrefixes });

  return {
    kind: 'postgres',
    appendToStream,
    readStream,
    readAll,
    subscribeToAll,
    headPosition,
    health: async () => {
      try {
        await pool.query('SELECT 1 FROM events LIMIT 1');
        return { ok: true, detail: 'postgres events table reachable' };
      } catch (error) {
        return { ok: false, detail: (error as Error).message };
      }
    },
    close: () => listener.close(),
  };
};

/** One LISTEN connection per store, opened lazily, shared by every subscription. */
const notificationListener = (pool: pg.Pool) => {
  const waiters = new Set<() => void>();
  let client: pg.PoolClient | null = null;
  let opening: Promise<void> | null = null;
  const open = () => {
    opening ??= (async () => {
      client = await pool.connect();
      client.on('notification', () => waiters.forEach((wake) => wake()));
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    })().catch(() => {
      opening = null; // polling still delivers; a later subscription retries LISTEN
    });
    return opening;
  };
  return {
    onNotify: (wake: () => void) => {
      void open();
      waiters.add(wake);
      return () => waiters.delete(wake);
    },
    close: async () => {
      waiters.clear();
      if (client) {
        await client.query(`UNLISTEN ${NOTIFY_CHANNEL}`).catch(() => undefined);
        client.release();
        client = null;
      }
      opening = null;
    },
  };
};
