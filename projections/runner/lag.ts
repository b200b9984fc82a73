import { sql } from 'kysely';
import { readPageOfTypes, type EventStore } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import { readCheckpoint } from './checkpoints.js';

// How far behind the event store each projection or reactor is, read from the checkpoints in the
// database, never from a loop's memory: any instance (and the one not running the loop) reads the
// same numbers. Only the events a follower handles count: its stored checkpoint may stay behind
// over events it skips (SKIPPED_CHECKPOINT_MS), which it has nothing left to do for.

/** A projection or reactor as its lag reads it; `stream`: an inline projection (PostgreSQL), checkpointed per stream revision. */
export type Follower = { name: string; handles: readonly string[]; stream?: string };

/** Events handled and not yet folded (counted up to LAG_COUNT_CAP), and the age of the oldest of them in seconds (0 when none). */
export type Lag = { name: string; events: number; seconds: number };

/** A scrape costs at most this many rows per follower: a lag beyond it reads as this number. */
export const LAG_COUNT_CAP = 100_000;
/** EventStoreDB: the feed is read through the port, a page at a time, at most this many events per follower. */
const PORT_SCAN_CAP = 10_000;
const PORT_PAGE = 1_000;

type LagRow = { name: string; events: string; seconds: number | null };
const lagOf = (row: LagRow): Lag => ({ name: row.name, events: Number(row.events), seconds: Math.max(0, row.seconds ?? 0) });
const asJson = (followers: readonly Follower[]) => JSON.stringify(followers.map(({ name, handles, stream }) => ({ name, handles, stream })));

/** PostgreSQL, async followers: the events of their types after their checkpoint in projection_checkpoints (START when none). */
const feedLags = async (db: Db, followers: readonly Follower[]): Promise<Lag[]> => {
  if (followers.length === 0) return [];
  const { rows } = await sql<LagRow>`
    SELECT f.name, behind.events, extract(epoch FROM now() - behind.oldest)::float8 AS seconds
      FROM jsonb_to_recordset(${asJson(followers)}::jsonb) AS f(name text, handles text[])
      LEFT JOIN projection_checkpoints c ON c.name = f.name
     CROSS JOIN LATERAL (
       SELECT count(*) AS events, min(created_at) AS oldest FROM (
         SELECT e.created_at FROM events e
          WHERE (e.transaction_id, e.global_position) > (greatest(coalesce(c.commit_position, 0), 0)::text::xid8, coalesce(c.prepare_position, -1)::bigint)
            AND e.type = ANY(f.handles)
          LIMIT ${LAG_COUNT_CAP}) unfolded) behind`.execute(db);
  return rows.map(lagOf);
};

/** PostgreSQL, inline projections: their stream's events after the revision in stream_checkpoints (inline.ts). */
const streamLags = async (db: Db, followers: readonly Follower[]): Promise<Lag[]> => {
  if (followers.length === 0) return [];
  const { rows } = await sql<LagRow>`
    SELECT f.name, behind.events, extract(epoch FROM now() - behind.oldest)::float8 AS seconds
      FROM jsonb_to_recordset(${asJson(followers)}::jsonb) AS f(name text, handles text[], stream text)
      LEFT JOIN stream_checkpoints c ON c.projection = f.name
     CROSS JOIN LATERAL (
       SELECT count(*) AS events, min(created_at) AS oldest FROM (
         SELECT e.created_at FROM events e
          WHERE e.stream_id = f.stream AND e.revision > coalesce(c.revision, -1) AND e.type = ANY(f.handles)
          LIMIT ${LAG_COUNT_CAP}) unfolded) behind`.execute(db);
  return rows.map(lagOf);
};

/** Any store, through the port (EventStoreDB): the feed after the checkpoint, a page at a time, up to PORT_SCAN_CAP. */
const portLag = async (db: Db, store: EventStore, follower: Follower, now: number): Promise<Lag> => {
  let position = await readCheckpoint(db, follower.name);
  let events = 0;
  let oldest: Date | null = null;
  for (let scanned = 0; scanned < PORT_SCAN_CAP;) {
    const page = await readPageOfTypes(store, position, PORT_PAGE, follower.handles);
    events += page.events.length;
    oldest ??= page.events[0]?.createdAt ?? null;
    scanned += page.scanned;
    if (!page.last || page.scanned < PORT_PAGE) break;
    position = page.last;
  }
  return { name: follower.name, events, seconds: oldest ? Math.max(0, (now - oldest.getTime()) / 1000) : 0 };
};

/** Each follower's lag, in the order given. */
export const followerLags = async (db: Db, store: EventStore, followers: readonly Follower[]): Promise<Lag[]> => {
  let lags: Lag[];
  if (store.kind === 'postgres') {
    lags = (await Promise.all([feedLags(db, followers.filter((f) => !f.stream)), streamLags(db, followers.filter((f) => f.stream))])).flat();
  } else {
    const now = Date.now();
    lags = await Promise.all(followers.map((follower) => portLag(db, store, follower, now)));
  }
  const byName = new Map(lags.map((lag) => [lag.name, lag]));
  return followers.map((f) => byName.get(f.name) ?? { name: f.name, events: 0, seconds: 0 });
};
