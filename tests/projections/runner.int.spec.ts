import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { projections } from '../../projections/index.js';
import { readCheckpoint } from '../../projections/runner/checkpoints.js';
import { createProjectionRunner, rebuildProjection } from '../../projections/runner/runner.js';
import { userActivityProjection } from '../../projections/userActivity/projection.js';
import { createTestDatabase } from '../support/database.js';
import { EVENTS_APPENDED_CHANNEL, listenForAppends } from '../../events/store/postgres-listen.js';
import { eventually } from './support.js';

/** Long enough that only a notification (or a listener's reconnect) can wake the loops within a test. */
const NO_SAFETY_POLL_MS = 10 * 60_000;

const someAccountHistory = (userId: string, n: number) => {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
  return [
    accountEvent(randomUUID(), 'UserRegistered', { userId, email: `${userId}@x.test`, roles: ['Dealer'], parentId: null, at: at(0) }),
    ...Array.from({ length: n }, (_, i) => accountEvent(randomUUID(), 'UserSignedIn', { userId, ip: `10.0.0.${i % 250}`, twoFactor: i % 2 === 0, at: at(i + 1) })),
    accountEvent(randomUUID(), 'RolesChanged', { userId, roles: ['Dealer', 'Distributor'], by: null, at: at(n + 2) }),
  ];
};

