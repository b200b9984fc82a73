import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { projections } from '../../projections/index.js';
import { readCheckpoint } from '../../projections/runner/checkpoints.js';
import { createProjectionRunner, rebuildProjection } from '../../projections/runner/runner.js';
import { userActivityProjection } from '../../projections/userActivity/projection.js';
import { createTestDatabase } from '../support/database.js';

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
});
