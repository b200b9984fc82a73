import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../database/embedded.js';
import { FORCED_EXIT_CODE } from '../../api/shutdown.js';
import { alive, crashHarness } from '../support/crash-server.js';

// Durability of acknowledged movements: the real server (embedded PostgreSQL in a fresh data
// directory) is killed with SIGKILL, or stopped with SIGTERM, while transfers are in flight, then
// started again on the same data directory. Every movement it answered 200 for must be in the
// journal, and the read models must catch up to exactly the journal.

const LOAD_CLIENTS = 32;
const ACKS_BEFORE_KILL = 300;

const { startServer, postmaster, database, cleanUp } = crashHarness();
afterAll(cleanUp, 60_000);

const journalAndReadModels = async (db: pg.Client) => {
  const journal = await db.query<{ movement_id: string; from: string; to: string; amount: string }>(
    `SELECT data->>'movementId' AS movement_id, data->>'from' AS "from", data->>'to' AS "to", data->>'amount' AS amount
       FROM events WHERE stream_id = 'ledger' AND data ? 'movementId' ORDER BY revision`);
  const movements = await db.query<{ movement_id: string }>('SELECT movement_id FROM ledger_movements');
  const accounts = await db.query<{ account: string; balance: string }>('SELECT account, balance FROM ledger_accounts');
  const lastAfter = await db.query<{ account: string; balance: string }>(`
    SELECT DISTINCT ON (account) account, balance FROM (
      SELECT from_account AS account, from_balance_after AS balance, revision FROM ledger_movements
      UNION ALL SELECT to_account, to_balance_after, revision FROM ledger_movements
    ) m ORDER BY account, revision DESC`);
  return { journal: journal.rows, movements: movements.rows, accounts: accounts.rows, lastAfter: lastAfter.rows };
};

/** The administrator's token and the demo credit accounts (staff hold no credits). */
const adminAndAccounts = async (base: string) => {
  const signin = await fetch(`${base}/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo1234' }) });
  expect(signin.status).toBe(200);
  const { token } = (await signin.json()) as { token: string };
  const db = await database();
  try {
    const users = (await db.query<{ id: string }>("SELECT id FROM users WHERE email LIKE '%@demo.test' AND roles && ARRAY['Distributor', 'Dealer', 'SubDealer']")).rows.map((r) => r.id);
    expect(users.length).toBeGreaterThanOrEqual(3);
    return { token, users };
  } finally {
    await db.end();
  }
};

/** LOAD_CLIENTS clients sending transfers from the house one after another until `over()` or the server is gone. */
const transferLoad = (base: string, token: string, users: string[], over: () => boolean) => {
  const acknowledged = new Set<string>();
  let sent = 0;
  const client = async (n: number) => {
    for (let i = 0; !over(); i += 1) {
      sent += 1;
      const amount = `${1 + ((n * 7 + i) % 9)}.${String((n + i) % 100).padStart(2, '0')}`;
      const response = await fetch(`${base}/credit/transfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to: users[(n + i) % users.length], amount, description: `load ${n}/${i}` }),
      }).catch(() => null);
      if (!response) return; // the server is gone
      if (response.status === 200) acknowledged.add(((await response.json()) as { id: string }).id);
      else await response.body?.cancel();
    }
  };
  const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, n) => client(n)));
  return { acknowledged, sentCount: () => sent, load };
};

