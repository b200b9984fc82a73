import pg from 'pg';
import { createPause } from '../../events/store/pause.js';
import type { UserById, UserLookup } from './user-lookup.js';

// The account facts every request signs in with (role, parent, session version, active), kept in
// memory so a request costs no query for them. A row is dropped the moment it changes: a trigger on
// the users table notifies every instance on commit, whatever code path wrote the row
// (database/migrations/20261124T120000_users_changed_notify.ts). Without that channel (not yet
// listening, connection lost) nothing is kept and every lookup reads the table, so a missed
// notification can never leave a revoked session signed in.
//
// A lookup that was in flight when any row changed is not kept: its SELECT may predate the commit.
// A deactivation or a sign-out everywhere reaches the other instances within the notification's
// delivery (about a millisecond on one network), not at a token's expiry.

export const USERS_CHANGED_CHANNEL = 'users_changed';
/** Enough for every account of a large network; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 20_000;
/** A safety net only: the notifications keep the rows current. */
const MAX_AGE_MS = 60_000;
const RECONNECT_MS = 1_000;

export type UserCache = {
  lookup: UserLookup;
  /**
   * Drop a row now: a write of this instance has committed (its own notification follows, but the
   * answer to that write must not race it: the very next request already reads the new row).
   */
  forget(id: string): void;
  /** Resolves once the channel listens (lookups before that read the table). */
  start(): Promise<void>;
  stop(): Promise<void>;
};

type Log = (message: string, error?: unknown) => void;

/** `onChange`: told of every row dropped (an id, or '' for all), after it is dropped. */
export const createUserCache = (pool: pg.Pool, read: UserLookup, log: Log, onChange?: (id: string) => void): UserCache => {
  const rows = new Map<string, { user: UserById; at: number }>();
  /** Moves on every change seen: a read that started before it is not kept. */
  let generation = 0;
  let listening = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let loop: Promise<void> | null = null;
  const { sleep, wake } = createPause();

  /** One id, or every row (''). */
  const forget = (id: string) => {
    generation += 1;
    if (id) rows.delete(id.toLowerCase());
    else rows.clear();
    onChange?.(id);
  };

  const listenOnce = async (onListening: () => void) => {
    const connection = new pg.Client(pool.options);
    client = connection;
    const ended = new Promise<void>((resolve) => {
      connection.once('end', resolve);
      connection.once('error', (error) => {
        if (!stopped) log('the users channel dropped; signing in reads the table until it is back', error);
        resolve();
      });
    });
    try {
      await connection.connect();
      connection.on('notification', (message) => message.channel === USERS_CHANGED_CHANNEL && forget(message.payload ?? ''));
      await connection.query(`LISTEN ${USERS_CHANGED_CHANNEL}`);
      listening = true;
      onListening();
      await ended;
    } finally {
      listening = false;
      client = null;
      forget(''); // whatever changed while nobody listened is unknown
      await connection.end().catch(() => undefined);
    }
  };

  return {
    forget,
    lookup: async (id) => {
      const key = id.toLowerCase();
      const hit = rows.get(key);
      if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.user;
      const seen = generation;
      const user = await read(id);
      if (user && listening && seen === generation) {
        if (rows.size >= MAX_ENTRIES) rows.delete(rows.keys().next().value!);
        rows.set(key, { user: Object.freeze(user), at: Date.now() });
      }
      return user;
    },
    start: () =>
      new Promise<void>((resolve) => {
        stopped = false;
        loop = (async () => {
          while (!stopped) {
            await listenOnce(resolve).catch((error: unknown) => stopped || log('could not listen on the users channel', error));
            // Started even when the database is not reachable yet: lookups read the table meanwhile.
            resolve();
            if (!stopped) await sleep(RECONNECT_MS);
          }
        })();
      }),
    stop: async () => {
      stopped = true;
      wake();
      await client?.end().catch(() => undefined);
      await loop;
    },
  };
};
