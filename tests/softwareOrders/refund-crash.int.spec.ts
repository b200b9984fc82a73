import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../database/embedded.js';
import { crashHarness, holdLedger, orderingDealer, pollUntil } from '../support/crash-server.js';

// A SIGKILL between a status change and the refund it makes due (issue 10): the real server
// rejects orders while the test holds the ledger stream's row lock from outside, so each rejection
// is recorded on the order but its refund waits; the server is killed in that window. After the
// restart the settlement reactor must give every rejected order its credits back, exactly once.

const ORDERS = 4;

const { startServer, database, cleanUp } = crashHarness();
afterAll(cleanUp, 60_000);

const refunds = async (db: pg.Client) => (await db.query<{ reference: string; n: number; amount: string }>(`
  SELECT data->>'reference' AS reference, count(*)::int AS n, sum((data->>'amount')::bigint)::text AS amount
    FROM events WHERE stream_id = 'ledger' AND data->>'kind' = 'RefundEntity' GROUP BY 1`)).rows;

describe('a crash between rejecting an order and refunding it', () => {
  it('is finished by the reactor after the restart: every rejected order refunded once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const first = await startServer(port);
    const { admin, dealerId, total, place } = await orderingDealer(base, database, ORDERS);
    const orders: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const created = await place();
      expect(created.status).toBe(200);
      orders.push(((await created.json()) as { id: string }).id);
    }

    // Hold the ledger: the rejections are recorded, their refunds queue behind the lock.
    const blocker = await holdLedger(database);
    const rejections = orders.map((id) =>
      fetch(`${base}/order-software/update-status`, { method: 'POST', headers: admin, body: JSON.stringify({ id, status: 'Rejected', note: 'Bad read' }) }).catch(() => null));
    const rejected = async () => Number((await blocker.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'SoftwareOrderStatusChanged' AND data->>'to' = 'Rejected'")).rows[0].n);
    for (const deadline = Date.now() + 20_000; (await rejected()) < ORDERS && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rejected()).toBe(ORDERS);
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(rejections);
    const refundedAtKill = (await refunds(blocker)).length;
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect(refundedAtKill).toBe(0);

    const second = await startServer(port);
    const db = await database();
    try {
      const after = await pollUntil(() => refunds(db), (rows) => rows.length >= ORDERS);
      expect(after.map((r) => r.reference).sort()).toEqual([...orders].sort());
      for (const r of after) expect(r).toMatchObject({ n: 1, amount: String(Math.round(total * 100)) });
      // The order records it once too, and the dealer has all its credits back.
      const recorded = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'SoftwareOrderRefunded'")).rows[0].n;
      expect(recorded).toBe(ORDERS);
      const balance = await (await fetch(`${base}/credit/dashboard?userId=${dealerId}`, { headers: admin })).json() as { remaining: number };
      expect(balance.remaining).toBeCloseTo(total * ORDERS, 2);
    } finally {
      await db.end();
    }
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output.join('')).toBe(0);
  }, 240_000);
});
