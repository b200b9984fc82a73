import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readConfig } from '../../api/config.js';
import { createServices } from '../../api/services/create.js';
import { verifyLedger } from '../../api/services/ledger-verify.js';
import { freePort } from '../../database/embedded.js';
import { LEDGER_STREAM } from '../../events/credit/events.js';
import { prng } from '../bench/prng.js';
import { DEMO_PASSWORD } from '../lib/demo-data.js';
import { soakClient, type Session } from './client.js';
import { memorySampler, type MemoryFigures } from './memory.js';
import { soakRecord, type Counts, type Role } from './record.js';
import { catchUp, compareWithRebuild } from './rebuilt.js';
import { killServer, startServer, stopOrphanPostgres, stopServer, type ServerProcess } from './server.js';
import { STEPS, type Traffic } from './traffic.js';
import { checkWrites } from './writes.js';

// The soak (issue 15): the real server under mixed traffic of every role, SIGKILLed and started
// again at random moments; at the end every acknowledged write is there once, nothing is doubled,
// every read model equals its rebuild, and the server's memory is reported.

export type SoakOptions = { minutes: number; seed: number; kills?: number; log?: (line: string) => void };

export type SoakReport = {
  seconds: number;
  counts: Counts;
  kills: number;
  restarts: number;
  writes: { transfers: number; orders: number; creditOrders: number; tickets: number; messages: number };
  readModels: { tables: number; rows: number };
  mismatches: string[];
  serverErrorSamples: string[];
  memory: MemoryFigures;
};

/** One crash every three minutes by default (10 over the half hour): a restart under load takes up to a minute here. */
const MINUTES_PER_KILL = 3;
/** Each kill falls somewhere in the second part of its share of the run. */
const KILL_WINDOW = [0.3, 1] as const;
/** Who works concurrently: the administrator, three dealers' worth of ordering, a calibrator, support and a reader. */
const WORKERS = ['admin', 'dealers', 'dealers', 'dealers', 'calibrator', 'support', 'readers'] as const;
const THINK_MS = 50;
const ROLE_EMAIL: Record<Role, string> = {
  admin: 'admin@demo.test', distributor: 'distributor@demo.test', dealer: 'dealer@demo.test', subdealer: 'subdealer@demo.test', calibrator: 'calibrator@demo.test', support: 'support@demo.test',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signIn = async (base: string, email: string): Promise<Session> => {
  const response = await fetch(`${base}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  return { id: user.id, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } };
};

/** The demo Golf's id and the journal's last revision before the soak writes anything. */
const openingState = async (dataDir: string) => {
  const port = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const db = new pg.Client({ host: '127.0.0.1', port, user: 'portal', password: 'portal', database: 'portal' });
  await db.connect();
  try {
    const golf = await db.query<{ id: string }>("SELECT id FROM vehicles WHERE model = 'Golf' AND engine = '2.0 TDI 150hp'");
    const ledger = await db.query<{ revision: string | null }>('SELECT max(revision) AS revision FROM events WHERE stream_id = $1', [LEDGER_STREAM]);
    return { vehicleId: golf.rows[0].id, openingRevision: Number(ledger.rows[0].revision ?? -1) };
  } finally {
    await db.end();
  }
};

export const runSoak = async (options: SoakOptions): Promise<SoakReport> => {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const random = prng(options.seed);
  const record = soakRecord();
  const plannedKills = options.kills ?? Math.max(1, Math.round(options.minutes / MINUTES_PER_KILL));
  let server: (ServerProcess & { startedAt: number }) | null = null;
  let kills = 0;
  let restarts = 0;
  const memory = memorySampler(() => server);
  try {
    server = { ...(await startServer(dataDir, port)), startedAt: Date.now() };
    log(`server up (pid ${server.pid}) on ${dataDir}; ${options.minutes} min, ${plannedKills} kills, seed ${options.seed}`);
    const { vehicleId, openingRevision } = await openingState(dataDir);
    const sessions = Object.fromEntries(await Promise.all(Object.entries(ROLE_EMAIL).map(async ([role, email]) => [role, await signIn(base, email)]))) as Record<Role, Session>;
    const traffic: Traffic = { client: soakClient(base, record, random), record, sessions, random, vehicleId };

    const trafficEnds = started + options.minutes * 60_000;
    let killerDone = false;
    let failed = false;
    /** A failing worker or killer stops the others too, so a failed soak ends instead of hanging. */
    const orStop = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        failed = true;
        throw error;
      }
    };
    const worker = async (kind: (typeof WORKERS)[number]) => {
      const steps = STEPS[kind];
      while (!failed && (Date.now() < trafficEnds || !killerDone)) {
        await steps[Math.floor(random() * steps.length)](traffic);
        await sleep(random() * THINK_MS);
      }
    };
    const killer = async () => {
      const share = (trafficEnds - Date.now()) / plannedKills;
      for (let i = 0; i < plannedKills && !failed; i += 1) {
        await sleep(share * (KILL_WINDOW[0] + random() * (KILL_WINDOW[1] - KILL_WINDOW[0])));
        await killServer(server!);
        kills += 1;
        log(`kill ${kills}: pid ${server!.pid} after ${record.counts.acknowledged} acknowledged writes`);
        const down = Date.now();
        server = { ...(await startServer(dataDir, port)), startedAt: Date.now() };
        restarts += 1;
        log(`restart ${restarts}: pid ${server.pid}, up again after ${((Date.now() - down) / 1000).toFixed(1)} s`);
      }
      killerDone = true;
    };
    await Promise.all([orStop(killer), ...WORKERS.map((kind) => orStop(() => worker(kind)))]);
    const memoryFigures = memory.stop();
    log(`traffic done: ${record.counts.requests} requests; stopping the server and checking`);

    const stopCode = await stopServer(server);
    server = null;
    const mismatches = stopCode === 0 ? [] : [`the last server did not stop cleanly (exit ${stopCode})`];
    const services = await createServices(readConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' }), { live: false, log: (message) => log(message) });
    let readModels = { tables: 0, rows: 0 };
    try {
      await services.start();
      await catchUp(services);
      const chain = await verifyLedger(services.store);
      if (chain.firstBreak) mismatches.push(`the ledger's hash chain breaks at movement ${chain.firstBreak.movementId} (${chain.firstBreak.reason})`);
      mismatches.push(...(await checkWrites(services.pool, record, openingRevision)));
      const rebuilt = await compareWithRebuild(services);
      mismatches.push(...rebuilt.mismatches);
      readModels = { tables: rebuilt.tables, rows: rebuilt.rows };
    } finally {
      await services.stop();
    }
    return {
      seconds: Math.round((Date.now() - started) / 1000),
      counts: record.counts,
      kills,
      restarts,
      writes: { transfers: record.transfers.length, orders: record.orders.length, creditOrders: record.creditOrders.length, tickets: record.tickets.length, messages: record.messages.length },
      readModels,
      mismatches,
      serverErrorSamples: record.serverErrorSamples,
      memory: memoryFigures,
    };
  } finally {
    memory.stop();
    if (server) await killServer(server);
    await stopOrphanPostgres(dataDir);
    if (!process.env.SOAK_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
    else log(`data kept in ${dataDir}`);
  }
};
