import { sql, type Transaction } from 'kysely';
import type { AppendOptions, AppendResult, EventStore, JsonObject, NewEvent, RecordedEvent } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import type { Database } from '../../database/schema.js';
import type { Projection } from './projection.js';

// Inline projections (PostgreSQL only): a projection of one stream folded inside the transaction
// that appends to that stream, so its rows are there when the append answers and a command waits
// for nothing (read-your-writes at the cost of a statement or two in the append's transaction).
//
// Exactly once, in revision order: the projection's checkpoint is the last stream revision it
// folded (table stream_checkpoints), moved in the same transaction by compare-and-set. Appends to
// one stream hold its row lock until they commit, so they fold one after another. When the
// compare-and-set fails (a retried append answered with the stored events, an append that did not
// go through this wrapper, the first start after the async runner), the transaction takes the
// stream's lock and folds every stored event after the checkpoint instead: never the caller's copy.
// With EventStoreDB (no shared transaction) the runner folds these projections like any other.

const UNIQUE_VIOLATION = '23505';
const CATCH_UP_PAGE = 2_000;
/** How often the runner looks for events an inline projection has not folded (see catchUpInline). */
export const INLINE_SWEEP_MS = 1_000;

type Trx = Transaction<Database>;

/** The projections folded in the append's transaction with this store (none off PostgreSQL). */
export const inlineProjections = (store: EventStore, projections: readonly Projection[]) =>
  store.kind === 'postgres' ? projections.filter((p) => p.inline) : [];

export const isInline = (store: EventStore, projection: Projection) => store.kind === 'postgres' && projection.inline !== undefined;

const fold = async (trx: Trx, projection: Projection, events: RecordedEvent[]) => {
  const handled = events.filter((event) => projection.handles.includes(event.type));
  if (projection.evolveBatch && handled.length > 1) await projection.evolveBatch(trx, handled);
  else for (const event of handled) await projection.evolve(trx, event);
};

type EventRow = { event_id: string; type: string; data: JsonObject; metadata: JsonObject | null; revision: string; transaction_id: string; global_position: string; created_at: Date };

/**
 * Folds every stored event of the projection's stream after its checkpoint, holding the stream's
 * row lock (no append can slip in between). No checkpoint yet: the tables start empty, then the
 * whole stream is folded (the first start after the projection ran in the async runner, a rebuild).
 */
export const catchUpInline = async (trx: Trx, projection: Projection, onProgress: (done: number) => void = () => undefined): Promise<number> => {
  const stream = projection.inline!.stream;
  await sql`SELECT revision FROM streams WHERE stream_id = ${stream} FOR UPDATE`.execute(trx);
  const checkpoint = await trx.selectFrom('stream_checkpoints').select('revision').where('projection', '=', projection.name).forUpdate().executeTakeFirst();
  let revision = checkpoint ? BigInt(checkpoint.revision) : -1n;
  if (!checkpoint) {
    // DELETE, not TRUNCATE: an append statement that folds in place (foldsInAppend) holds its tables'
    // row-exclusive lock while it waits for the stream's row lock, which this transaction holds; a
    // TRUNCATE's exclusive lock would wait for it in turn (deadlock).
    for (const table of projection.tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    // The async runner's checkpoint of this projection means nothing any more.
    await trx.deleteFrom('projection_checkpoints').where('name', '=', projection.name).execute();
    await trx.insertInto('stream_checkpoints').values({ projection: projection.name, stream_id: stream, revision: '-1' }).execute();
  }
  let done = 0;
  for (;;) {
    const { rows } = await sql<EventRow>`
      SELECT event_id, type, data, metadata, revision, transaction_id::text, global_position, created_at FROM events
       WHERE stream_id = ${stream} AND revision > ${revision.toString()} ORDER BY revision LIMIT ${CATCH_UP_PAGE}`.execute(trx);
    if (rows.length === 0) break;
    await fold(trx, projection, rows.map((row) => ({
      id: row.event_id, type: row.type, data: row.data, metadata: row.metadata ?? undefined, stream, revision: BigInt(row.revision),
      position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) }, createdAt: row.created_at,
    })));
    revision = BigInt(rows[rows.length - 1].revision);
    done += rows.length;
    onProgress(done);
    if (rows.length < CATCH_UP_PAGE) break;
  }
  await trx.updateTable('stream_checkpoints').set({ revision: revision.toString() }).where('projection', '=', projection.name).execute();
  return done;
};

/**
 * The events this transaction just appended, as the projection will see them. `createdAt` is this
 * process's clock, not the stored column: an inline fold reads time from the event's data (as the
 * ledger's does), or a rebuild would differ from the live rows.
 */
const recorded = (stream: string, events: NewEvent[], result: AppendResult): RecordedEvent[] => {
  const first = result.nextRevision - BigInt(events.length) + 1n;
  const createdAt = new Date();
  return events.map((event, i) => ({ ...event, stream, revision: first + BigInt(i), position: result.position, createdAt }));
};

