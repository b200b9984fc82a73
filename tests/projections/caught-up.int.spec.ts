import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { comparePositions } from '../../events/store/port.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { projections } from '../../projections/index.js';
import { createProjectionRunner } from '../../projections/runner/runner.js';
import { caughtUp, writtenHead } from '../support/caught-up.js';
import { createTestDatabase } from '../support/database.js';

// The flake this keeps away: a test waited for `store.headPosition()` while another test's
// transaction, in another database of the same server, was open; that head did not include the
// test's own last event yet, so the wait returned before the read models had it.
describe('waiting for the read models in a test', () => {
  it('waits for the events written, not only the visible ones, while another database holds a transaction open', async () => {
    const database = await createTestDatabase();
    const store = postgresEventStore(database.pool);
    const runner = createProjectionRunner({ store, db: database.db, pool: database.pool, projections });
    const other = new pg.Client({ connectionString: database.url.replace(/\/[^/]+$/, '/postgres') });
    await other.connect();
    await runner.start();
    try {
      const userId = randomUUID();
      const at = new Date().toISOString();
      await store.appendToStream(accountStream(userId), [accountEvent(randomUUID(), 'UserRegistered', { userId, email: `${userId}@x.test`, roles: ['Dealer'], parentId: null, at })]);
      expect(await caughtUp({ runner, pool: database.pool })).toBe(true);

      // Another database's transaction takes an id before this test's next append.
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      const { position } = await store.appendToStream(accountStream(userId), [accountEvent(randomUUID(), 'UserSignedIn', { userId, ip: '10.0.0.1', twoFactor: false, at })]);
      expect(comparePositions(await store.headPosition(), position)).toBeLessThan(0);
      expect(await writtenHead(database.pool)).toEqual(position);
      expect(await caughtUp({ runner, pool: database.pool }, 300)).toBe(false);

      await other.query('COMMIT');
      expect(await caughtUp({ runner, pool: database.pool })).toBe(true);
      expect(await database.db.selectFrom('user_activity').select('event_id').where('user_id', '=', userId).execute()).toHaveLength(2);
    } finally {
      await other.end();
      await runner.stop();
      await database.close();
    }
  });
});
