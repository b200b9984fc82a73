import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readConfig } from '../../api/config.js';
import { parsePhases, type Phase } from '../../api/phases.js';
import { createServices } from '../../api/services/create.js';
import { freePort } from '../../database/embedded.js';
import { seedScale } from '../scale/seed.js';
import { isScaleName } from '../scale/sizes.js';
import { envNumber } from './measure.js';

// `npm start` on an existing data directory: the time from the process's start to /api/health
// answering 200, with the phases the server logs (api/phases.ts), beside the floor (`node -e ''`);
// then the idle database transactions per second of the running server (no traffic at all).
// The data directories (a generated network of each size, BENCH_START_SIZES) are kept in
// .tmp/bench-start/ and reused: only the first run generates them.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LAUNCH = join(ROOT, 'scripts', 'launch.mjs');
const SIZES = (process.env.BENCH_START_SIZES ?? 'tiny,medium').split(',').filter(Boolean);
const STARTS = envNumber('BENCH_START_RUNS', 3);
const IDLE_SECONDS = envNumber('BENCH_START_IDLE_SECONDS', 30);
const HEALTH_POLL_MS = 25;
const START_TIMEOUT_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');

type Started = { ms: number; phases: Phase[]; stop(): Promise<void> };

/** `npm start`'s command (scripts/launch.mjs) on `dataDir`, timed from the spawn to the first 200 of /api/health. */
const start = async (dataDir: string): Promise<Started> => {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [LAUNCH], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', EVENTSTORE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ms = NaN;
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline && child.exitCode === null; await sleep(HEALTH_POLL_MS)) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    await health?.body?.cancel();
    if (health?.status === 200) {
      ms = performance.now() - began;
      break;
    }
  }
  const stop = async () => {
    child.kill('SIGINT');
    await exited;
  };
  if (Number.isNaN(ms)) {
    await stop();
    throw new Error(`the server did not answer /api/health:\n${output}`);
  }
  // The summary line comes right after listening, before the first answer at the latest.
  for (let waited = 0; !/^Started in /m.test(output) && waited < 2_000; waited += 50) await sleep(50);
  const summary = output.split('\n').map(parsePhases).find(Boolean);
  return { ms, phases: summary?.phases ?? [], stop };
};

/** The embedded PostgreSQL's port, from its lock file. */
const postgresPort = (dataDir: string) => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);

/** Committed and rolled back transactions of the portal's database per second over `IDLE_SECONDS`, without traffic. */
const idleTransactionsPerSecond = async (dataDir: string) => {
  const client = new pg.Client({ connectionString: `postgres://portal:portal@127.0.0.1:${postgresPort(dataDir)}/portal` });
  await client.connect();
  try {
    const count = async () =>
      Number((await client.query<{ n: string }>("SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = 'portal'")).rows[0]!.n);
    // Backends report their counts about once a second: let the start's own work settle and be counted first.
    await sleep(3_000);
    const before = await count();
    await sleep(IDLE_SECONDS * 1000);
    // Less the one transaction of the first reading (the second's is not counted yet).
    return (await count() - before - 1) / IDLE_SECONDS;
  } finally {
    await client.end();
  }
};

/** A data directory holding a generated network of `size`, made once and kept. */
const dataDirectoryOf = async (size: string) => {
  if (!isScaleName(size)) throw new Error(`BENCH_START_SIZES: unknown size ${size}`);
  const dataDir = join(ROOT, '.tmp', 'bench-start', size);
  if (existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) return dataDir;
  await mkdir(dataDir, { recursive: true });
  const began = performance.now();
  const services = await createServices({ ...readConfig({}), dataDir }, { poolSize: 4, log: () => undefined });
  try {
    await seedScale(services, size, () => undefined);
  } finally {
    await services.stop();
  }
  console.log(`  (generated the ${size} network in ${dataDir} once: ${seconds(performance.now() - began)})`);
  return dataDir;
};

const floor = () => {
  const runs = Array.from({ length: STARTS }, () => {
    const began = performance.now();
    spawnSync(process.execPath, ['-e', '']);
    return performance.now() - began;
  });
  return median(runs);
};

export const benchStart = async () => {
  console.log(`\nstart: \`npm start\` (node scripts/launch.mjs, the compiled server) on an existing data directory to /api/health answering 200; median of ${STARTS}, load ${load()}\n`);
  console.log(`  ${'floor: node -e \'\''.padEnd(34)} ${seconds(floor()).padStart(9)}`);
  for (const size of SIZES) {
    const dataDir = await dataDirectoryOf(size);
    // The first start on a directory adds the demo data (and builds what changed): not counted.
    await (await start(dataDir)).stop();
    const runs: Started[] = [];
    for (let i = 0; i < STARTS; i += 1) {
      const run = await start(dataDir);
      await run.stop();
      runs.push(run);
    }
    const times = runs.map((run) => run.ms);
    const mid = runs.find((run) => run.ms === median(times))!;
    console.log(`  ${`${size} network: to health`.padEnd(34)} ${seconds(median(times)).padStart(9)}   (runs ${times.map(seconds).join(', ')})`);
    for (const phase of mid.phases) console.log(`    ${phase.name.padEnd(32)} ${seconds(phase.ms).padStart(9)}`);
  }
  const idle = await start(await dataDirectoryOf(SIZES[0] ?? 'tiny'));
  try {
    const perSecond = await idleTransactionsPerSecond(await dataDirectoryOf(SIZES[0] ?? 'tiny'));
    console.log(`\n  idle database transactions/s (${SIZES[0] ?? 'tiny'}, pg_stat_database over ${IDLE_SECONDS} s, no traffic): ${perSecond.toFixed(1)}`);
  } finally {
    await idle.stop();
  }
  console.log(`  (load ${load()} at the end)`);
};
