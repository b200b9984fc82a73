import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postgresEventStore } from '../../events/store/postgres.js';
import { projections } from '../../projections/index.js';
import { isInline } from '../../projections/runner/inline.js';
import { createProjectionRunner } from '../../projections/runner/runner.js';
import { createTestDatabase } from '../support/database.js';
import { advisoryLockHolders, eventually, killLockConnections, placeOrder, receivePayment } from './support.js';

// Two instances of the portal run the same projections on one database. The one that holds the
// projections' locks loses its lock connection (network cut, idle timeout, a DBA's kill) while it
// keeps running; the other takes the locks over. Every event must still be folded exactly once:
// a payment of 4000 counted twice showed 8000 paid.

const PAYMENT = 4_000;
const PAYMENTS_AFTER_KILL = 6;

describe('two projection runners on one database', () => {
  it('fold each event once when the lock holder loses its lock connection', async () => {
    const database = await createTestDatabase();
    const store = postgresEventStore(database.pool);
    const log = () => undefined; // the lost connection is reported; the test looks at the result
    const first = createProjectionRunner({ store, db: database.db, pool: database.pool, projections, log });
    const second = createProjectionRunner({ store, db: database.db, pool: database.pool, projections, log });
    const orders = [randomUUID(), randomUUID()];
    // Inline projections (the ledger's) fold in the append's transaction and take no runner lock.
    const locked = projections.filter((projection) => !isInline(store, projection));
    try {
      await first.start();
      for (const id of orders) await placeOrder(store, id, 1_000);
      let last = await receivePayment(store, orders[0], PAYMENT);
      expect(await first.waitFor(last, 10_000)).toBe(true);
      await second.start(); // finds every lock taken and waits

      const killed = await killLockConnections(database.pool);
      expect(killed.length).toBeGreaterThan(0);
      // Someone (the second runner, or the first on a new connection) holds every lock again.
      await eventually(async () => (await advisoryLockHolders(database.pool)).filter((pid) => !killed.includes(pid)).length === locked.length, 'the locks to be taken over');

      for (let i = 0; i < PAYMENTS_AFTER_KILL; i += 1) last = await receivePayment(store, orders[i % 2], PAYMENT);
      // Each runner answers for what it believes it owns; both must have seen the last payment.
      expect(await first.waitFor(last, 10_000)).toBe(true);
      expect(await second.waitFor(last, 10_000)).toBe(true);
      await Promise.all([first.stop(), second.stop()]);

      const paid = await database.db.selectFrom('credit_orders').select(['id', 'paid_amount']).orderBy('id').execute();
      const expected = orders.map((id, i) => ({ id, paid_amount: PAYMENT * (i === 0 ? 1 + PAYMENTS_AFTER_KILL / 2 : PAYMENTS_AFTER_KILL / 2) }));
      expect(paid.map((r) => ({ id: r.id, paid_amount: Number(r.paid_amount) }))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await store.close();
      await database.close();
    }
  });
});
