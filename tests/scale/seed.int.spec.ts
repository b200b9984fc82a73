import { describe, expect, it } from 'vitest';
import { LEDGER_STREAM } from '../../events/credit/events.js';
import { HOUSE_ACCOUNT } from '../../events/credit/credits.js';
import { generateScale } from '../../scripts/scale/generate.js';
import { differencesFromLive, keepLiveCopies, rebuildEveryReadModel } from '../../scripts/scale/read-models.js';
import { SCALES } from '../../scripts/scale/sizes.js';
import { createTestPortal } from '../support/app.js';
import { eventually } from '../projections/support.js';
import { ALL_ORDERS } from '../../projections/softwareOrders/projection.js';
import { writtenHead } from '../support/caught-up.js';

// The scale generator at its tiny size, written behind a running portal: the live runner folds the
// bulk-written events like any appends, and a rebuild of every read model gives the same rows. The
// read models then agree with the generated history: balances are the sum of their movements, and
// every order, ticket and chat message is listed once.

const NOW = new Date('2026-11-20T12:00:00.000Z');
const size = SCALES.tiny;

describe('the scale generator at a tiny size', () => {
  it('writes events whose read models are consistent and rebuild equal to the live fold', async () => {
    const portal = await createTestPortal();
    const { pool, store, db, runner } = portal.services;
    try {
      const summary = await generateScale(pool, size, { now: NOW, seed: 7, passwordHash: 'not-a-real-hash' });
      expect(summary.softwareOrders).toBe(size.softwareOrders);
      expect(summary.tickets).toBe(size.tickets);
      // The journal stops near the size asked for: orders' own top-ups may pass it by a few.
      expect(summary.movements).toBeGreaterThanOrEqual(size.movements * 0.95);
      expect(summary.movements).toBeLessThanOrEqual(size.movements * 1.05);
      const { rows: [counted] } = await pool.query<{ events: number; ledger: number; head: string }>(
        `SELECT count(*)::int AS events, count(*) FILTER (WHERE stream_id = $1)::int AS ledger, (SELECT revision::text FROM streams WHERE stream_id = $1) AS head FROM events`, [LEDGER_STREAM]);
      expect(counted!.ledger).toBe(summary.movements);
      // Each stream's revisions are 0..n-1, as appends one by one give them, and `streams` knows the last.
      expect(Number(counted!.head)).toBe(summary.movements - 1);
      const { rows: gaps } = await pool.query(`SELECT e.stream_id FROM events e JOIN streams s USING (stream_id) GROUP BY e.stream_id, s.revision HAVING max(e.revision) <> s.revision OR count(*) <> s.revision + 1`);
      expect(gaps).toEqual([]);

      // The live fold: the runner's projections, and the ledger's inline one by the runner's sweep.
      const head = await writtenHead(pool);
      const caughtUp = await runner.waitFor(head, 150_000, undefined, { background: true });
      expect(caughtUp).toBe(true);
      await eventually(async () => {
        const { rows } = await pool.query<{ revision: string }>(`SELECT revision::text FROM stream_checkpoints WHERE stream_id = $1`, [LEDGER_STREAM]);
        return rows.some((row) => Number(row.revision) === summary.movements - 1);
      }, 'the ledger read model', 60_000);
      await runner.stop();
      expect(await writtenHead(pool)).toEqual(head);
      await keepLiveCopies(pool);
      const rebuilt = await rebuildEveryReadModel({ store, db, pool });
      // A rebuild replays the whole feed: the generated events and the portal's own (demo accounts).
      const { rows: [all] } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
      expect(rebuilt.find((model) => model.name === 'software_orders')!.events).toBe(all!.n);
      const differences = await differencesFromLive(pool);
      expect(differences.filter((d) => d.differing > 0)).toEqual([]);
      expect(differences.find((d) => d.table === 'software_orders')!.rows).toBe(size.softwareOrders);

      // Balances: each account's balance is what its movements brought in minus what they took out.
      const { rows: wrongBalances } = await pool.query(`
        WITH flows AS (SELECT to_account AS account, amount FROM ledger_movements UNION ALL SELECT from_account, -amount FROM ledger_movements)
        SELECT a.account, a.balance, f.sum FROM ledger_accounts a JOIN (SELECT account, sum(amount) AS sum FROM flows GROUP BY account) f USING (account)
        WHERE a.balance <> f.sum`);
      expect(wrongBalances).toEqual([]);
      const { rows: [ledger] } = await pool.query<{ movements: number; accounts: number; negative: number }>(`
        SELECT (SELECT count(*)::int FROM ledger_movements) AS movements, (SELECT count(*)::int FROM ledger_accounts WHERE account <> $1) AS accounts,
          (SELECT count(*)::int FROM ledger_accounts WHERE account <> $1 AND balance < 0) AS negative`, [HOUSE_ACCOUNT]);
      expect(ledger).toEqual({ movements: summary.movements, accounts: expect.any(Number), negative: 0 });
      expect(ledger!.accounts).toBeGreaterThan(size.accounts / 2);

      // Orders: the kept counts per account equal the orders listed, and every order was charged.
      const { rows: [orders] } = await pool.query<{ listed: number; paid: number }>(`
        SELECT (SELECT count(*)::int FROM software_orders) AS listed, (SELECT count(*)::int FROM software_orders WHERE payment = 'paid') AS paid`);
      expect(orders!.listed).toBe(size.softwareOrders);
      expect(orders!.paid).toBe(size.softwareOrders);
      const { rows: countsOff } = await pool.query(`
        SELECT c.account_id, c.status, c.type, c.n FROM software_order_counts c
        WHERE c.n <> (SELECT count(*) FROM software_orders o WHERE (c.account_id = ANY(o.dealer_chain) OR c.account_id = $1) AND o.status = c.status AND o.type = c.type)`, [ALL_ORDERS]);
      expect(countsOff).toEqual([]);
      const { rows: [allCounted] } = await pool.query<{ n: number }>('SELECT sum(n)::int AS n FROM software_order_counts WHERE account_id = $1', [ALL_ORDERS]);
      expect(allCounted!.n).toBe(size.softwareOrders);
      const { rows: [charged] } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_movements WHERE kind = 'OrderSoftwareEntity'`);
      expect(charged!.n).toBe(size.softwareOrders);

      // Tickets and chats: one row per ticket (deleted ones marked), one per message posted.
      const { rows: [rows] } = await pool.query<{ tickets: number; messages: number; posted: number }>(`
        SELECT (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM order_chat_messages) AS messages,
          (SELECT count(*)::int FROM events WHERE type = 'OrderChatMessagePosted') AS posted`);
      expect(rows!.tickets).toBe(size.tickets);
      expect(rows!.messages).toBe(rows!.posted);
      expect(rows!.messages).toBeGreaterThan(0);
    } finally {
      await portal.close();
    }
  }, 400_000);
});