/**
 * Fold what this transaction appended: in order and fresh, the caller's events; otherwise catch up.
 * The append's statement moved the checkpoints (compare-and-set from the revision before it, only
 * when this transaction wrote the rows: a retry answered with stored ones has another xid).
 */
const foldAppended = async (trx: Trx, projections: Projection[], stream: string, events: NewEvent[], result: AppendResult) => {
  const moved = new Set(result.checkpointsMoved ?? []);
  for (const projection of projections) {
    if (moved.has(projection.name)) await fold(trx, projection, recorded(stream, events, result));
    else await catchUpInline(trx, projection);
  }
};

/** Every projection's fold as clauses of the append's statement, or null when one cannot. */
const foldsInAppend = (projections: Projection[], events: NewEvent[]): AppendOptions['alongside'] | null => {
  const params: unknown[] = [];
  // After the append's own eight parameters (events/store/postgres.ts).
  const param = (value: unknown) => `$${params.push(value) + 8}`;
  const firstRevision = `(SELECT next_revision - ${param(events.length)}::int + 1 FROM appended)`;
  const ctes: string[] = [];
  for (const projection of projections) {
    const when = `EXISTS (SELECT 1 FROM moved WHERE projection = ${param(projection.name)}::text)`;
    const clauses = projection.inline?.foldInAppend?.(events, { when, firstRevision, param });
    if (!clauses) return null;
    ctes.push(...clauses);
  }
  return { ctes, params };
};

/**
 * The store whose appends to an inline projection's stream fold that projection in the same
 * transaction (the caller's, when it passes one). Every writer of those streams must append
 * through it; the runner's sweep folds what a writer appended around it, but its waiters do not
 * wait for that.
 */
export const withInlineProjections = (store: EventStore, db: Db, projections: readonly Projection[]): EventStore => {
  const byStream = new Map<string, Projection[]>();
  for (const projection of inlineProjections(store, projections)) {
    const stream = projection.inline!.stream;
    byStream.set(stream, [...(byStream.get(stream) ?? []), projection]);
  }
  if (byStream.size === 0) return store;

  const appendToStream: EventStore['appendToStream'] = async (stream, events, options = {}) => {
    const folded = byStream.get(stream);
    if (!folded || events.length === 0) return store.appendToStream(stream, events, options);
    const alongside = options.transaction ? null : foldsInAppend(folded, events);
    if (alongside) {
      // One statement, committed on its own: append, checkpoints and folds. A projection whose
      // checkpoint did not move (a retry answered with stored events, the first start) folded
      // nothing there, and is caught up from the journal before the append answers.
      const result = await store.appendToStream(stream, events, { ...options, moveCheckpoints: folded.map((p) => p.name), alongside });
      for (const projection of folded) if (!result.checkpointsMoved?.includes(projection.name)) await sweepInline(db, projection);
      return result;
    }
    const appendAndFold = async (trx: Trx) => {
      const result = await store.appendToStream(stream, events, { ...options, transaction: trx, moveCheckpoints: folded.map((p) => p.name) });
      await foldAppended(trx, folded, stream, events, result);
      return result;
    };
    if (options.transaction) return appendAndFold(options.transaction as Trx);
    let result: AppendResult;
    try {
      result = await db.transaction().execute(appendAndFold);
    } catch (error) {
      // Two concurrent appends of the same event ids: the loser answers with the winner's result.
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== UNIQUE_VIOLATION || !String(constraint).includes('event_id')) throw error;
      result = await db.transaction().execute(appendAndFold);
    }
    return result;
  };
  return { ...store, appendToStream };
};

/**
 * Folds what an inline projection has not (appends around the wrapper, the first start after the
 * async runner); cheap when it is up to date. A stream with no row yet has nothing to fold (and no
 * row to lock: its first append folds it).
 */
export const sweepInline = async (db: Db, projection: Projection): Promise<number> => {
  const stream = projection.inline!.stream;
  const { rows } = await sql<{ behind: boolean }>`
    SELECT coalesce((SELECT revision FROM streams WHERE stream_id = ${stream})
         > coalesce((SELECT revision FROM stream_checkpoints WHERE projection = ${projection.name}), -2), false) AS behind`.execute(db);
  if (!rows[0].behind) return 0;
  return db.transaction().execute((trx) => catchUpInline(trx, projection));
};

/** Empty the projection's tables and fold its whole stream again, in one transaction (appends wait). */
export const rebuildInline = (db: Db, projection: Projection, onProgress?: (done: number) => void): Promise<number> =>
  db.transaction().execute(async (trx) => {
    await sql`SELECT revision FROM streams WHERE stream_id = ${projection.inline!.stream} FOR UPDATE`.execute(trx);
    await trx.deleteFrom('stream_checkpoints').where('projection', '=', projection.name).execute();
    return catchUpInline(trx, projection, onProgress);
  });
