import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { expect } from 'vitest';
import { readUploadForm } from '../../scripts/lib/multipart.js';

// The real server in a child process on a fresh data directory (embedded PostgreSQL), for tests
// that kill it with SIGKILL and start it again on the same directory.
//
// Finding: the embedded PostgreSQL is a separate process and survives a SIGKILL of node (it is
// re-parented to init and keeps the data directory locked); the start-up stops such an orphan
// (database/embedded.ts), which these tests rely on.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const moduleUrl = (path: string) => pathToFileURL(join(ROOT, path)).href;

// scripts/start.ts without the admin UI build (which these tests do not need and which would
// rebuild admin/dist whenever a source file is newer): same composition, seeding and shutdown
// (api/shutdown.ts).
const SERVER = `
const { readConfig } = await import(${JSON.stringify(moduleUrl('api/config.ts'))});
const { startPortal } = await import(${JSON.stringify(moduleUrl('api/server.ts'))});
const { stopOnSignals } = await import(${JSON.stringify(moduleUrl('api/shutdown.ts'))});
const { seedGeo } = await import(${JSON.stringify(moduleUrl('tables/geo/seed.ts'))});
const { seedDemoData } = await import(${JSON.stringify(moduleUrl('scripts/lib/demo-data.ts'))});
const { seedDemoCatalogue } = await import(${JSON.stringify(moduleUrl('tables/catalogue/seed-demo.ts'))});
const portal = await startPortal(readConfig(), {
  logger: false,
  beforeListen: async (services, embedded) => {
    await seedGeo(services.db);
    if (embedded) {
      await seedDemoData(services);
      await seedDemoCatalogue(services.db);
    }
  },
});
stopOnSignals(portal.stop);
`;

// A readiness wait, not a measure: a first start (initdb, migrations, the demo data) on a busy machine can pass a minute.
const START_TIMEOUT_MS = 150_000;

export type Server = { child: ChildProcess; output: string[]; exited: Promise<number | null> };

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One data directory, the servers started on it, and their clean-up. */
export const crashHarness = () => {
  let dataDir = '';
  const running = new Set<Server>();

  /** The embedded PostgreSQL of the data directory, from its lock file: pid and port. */
  const postmaster = () => {
    const file = join(dataDir, 'postgres', 'postmaster.pid');
    if (!existsSync(file)) return null;
    const lines = readFileSync(file, 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  };

  const startServer = async (port: number): Promise<Server> => {
    dataDir ||= await mkdtemp(join(tmpdir(), 'portal-crash-'));
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

  /** A client of the data directory's PostgreSQL (the server's own credentials). */
  const database = async () => {
    const db = new pg.Client({ host: '127.0.0.1', port: postmaster()!.port, user: 'portal', password: 'portal', database: 'portal' });
    await db.connect();
    return db;
  };

  /** Stops every server left and the PostgreSQL of the data directory; removes the directory. */
  const cleanUp = async () => {
    for (const server of running) {
      server.child.kill('SIGTERM');
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      server.child.kill('SIGKILL');
    }
    const pm = dataDir ? postmaster() : null;
    const cmdline = pm ? `/proc/${pm.pid}/cmdline` : '';
    if (pm && alive(pm.pid) && existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes(dataDir)) {
      process.kill(pm.pid, 'SIGINT');
      for (let i = 0; i < 100 && alive(pm.pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  return { startServer, postmaster, database, cleanUp };
};

/** Signs a demo account in on a running server and answers its bearer headers. */
export const signInOver = async (base: string, email: string) => {
  const response = await fetch(`${base}/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo1234' }) });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
  return { 'content-type': 'application/json', authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
};

export type OrderingDealer = {
  admin: Record<string, string>;
  dealer: Record<string, string>;
  dealerId: string;
  /** The order's total in credits. */
  total: number;
  /** Sends POST order-software/create for the ECU stage 2 draft at its quoted total. */
  place: () => Promise<Response>;
};

/**
 * The demo dealer on a running server, with an uploaded ECU read quoted for stage 2 on the demo
 * Golf and credits from the administrator for `orders` such orders.
 */
export const orderingDealer = async (base: string, database: () => Promise<pg.Client>, orders: number): Promise<OrderingDealer> => {
  const admin = await signInOver(base, 'admin@demo.test');
  const dealer = await signInOver(base, 'dealer@demo.test');
  const db = await database();
  const [{ id: vehicleId }] = (await db.query<{ id: string }>("SELECT id FROM vehicles WHERE model = 'Golf' AND engine = '2.0 TDI 150hp'")).rows;
  const [{ id: dealerId }] = (await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'dealer@demo.test'")).rows;
  await db.end();

  const form = readUploadForm('ECU');
  const upload = await fetch(`${base}/files/upload`, { method: 'POST', headers: { authorization: dealer.authorization, 'content-type': form.contentType }, body: form.body });
  expect(upload.status).toBe(201);
  const draft = { type: 'ECU', stage: '2', vehicleId, files: [{ uploadId: ((await upload.json()) as { id: string }).id }] };
  const { total } = (await (await fetch(`${base}/order-software/quote`, { method: 'POST', headers: dealer, body: JSON.stringify(draft) })).json()) as { total: number };
  expect((await fetch(`${base}/credit/transfer`, { method: 'POST', headers: admin, body: JSON.stringify({ to: dealerId, amount: total * orders }) })).status).toBe(200);
  const place = () => fetch(`${base}/order-software/create`, { method: 'POST', headers: dealer, body: JSON.stringify({ ...draft, expectedTotal: total }) });
  return { admin, dealer, dealerId, total, place };
};

/** A client holding the ledger stream's row lock in an open transaction: appends to the ledger wait behind it. */
export const holdLedger = async (database: () => Promise<pg.Client>) => {
  const blocker = await database();
  await blocker.query('BEGIN');
  await blocker.query("SELECT revision FROM streams WHERE stream_id = 'ledger' FOR UPDATE");
  return blocker;
};

/** Reads `read` every 100 ms for up to 30 seconds until `done` holds of it; answers the last read. */
export const pollUntil = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  let value = await read();
  for (const deadline = Date.now() + 30_000; !done(value) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
};