describe('projection runner', () => {
  it('follows live, checkpoints in the read-model transaction, and a rebuild equals the live model row for row', async () => {
    const database = await createTestDatabase();
    const store = postgresEventStore(database.pool);
    const runner = createProjectionRunner({ store, db: database.db, pool: database.pool, projections });
    await runner.start();
    try {
      const users = Array.from({ length: 20 }, () => randomUUID());
      const results = await Promise.all(users.map((id, i) => store.appendToStream(accountStream(id), someAccountHistory(id, 10 + i))));
      const last = results.reduce((a, b) => (a.position.commit > b.position.commit || (a.position.commit === b.position.commit && a.position.prepare > b.position.prepare) ? a : b));
      expect(await runner.waitFor(last.position, 10_000)).toBe(true);
      const snapshot = () => database.db.selectFrom('user_activity').selectAll().orderBy('event_id').execute();
      const live = await snapshot();
      expect(live).toHaveLength(users.reduce((n, _, i) => n + 12 + i, 0));
      expect(await readCheckpoint(database.db, 'user_activity')).toEqual(await store.headPosition());

      // The live runner holds the projection's lock: a rebuild must refuse rather than race it.
      await expect(rebuildProjection({ store, db: database.db, pool: database.pool, projection: userActivityProjection })).rejects.toThrow(/running in another process/);
      await runner.stop();
      const seen: number[] = [];
      const replayed = await rebuildProjection({ store, db: database.db, pool: database.pool, projection: userActivityProjection }, (n) => seen.push(n));
      expect(replayed).toBe(live.length);
      expect(seen.at(-1)).toBe(live.length);
      expect(await snapshot()).toEqual(live);
    } finally {
      await runner.stop();
      await store.close();
      await database.close();
    }
  });

  it('waitFor answers false when the projections cannot reach a position in time', async () => {
    const database = await createTestDatabase();
    const store = postgresEventStore(database.pool);
    const runner = createProjectionRunner({ store, db: database.db, pool: database.pool, projections });
    try {
      const result = await store.appendToStream('user-x', someAccountHistory(randomUUID(), 1));
      expect(await runner.waitFor(result.position, 200)).toBe(false); // not started
      await runner.start();
      expect(await runner.waitFor(result.position, 5_000)).toBe(true);
    } finally {
      await runner.stop();
      await store.close();
      await database.close();
    }
  });

  describe('wakes when events are appended, not by polling', () => {
    /** A runner of the user activity projection, on a store whose safety poll is as long as `safetyPollMs`, and another writer. */
    const wokenRunner = async (safetyPollMs: number) => {
      const database = await createTestDatabase();
      const store = postgresEventStore(database.pool, { safetyPollMs, log: () => undefined }); // the cut connection is expected
      // Another process's store: it never listens, so only the events table's notification tells ours.
      const writer = postgresEventStore(database.pool);
      const runner = createProjectionRunner({ store, db: database.db, pool: database.pool, projections: [userActivityProjection] });
      await runner.start();
      const rowsOf = async (userId: string) => (await database.db.selectFrom('user_activity').select('event_id').where('user_id', '=', userId).execute()).length;
      /** Appends an account history from the other writer; resolves once the read model shows it (no waitFor: it would wake the loops). */
      const appendAndSee = async (what: string) => {
        const userId = randomUUID();
        await writer.appendToStream(accountStream(userId), someAccountHistory(userId, 1));
        await eventually(async () => (await rowsOf(userId)) === 3, what);
      };
      const close = async () => {
        await runner.stop();
        await store.close();
        await database.close();
      };
      return { database, appendAndSee, close };
    };

    it('an event appended by another process reaches the projection by its notification, with no safety poll', async () => {
      const { appendAndSee, close } = await wokenRunner(NO_SAFETY_POLL_MS);
      try {
        await appendAndSee('the first history');
        // The loop is asleep now: only the notification of the next append can wake it.
        await appendAndSee('a history appended while the loop sleeps');
        await appendAndSee('another one');
      } finally {
        await close();
      }
    });

    it('an announced event held back by an older transaction of another database reaches the projection once it is readable, with no safety poll', async () => {
      const { appendAndSee, close } = await wokenRunner(NO_SAFETY_POLL_MS);
      // Transaction ids and snapshots span the server: a transaction open in any database hides
      // events committed after it began, and their notification arrives before they are readable.
      const other = await createTestDatabase();
      const holder = await other.pool.connect();
      try {
        await appendAndSee('the first history');
        await holder.query('BEGIN');
        await holder.query('SELECT pg_current_xact_id()');
        const seen = appendAndSee('a history appended behind the open transaction');
        await new Promise((resolve) => setTimeout(resolve, 300));
        await holder.query('COMMIT');
        await seen;
      } finally {
        await holder.query('ROLLBACK').catch(() => undefined);
        holder.release();
        await other.close();
        await close();
      }
    });

    it('after its listening connection is cut, the store listens again and wakes the loops for what it missed', async () => {
      const { database, appendAndSee, close } = await wokenRunner(NO_SAFETY_POLL_MS);
      try {
        await appendAndSee('the first history');
        const listener = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ${EVENTS_APPENDED_CHANNEL}'`;
        const { rows } = await database.pool.query<{ pid: number }>(listener);
        expect(rows).toHaveLength(1); // one listening connection, whatever the number of loops
        await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        // Appended while nobody listens (or just after): announced to nobody but the reconnect.
        await appendAndSee('a history appended when the listener was cut');
        await eventually(async () => (await database.pool.query(listener)).rows.length === 1, 'the store listening again');
        await appendAndSee('a history appended after it listens again');
      } finally {
        await close();
      }
    });

    it('wakes its followers once it listens, the first time too: what was appended before nobody announced', async () => {
      const database = await createTestDatabase();
      let wakes = 0;
      const listener = listenForAppends(database.pool.options, () => undefined)(() => (wakes += 1));
      try {
        await eventually(async () => wakes >= 1, 'a wake-up once listening, with no append');
      } finally {
        await listener.stop();
        await database.close();
      }
    });

    it('without notifications at all, the safety poll of the feed head still brings every event', async () => {
      const { database, appendAndSee, close } = await wokenRunner(200);
      try {
        await database.pool.query('DROP TRIGGER events_appended ON events');
        await appendAndSee('a history appended with no notification');
        await appendAndSee('another one');
      } finally {
        await close();
      }
    });
  });
});
