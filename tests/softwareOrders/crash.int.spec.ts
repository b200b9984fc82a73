import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../database/embedded.js';
import { crashHarness, holdLedger, orderingDealer, pollUntil } from '../support/crash-server.js';

// Placing and charging a software order across a crash: the real server takes orders from many
// clients at once; the test then holds the ledger stream's row lock from outside, so the orders in
// flight are placed but their charges wait, and kills the server with SIGKILL in that window. The
// waiting charge statements may still commit after the kill (PostgreSQL finishes them once the
// lock goes): their answers are lost. After the restart the settlement reactor must finish every
// order exactly once: charged, with one ledger movement each.

const LOAD_CLIENTS = 24;
const ACKS_BEFORE_KILL = 60;

const { startServer, database, cleanUp } = crashHarness();
afterAll(cleanUp, 60_000);

/** Per order stream: placed (not on request), charged, refused, from the journal. */
const settlement = async (db: pg.Client) => (await db.query<{ stream_id: string; placed: number; charged: number; refused: number }>(`
  SELECT stream_id,
         count(*) FILTER (WHERE type = 'SoftwareOrderPlaced')::int AS placed,
         count(*) FILTER (WHERE type = 'SoftwareOrderCharged')::int AS charged,
         count(*) FILTER (WHERE type = 'SoftwareOrderPaymentRefused')::int AS refused
    FROM events WHERE stream_id LIKE 'software-order-%' GROUP BY stream_id`)).rows;

describe('a crash between placing an order and charging it', () => {
  it('is finished by the settlement reactor after the restart: every placed order charged once, every acknowledged one charged', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const first = await startServer(port);
    const { total, place } = await orderingDealer(base, database, 1000);

    const acknowledged = new Set<string>();
    let killed = false;
    const client = async () => {
      while (!killed) {
        const response = await place().catch(() => null);
        if (!response) return;
        if (response.status === 200) acknowledged.add(((await response.json()) as { id: string }).id);
        else await response.body?.cancel();
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, client));
    for (const deadline = Date.now() + 60_000; acknowledged.size < ACKS_BEFORE_KILL && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    // Hold the ledger: new orders are placed, their charges queue behind the lock.
    const blocker = await holdLedger(database);
    const placedBefore = (await settlement(blocker)).length;
    for (const deadline = Date.now() + 10_000; (await settlement(blocker)).length < placedBefore + 5 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await first.exited;
    killed = true;
    await load;
    expect(acknowledged.size).toBeGreaterThan(0);

    // The orphaned PostgreSQL still runs: what did the crash leave unsettled? Then let the lock go.
    const atKill = await settlement(blocker);
    await blocker.query('ROLLBACK');
    await blocker.end();
    const unsettled = atKill.filter((s) => s.placed === 1 && s.charged + s.refused === 0).map((s) => s.stream_id);
    expect(unsettled.length).toBeGreaterThan(0);

    const second = await startServer(port);
    const db = await database();
    try {
      const after = await pollUntil(() => settlement(db), (rows) => rows.every((s) => s.charged + s.refused > 0));
      const byStream = new Map(after.map((s) => [s.stream_id, s]));
      // Every order placed is settled exactly once; the balance covered them all, so all are charged.
      for (const s of after) expect(s, s.stream_id).toMatchObject({ placed: 1, charged: 1, refused: 0 });
      for (const stream of unsettled) expect(byStream.get(stream)?.charged, `${stream} was unsettled at the kill`).toBe(1);
      for (const id of acknowledged) expect(byStream.get(`software-order-${id}`)?.charged).toBe(1);

      // The ledger took one charge per order, of the order's total.
      const charges = (await db.query<{ reference: string; n: number; amount: string }>(`
        SELECT data->>'reference' AS reference, count(*)::int AS n, sum((data->>'amount')::bigint)::text AS amount
          FROM events WHERE stream_id = 'ledger' AND type = 'SoftwareCharged' GROUP BY 1`)).rows;
      expect(charges).toHaveLength(after.length);
      for (const c of charges) expect(c).toMatchObject({ n: 1, amount: String(Math.round(total * 100)) });
      console.log(`orders placed: ${after.length}, acknowledged: ${acknowledged.size}, unsettled at the kill and finished by the reactor: ${unsettled.length}`);
    } finally {
      await db.end();
    }
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output.join('')).toBe(0);
  }, 240_000);
});
