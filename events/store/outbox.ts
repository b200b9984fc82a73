import type { Kysely } from 'kysely';
import {
  START, laterPosition,
  type AppendResult, type EventStore, type ExpectedRevision, type GlobalPosition, type JsonObject, type NewEvent, type SqlTransaction,
} from './port.js';

// A plain-table change and the event that records it commit together. On PostgreSQL the adapter
// appends inside the caller's transaction. EventStoreDB cannot join it, so its adapter writes the
// events to `event_outbox` inside it instead, and this relay appends them afterwards with the same
// event ids: right after the commit (publishAfterCommit), and for rows a crash left behind, at
// start-up and now and then (startOutboxRelay). Relaying twice stores nothing twice: ids already in
// the stream are skipped, and the store keeps an id once.

export const OUTBOX_TABLE = 'event_outbox';
/** Rows relayed per transaction. */
const RELAY_BATCH = 200;
const RELAY_EVERY_MS = 5_000;

type OutboxRow = { seq: string; event_id: string; stream_id: string; type: string; data: JsonObject; metadata: JsonObject | null };

/** The EventStoreDB adapter's in-transaction append. Relayed later, it cannot check a revision. */
export const writeToOutbox = async (trx: SqlTransaction, stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> => {
  if (expected !== 'any') throw new Error('An append inside a transaction is relayed after the commit, so it takes expectedRevision any');
  if (events.length) {
    await trx.insertInto(OUTBOX_TABLE).values(events.map((e) => ({
      event_id: e.id, stream_id: stream, type: e.type, data: JSON.stringify(e.data), metadata: e.metadata ? JSON.stringify(e.metadata) : null,
    }))).execute();
  }
  return { nextRevision: -1n, position: START, pending: true };
};

/** Appends one batch of outbox rows and deletes them, in their order; answers how many and the last position. */
const relayBatch = (db: Kysely<any>, store: EventStore) =>
  db.transaction().execute(async (trx) => {
    // SKIP LOCKED: two processes relaying at once take different rows instead of waiting.
    const rows = (await trx.selectFrom(OUTBOX_TABLE).selectAll().orderBy('seq').limit(RELAY_BATCH).forUpdate().skipLocked().execute()) as OutboxRow[];
    let position = START;
    for (const row of rows) {
      const [stored] = await store.findInStream(row.stream_id, [row.event_id]);
      const event: NewEvent = { id: row.event_id, type: row.type, data: row.data, ...(row.metadata ? { metadata: row.metadata } : {}) };
      position = laterPosition(position, stored?.position ?? (await store.appendToStream(row.stream_id, [event], { expectedRevision: 'any' })).position);
    }
    if (rows.length) await trx.deleteFrom(OUTBOX_TABLE).where('seq', 'in', rows.map((r) => r.seq)).execute();
    return { count: rows.length, position };
  });

/** Relays every row waiting in the outbox; answers the last position written (START when none). */
export const relayOutbox = async (db: Kysely<any>, store: EventStore): Promise<GlobalPosition> => {
  let position = START;
  for (;;) {
    const batch = await relayBatch(db, store);
    position = laterPosition(position, batch.position);
    if (batch.count < RELAY_BATCH) return position;
  }
};

/**
 * After the caller's transaction committed: the position to wait for (read-your-writes). Appends that
 * went to the outbox are relayed now rather than at the next sweep.
 */
export const publishAfterCommit = async (db: Kysely<any>, store: EventStore, results: AppendResult[]): Promise<GlobalPosition | null> => {
  if (results.length === 0) return null;
  const appended = results.filter((r) => !r.pending).map((r) => r.position).reduce(laterPosition, START);
  return results.some((r) => r.pending) ? laterPosition(appended, await relayOutbox(db, store)) : appended;
};

/** Relays what a crash left in the outbox at start-up, then every few seconds. Only EventStoreDB writes there. */
export const startOutboxRelay = (db: Kysely<any>, store: EventStore, onError: (error: unknown) => void) => {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = relayOutbox(db, store).catch(onError);
  };
  sweep();
  const timer = setInterval(() => !stopped && sweep(), RELAY_EVERY_MS);
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
