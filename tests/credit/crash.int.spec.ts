import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../database/embedded.js';

// Durability of acknowledged movements: the real server (embedded PostgreSQL in a fresh data
// directory) is killed with SIGKILL while transfers are in flight, then started again on the
// same data directory. Every movement it answered 200 for must be in the journal, and the read
// models must catch up to exactly the journal.
//
// Finding: the embedded PostgreSQL is a separate process and survives a SIGKILL of node (it is
// re-parented to init and keeps the data directory locked); the start-up stops such an orphan
// (database/embedded.ts), which this test relies on.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const moduleUrl = (path: string) => pathToFileURL(join(ROOT, path)).href;

// scripts/start.ts without the admin UI build (which this test does not need and which would
// rebuild admin/dist whenever a source file is newer): same composition, seeding and shutdown.
const SERVER = `
const { readConfig } = await import(${JSON.stringify(moduleUrl('api/config.ts'))});
const { startPortal } = await import(${JSON.stringify(moduleUrl('api/server.ts'))});
const { seedGeo } = await import(${JSON.stringify(moduleUrl('tables/geo/seed.ts'))});
const { seedDemoData } = await import(${JSON.stringify(moduleUrl('scripts/lib/demo-data.ts'))});
const portal = await startPortal(readConfig(), {
  logger: false,
  beforeListen: async (services, embedded) => {
    await seedGeo(services.db);
    if (embedded) await seedDemoData(services);
  },
});
const stop = async () => { await portal.stop(); process.exit(0); };
process.on('SIGTERM', () => void stop());
`;

const LOAD_CLIENTS = 32;
const ACKS_BEFORE_KILL = 300;
const START_TIMEOUT_MS = 60_000;

type Server = { child: ChildProcess; output: string[]; exited: Promise<number | null> };

let dataDir: string;
const running = new Set<Server>();

const startServer = async (port: number): Promise<Server> => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', EVENTSTORE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, output, exited };
  running.add(server);
  void exited.then(() => running.delete(server));
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${output.join('')}`);
};

/** The embedded PostgreSQL of the data directory, from its lock file: pid and port. */
const postmaster = () => {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  for (const server of running) {
    server.child.kill('SIGTERM');
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    server.child.kill('SIGKILL');
  }
  // Whatever happened above, leave no PostgreSQL of this test running.
  const pm = dataDir ? postmaster() : null;
  const cmdline = pm ? `/proc/${pm.pid}/cmdline` : '';
  if (pm && alive(pm.pid) && existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes(dataDir)) {
    process.kill(pm.pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pm.pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

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

describe('a crash of the server', () => {
  it('keeps every acknowledged movement: after SIGKILL and a restart on the same data directory, journal and read models hold them all', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const first = await startServer(port);

    const signin = await fetch(`${base}/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo1234' }) });
    expect(signin.status).toBe(200);
    const { token } = (await signin.json()) as { token: string };
    const users = await (async () => {
      const db = new pg.Client({ host: '127.0.0.1', port: postmaster()!.port, user: 'portal', password: 'portal', database: 'portal' });
      await db.connect();
      try {
        return (await db.query<{ id: string }>("SELECT id FROM users WHERE email LIKE '%@demo.test' AND roles && ARRAY['Distributor', 'Dealer', 'SubDealer']")).rows.map((r) => r.id);
      } finally {
        await db.end();
      }
    })();
    expect(users.length).toBeGreaterThanOrEqual(3); // credit accounts: staff hold no credits

    // Load: many transfers from the house in flight at once, until the server is killed.
    const acknowledged = new Set<string>();
    let sent = 0;
    let killed = false;
    const client = async (n: number) => {
      for (let i = 0; !killed; i += 1) {
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
    for (const deadline = Date.now() + 30_000; acknowledged.size < ACKS_BEFORE_KILL && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const before = postmaster()!;
    first.child.kill('SIGKILL');
    await first.exited;
    killed = true;
    await load;
    const ackedAtKill = new Set(acknowledged);
    expect(ackedAtKill.size).toBeGreaterThan(0);
    expect(sent).toBeGreaterThan(ackedAtKill.size); // some were still in flight when it died

    // The orphaned PostgreSQL (it survives on Linux) is stopped by the restart, which comes up healthy.
    const second = await startServer(port);
    expect(alive(before.pid)).toBe(false);
    const after = postmaster()!;
    expect(after.pid).not.toBe(before.pid);

    const db = new pg.Client({ host: '127.0.0.1', port: after.port, user: 'portal', password: 'portal', database: 'portal' });
    await db.connect();
    try {
      // Catch-up of the projections after the restart.
      let state = await journalAndReadModels(db);
      for (const deadline = Date.now() + 30_000; state.movements.length !== state.journal.length && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = await journalAndReadModels(db);
      }
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
});
