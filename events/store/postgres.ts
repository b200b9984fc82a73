import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import {
  START, WrongExpectedVersion,
  type AppendOptions, type AppendResult, type EventStore, type ExpectedRevision, type GlobalPosition, type JsonObject,
  type NewEvent, type ReadStreamOptions, type RecordedEvent, type SqlTransaction, type SubscribeOptions, type Subscription, type TypedPage,
} from './port.js';
import { followFeed } from './follow.js';
import { listenForAppends } from './postgres-listen.js';
import { defaultLog } from './retry.js';
import { createAppendWakeups } from './wakeups.js';

// PostgreSQL adapter. The global feed orders by (transaction_id, global_position) and only shows
// transactions older than the oldest one still running (pg_snapshot_xmin), so a slow transaction that
// commits late is never skipped (the technique of Emmett's readMessagesBatch).

const UNIQUE_VIOLATION = '23505';

type EventRow = {
  global_position: string; transaction_id: string; stream_id: string; revision: string;
  event_id: string; type: string; data: JsonObject; metadata: JsonObject | null; created_at: Date;
};

/** The row as a recorded event; `E` is the reader's claim about the stream (see EventStore.readStream). */
const toRecorded = <E extends NewEvent = NewEvent>(row: EventRow): RecordedEvent<E> => ({
  id: row.event_id,
  type: row.type,
  data: row.data,
  metadata: row.metadata ?? undefined,
  stream: row.stream_id,
  revision: BigInt(row.revision),
  position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  createdAt: row.created_at,
}) as RecordedEvent<E>;

// ORDER BY must name events.transaction_id: a bare `transaction_id` is the text output column
// below, which sorts '10000' before '9999' (skipped or repeated events once xids gain a digit)
// and cannot use the feed index (every page sorted the whole rest of the table).
const COLUMNS = 'global_position, transaction_id::text, stream_id, revision, event_id, type, data, metadata, created_at';

const statementNames = new Map<string, string>();
/** A prepared statement's name: the same text always gets the same name (pg prepares it once per connection). */
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `append-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`));
  return name;
};

const matchesExpected = (expected: ExpectedRevision, actual: bigint | null): boolean => {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === null;
  if (expected === 'stream_exists') return actual !== null;
  return actual === expected;
};

export type PostgresStoreOptions = {
  /** The safety poll of the append wake-ups (events/store/wakeups.ts); a test makes it long. */
  safetyPollMs?: number;
  log?: (message: string, error?: unknown) => void;
};