/** Until `acknowledged` holds `count` movements (at most 30 s). */
const acknowledgedAtLeast = async (acknowledged: Set<string>, count: number) => {
  for (const deadline = Date.now() + 30_000; acknowledged.size < count && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Waits for the projections to catch up with the journal (at most 30 s) and answers both. */
const caughtUpState = async (db: pg.Client) => {
  let state = await journalAndReadModels(db);
  for (const deadline = Date.now() + 30_000; state.movements.length !== state.journal.length && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await journalAndReadModels(db);
  }
  return state;
};

describe('a crash of the server', () => {
  it('keeps every acknowledged movement: after SIGKILL and a restart on the same data directory, journal and read models hold them all', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const first = await startServer(port);
    const { token, users } = await adminAndAccounts(base);

    // Load: many transfers from the house in flight at once, until the server is killed.
    let killed = false;
    const { acknowledged, sentCount, load } = transferLoad(base, token, users, () => killed);
    await acknowledgedAtLeast(acknowledged, ACKS_BEFORE_KILL);
    const before = postmaster()!;
    first.child.kill('SIGKILL');
    await first.exited;
    killed = true;
    await load;
    const ackedAtKill = new Set(acknowledged);
    expect(ackedAtKill.size).toBeGreaterThan(0);
    expect(sentCount()).toBeGreaterThan(ackedAtKill.size); // some were still in flight when it died

    // The orphaned PostgreSQL (it survives on Linux) is stopped by the restart, which comes up healthy.
    const second = await startServer(port);
    expect(alive(before.pid)).toBe(false);
    const after = postmaster()!;
    expect(after.pid).not.toBe(before.pid);

    const db = await database();
    try {
      // Catch-up of the projections after the restart.
      const state = await caughtUpState(db);
      const journalIds = new Set(state.journal.map((m) => m.movement_id));
      const missing = [...ackedAtKill].filter((id) => !journalIds.has(id));
      expect(missing).toEqual([]);
      expect(journalIds.size).toBe(state.journal.length);
      expect(state.movements.length).toBe(state.journal.length);
      expect(new Set(state.movements.map((m) => m.movement_id))).toEqual(journalIds);

      const fold = new Map<string, number>();
      for (const m of state.journal) {
        fold.set(m.from, (fold.get(m.from) ?? 0) - Number(m.amount));
        fold.set(m.to, (fold.get(m.to) ?? 0) + Number(m.amount));
      }
      const balances = new Map(state.accounts.map((a) => [a.account, Number(a.balance)]));
      expect(balances).toEqual(fold);
      expect(new Map(state.lastAfter.map((a) => [a.account, Number(a.balance)]))).toEqual(fold);
      expect([...fold.values()].reduce((a, b) => a + b, 0)).toBe(0);

      // The restarted ledger decides on the recovered state: the next transfer continues the balance.
      const next = await fetch(`${base}/credit/transfer`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ to: users[0], amount: 1 }),
      });
      expect(next.status).toBe(200);
      expect(Math.round(((await next.json()) as { balanceAfter: number }).balanceAfter * 100)).toBe(fold.get('house')! - 100);
      const dashboard = await fetch(`${base}/credit/dashboard?userId=${users[0]}`, { headers: { authorization: `Bearer ${token}` } });
      expect(Math.round(((await dashboard.json()) as { remaining: number }).remaining * 100)).toBe((fold.get(users[0]) ?? 0) + 100);
    } finally {
      await db.end();
    }

    second.child.kill('SIGTERM');
    expect(await second.exited, second.output.join('')).toBe(0);
    expect(alive(after.pid)).toBe(false); // a clean stop takes its PostgreSQL with it
  }, 240_000);

  it('stops cleanly on SIGTERM under load: requests in flight are answered, none acknowledged is lost, and it exits by itself', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const server = await startServer(port);
    const { token, users } = await adminAndAccounts(base);

    let signalled = false;
    const { acknowledged, load } = transferLoad(base, token, users, () => signalled);
    await acknowledgedAtLeast(acknowledged, ACKS_BEFORE_KILL);
    const pm = postmaster()!;
    server.child.kill('SIGTERM');
    signalled = true; // no new transfers; those in flight are answered or refused
    await load;
    const code = await server.exited;
    const log = server.output.join('');
    // Not the forced exit (a second signal, a failing stop, or still running after SHUTDOWN_DEADLINE_MS).
    expect(code, log).toBe(0);
    expect(code).not.toBe(FORCED_EXIT_CODE);
    expect(log).toMatch(/shutdown clean/);
    expect(log).not.toMatch(/shutdown forced/);
    expect(alive(pm.pid)).toBe(false); // its PostgreSQL stopped with it
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    const again = await startServer(port);
    const db = await database();
    try {
      const state = await caughtUpState(db);
      const journalIds = new Set(state.journal.map((m) => m.movement_id));
      expect([...acknowledged].filter((id) => !journalIds.has(id))).toEqual([]);
      expect(new Set(state.movements.map((m) => m.movement_id))).toEqual(journalIds);
    } finally {
      await db.end();
    }
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output.join('')).toBe(0);
  }, 240_000);
});