export const postgresEventStore = (pool: pg.Pool, storeOptions: PostgresStoreOptions = {}): EventStore => {
  const expectedText = (expected: ExpectedRevision) => (typeof expected === 'bigint' ? expected.toString() : expected);

  type AppendRow = { next_revision: string; commit_position: string; prepare_position: string; moved?: string[] };
  const APPEND = 'SELECT * FROM append_to_stream($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])';
  // The append and the inline projections' checkpoints (and folds) in one round trip: the function
  // runs once (a volatile CTE is materialised) and what follows reads its answer.
  const appendAndMove = (alongside: string[]) => `
    WITH appended AS (${APPEND}),
    moved AS (
      UPDATE stream_checkpoints c SET revision = a.next_revision FROM appended a
       WHERE c.projection = ANY($7::text[]) AND c.revision = a.next_revision - $8::int
         AND pg_current_xact_id() = a.commit_position::xid8
      RETURNING c.projection)${alongside.map((cte) => `,\n    ${cte}`).join('')}
    SELECT a.*, array(SELECT projection FROM moved) AS moved FROM appended a`;

  /**
   * On the pool, or inside the caller's transaction (then it commits or rolls back with the caller's
   * rows). On the pool the statement is prepared once per connection, by a name its text decides:
   * the append's planning was a third of its time in the database.
   */
  const query = async <Row>(text: string, params: unknown[], transaction?: SqlTransaction): Promise<Row[]> =>
    transaction
      ? ((await transaction.executeQuery(CompiledQuery.raw(text, params))).rows as Row[])
      : (await pool.query({ name: statementName(text), text, values: params })).rows;

  const tryAppend = async (stream: string, events: NewEvent[], expected: ExpectedRevision, options: AppendOptions = {}): Promise<AppendResult> => {
    const { transaction, moveCheckpoints: checkpoints, alongside } = options;
    try {
      const params = [
        stream, expectedText(expected), events.map((e) => e.id), events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)), events.map((e) => (e.metadata ? JSON.stringify(e.metadata) : null)),
      ];
      const rows = checkpoints?.length
        ? await query<AppendRow>(appendAndMove(alongside?.ctes ?? []), [...params, checkpoints, events.length, ...(alongside?.params ?? [])], transaction)
        : await query<AppendRow>(APPEND, params, transaction);
      const row = rows[0];
      return {
        nextRevision: BigInt(row.next_revision), position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
        ...(row.moved ? { checkpointsMoved: row.moved } : {}),
      };
    } catch (error) {
      const { message, detail } = error as { message?: string; detail?: string };
      if (message === 'wrong_expected_version') {
        const actual = BigInt(detail ?? '-1');
        throw new WrongExpectedVersion(stream, expected, actual < 0n ? 'no_stream' : actual);
      }
      throw error;
    }
  };

  /** An empty append only checks the expected revision. */
  const checkOnly = async (stream: string, expected: ExpectedRevision, transaction?: SqlTransaction): Promise<AppendResult> => {
    const rows = await query<{ revision: string }>('SELECT revision FROM streams WHERE stream_id = $1', [stream], transaction);
    const current = rows[0] ? BigInt(rows[0].revision) : -1n;
    const actual = current < 0n ? null : current;
    if (!matchesExpected(expected, actual)) throw new WrongExpectedVersion(stream, expected, actual ?? 'no_stream');
    return { nextRevision: current, position: START };
  };

  const appendToStream: EventStore['appendToStream'] = async (stream, events, options = {}) => {
    const expected = options.expectedRevision ?? 'any';
    const { transaction } = options;
    if (events.length === 0) return checkOnly(stream, expected, transaction);
    // Inside the caller's transaction there is no retry: a failed statement aborts it. The followers
    // are woken by the events table's notification when the appending transaction commits.
    if (transaction) return tryAppend(stream, events, expected, options);
    try {
      return await tryAppend(stream, events, expected, options);
    } catch (error) {
      // Two concurrent appends of the same event ids: the loser answers with the winner's result.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && String((error as { constraint?: string }).constraint).includes('event_id')) {
        return tryAppend(stream, events, expected, options);
      }
      throw error;
    }
  };

  const readStream = async <E extends NewEvent>(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent<E>[]> => {
    const backwards = options.direction === 'backwards';
    const from = options.from;
    const { rows } = await pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1
         AND ($2::bigint IS NULL OR revision ${backwards ? '<=' : '>='} $2::bigint)
       ORDER BY revision ${backwards ? 'DESC' : 'ASC'} LIMIT $3`,
      [stream, from === undefined ? null : from.toString(), options.maxCount ?? null],
    );
    return rows.map(toRecorded<E>);
  };

  const findInStream = async <E extends NewEvent>(stream: string, eventIds: readonly string[]): Promise<RecordedEvent<E>[]> => {
    if (eventIds.length === 0) return [];
    const { rows } = await pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE event_id = ANY($1::uuid[]) AND stream_id = $2 ORDER BY revision`,
      [eventIds, stream],
    );
    return rows.map(toRecorded<E>);
  };

  const readAll = async (after: GlobalPosition, limit: number): Promise<RecordedEvent[]> => {
    const commit = after.commit < 0n ? '0' : after.commit.toString();
    const { rows } = await pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [commit, after.prepare.toString(), limit],
    );
    return rows.map(toRecorded);
  };

  const readAllOfTypes = async (after: GlobalPosition, limit: number, types: readonly string[]): Promise<TypedPage> => {
    const commit = after.commit < 0n ? '0' : after.commit.toString();
    // One scan of the feed's positions and types (the index only); the data of the wanted rows only.
    const { rows } = await pool.query<EventRow & { scanned: string; last_commit: string; last_prepare: string; wanted: boolean }>(
      `WITH scanned AS (
         SELECT transaction_id, global_position, type = ANY($4::text[]) AS wanted FROM events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
            AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY transaction_id, global_position
          LIMIT $3),
       last AS (SELECT transaction_id::text AS last_commit, global_position::text AS last_prepare, count(*) OVER () AS scanned
                  FROM scanned ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
       SELECT last.*, ${COLUMNS.split(', ').map((c) => (c.startsWith('transaction_id') ? 'e.transaction_id::text' : `e.${c}`)).join(', ')}
         FROM last LEFT JOIN (scanned s JOIN events e USING (transaction_id, global_position)) ON s.wanted
        ORDER BY e.transaction_id, e.global_position`,
      [commit, after.prepare.toString(), limit, types],
    );
    if (rows.length === 0) return { events: [], last: null, scanned: 0 };
    const { last_commit: lastCommit, last_prepare: lastPrepare, scanned } = rows[0];
    return {
      events: rows.filter((row) => row.event_id !== null).map(toRecorded),
      last: { commit: BigInt(lastCommit), prepare: BigInt(lastPrepare) },
      scanned: Number(scanned),
    };
  };

  const headPosition = async (): Promise<GlobalPosition> => {
    const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text, global_position FROM events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
    );
    return rows[0] ? { commit: BigInt(rows[0].transaction_id), prepare: BigInt(rows[0].global_position) } : START;
  };

  const wakeups = createAppendWakeups({ listen: listenForAppends(pool.options, storeOptions.log ?? defaultLog), headPosition, safetyPollMs: storeOptions.safetyPollMs });

  const subscribeToAll = (after: GlobalPosition, handler: (e: RecordedEvent) => Promise<void>, options: SubscribeOptions = {}): Subscription =>
    followFeed({ after, handler, readAll, wake: wakeups.onAppended, streamPrefixes: options.streamPrefixes, log: options.log });

  return {
    kind: 'postgres',
    appendToStream,
    readStream,
    findInStream,
    readAll,
    readAllOfTypes,
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
    onAppended: wakeups.onAppended,
    close: () => wakeups.close(),
  };
};
