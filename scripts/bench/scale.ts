import pg from 'pg';
import { hashPassword } from '../../api/services/passwords.js';
import { LEDGER_STREAM } from '../../events/credit/events.js';
import { projections } from '../../projections/index.js';
import { createProjectionRunner } from '../../projections/runner/runner.js';
import { DEMO_PASSWORD } from '../lib/demo-data.js';
import { generateScale } from '../scale/generate.js';
import { SCALE_EMAIL_DOMAIN } from '../scale/network.js';
import { differencesFromLive, emptyEveryReadModel, keepLiveCopies, rebuildEveryReadModel } from '../scale/read-models.js';
import { isScaleName, SCALES } from '../scale/sizes.js';
import { percentile, sequential, timed } from './measure.js';
import { call, type BenchPortal } from './portal.js';
import { SCALE_CALLS } from './scale-calls.js';

// Issue 15 "Scale": a network of BENCH_SCALE size (medium by default, large: 5,000 accounts and a
// million movements) generated into the event store, folded by a live projection runner, then every
// read model rebuilt (events/s) and compared with the live fold row for row; then each screen's API
// call and each report, BENCH_SCALE_READS times one after another, beside a raw SQL query of the
// same rows.

const READS = Number(process.env.BENCH_SCALE_READS ?? 40);
const SEED = 15;
const n = (value: number) => Math.round(value).toLocaleString('en-US');
const s = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

const waitForLedger = async (pool: pg.Pool, revision: number) => {
  for (;;) {
    const { rows } = await pool.query<{ revision: string }>('SELECT revision::text FROM stream_checkpoints WHERE stream_id = $1', [LEDGER_STREAM]);
    if (rows.some((row) => Number(row.revision) >= revision)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** The live fold: a runner as the server runs it (its own lock connections), the ledger by its sweep. */
const liveFold = async (portal: BenchPortal, url: string, ledgerRevision: number) => {
  const lockPool = new pg.Pool({ connectionString: url, max: projections.length + 2 });
  const runner = createProjectionRunner({ store: portal.services.store, db: portal.database.db, pool: lockPool, projections, log: (message, error) => console.error(message, error ?? '') });
  const ms = await timed(async () => {
    await runner.start();
    const head = await portal.services.store.headPosition();
    while (!(await runner.waitFor(head, 60_000, undefined, { background: true })));
    await waitForLedger(portal.database.pool, ledgerRevision);
  });
  await runner.stop();
  await lockPool.end();
  console.log(`live runner folded every read model in ${s(ms)}`);
};

/** Every read model rebuilt, timed, and compared row for row with the tables as they were (`before` names them). */
const rebuildAndCompare = async (portal: BenchPortal, before: string) => {
  const { pool, db } = portal.database;
  await keepLiveCopies(pool);
  const rebuildMs = await timed(async () => {
    const rebuilt = await rebuildEveryReadModel({ store: portal.services.store, db, pool });
    for (const model of rebuilt) console.log(`  rebuild ${model.name.padEnd(18)} ${n(model.events).padStart(10)} events ${s(model.ms).padStart(6)}  ${n(model.events / (model.ms / 1000)).padStart(8)} events/s`);
  });
  const { rows: [all] } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  console.log(`full rebuild of ${projections.length} read models: ${s(rebuildMs)}, ${n((all!.n * projections.length) / (rebuildMs / 1000))} events/s folded (${n(all!.n)} events each)`);
  const differences = await differencesFromLive(pool);
  const differing = differences.filter((d) => d.differing > 0);
  console.log(`rebuilt equals ${before}: ${differing.length === 0 ? 'yes' : 'NO'}, ${n(differences.reduce((sum, d) => sum + d.rows, 0))} rows in ${differences.length} tables${differing.map((d) => `; ${d.table}: ${d.differing} rows differ`).join('')}`);
  await pool.query('ANALYZE');
};

/**
 * BENCH_SCALE_DATA_DIR names a data directory `npm run seed -- --scale <size>` filled (the bench
 * starts its PostgreSQL): no generation; with BENCH_SCALE_LIVE=1 the read models are emptied and
 * folded live first (at large this is the longest step), then rebuilt and compared; with
 * BENCH_SCALE_REBUILD=0 neither (the calls only).
 */
export const benchScale = async (portal: BenchPortal, url: string, seeded = false) => {
  const name = process.env.BENCH_SCALE ?? 'medium';
  if (!isScaleName(name)) throw new Error(`BENCH_SCALE=${name}: use ${Object.keys(SCALES).join(', ')}`);
  const size = SCALES[name];
  const { services, database, base } = portal;
  const { pool, db } = database;
  await portal.stopBackground();
  if (seeded) {
    const { rows: [counts] } = await pool.query<{ events: number }>('SELECT count(*)::int AS events FROM events');
    console.log(`\nScale: the database in BENCH_SCALE_DATA_DIR (${n(counts!.events)} events)\n`);
  } else {
    console.log(`\nScale: ${name} (${n(size.accounts)} accounts, ${n(size.movements)} movements, ${n(size.softwareOrders)} orders, ${n(size.tickets)} tickets, ${n(size.vehicles)} vehicles)\n`);
    const summary = await generateScale(pool, size, { now: new Date(), seed: SEED, passwordHash: await hashPassword(DEMO_PASSWORD) });
    console.log(`generated ${n(summary.events)} events (${n(summary.movements)} movements) in ${s(summary.ms)}: ${n(summary.events / (summary.ms / 1000))} events/s`);
    await pool.query('ANALYZE');
  }
  const ledgerRevision = Number((await pool.query<{ revision: string }>('SELECT revision::text FROM streams WHERE stream_id = $1', [LEDGER_STREAM])).rows[0]?.revision ?? -1);
  const live = !seeded || process.env.BENCH_SCALE_LIVE === '1';
  if (live) {
    if (seeded) await emptyEveryReadModel({ store: services.store, db, pool });
    await liveFold(portal, url, ledgerRevision);
  }
  // BENCH_SCALE_REBUILD=0 on a seeded database: the calls only (after a change to a route or an index).
  if (live || process.env.BENCH_SCALE_REBUILD !== '0') await rebuildAndCompare(portal, live ? 'live' : "the tables found (the seed's rebuild)");
  else await pool.query('ANALYZE');

  // Who calls: the demo Admin, and a distributor and a dealer of the generated network.
  const tokens: Record<string, string> = { admin: portal.tokens.admin! };
  for (const who of ['distributor', 'dealer'] as const) {
    const response = await fetch(`${base}/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who}-0@${SCALE_EMAIL_DOMAIN}`, password: DEMO_PASSWORD }) });
    tokens[who] = ((await response.json()) as { token: string }).token;
  }
  const one = async (text: string, values: unknown[] = []) => (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  const dealer = await one('SELECT id FROM users WHERE email = $1', [`dealer-0@${SCALE_EMAIL_DOMAIN}`]);
  const subjects: Record<string, string> = {
    dealer, distributor: await one('SELECT id FROM users WHERE email = $1', [`distributor-0@${SCALE_EMAIL_DOMAIN}`]), user: dealer,
    order: await one('SELECT order_id AS id FROM order_chat_threads ORDER BY last_seq DESC, order_id LIMIT 1'),
    ticket: await one('SELECT id FROM tickets WHERE deleted_at IS NULL ORDER BY number DESC LIMIT 1'), vehicle: await one('SELECT id FROM vehicles ORDER BY id LIMIT 1'),
  };
  console.log(`\n${'call'.padEnd(36)} ${'p95 ms'.padStart(8)} ${'SQL p95 ms'.padStart(11)} ${'rows'.padStart(5)} ${'kB'.padStart(7)}  target`);
  for (const c of SCALE_CALLS) {
    const path = c.path.replace(/\{(\w+)\}|%7B(\w+)%7D/g, (_, a, b) => (b ? encodeURIComponent(subjects[b]!) : subjects[a]!));
    let rows = 0;
    let bytes = 0;
    const init = { method: c.method ?? 'GET', headers: { authorization: `Bearer ${tokens[c.who]}`, ...(c.method ? { 'content-type': 'application/json' } : {}) }, ...(c.method ? { body: '{}' } : {}) };
    const http = await sequential(READS, async () => {
      const text = await call(`${base}/${path}`, init);
      const body = JSON.parse(text) as unknown;
      bytes = Buffer.byteLength(text);
      // A report answers { users: [top-level rows], ... }: its rows are those.
      const users = (body as { users?: unknown }).users;
      rows = Array.isArray(body) ? body.length : Array.isArray(users) ? users.length : 1;
    });
    const sql = await sequential(READS, () => pool.query(c.sql, c.param ? [subjects[c.param]] : []));
    const p95 = percentile(http, 95);
    console.log(`${c.call.padEnd(36)} ${p95.toFixed(1).padStart(8)} ${percentile(sql, 95).toFixed(1).padStart(11)} ${String(rows).padStart(5)} ${(bytes / 1000).toFixed(1).padStart(7)}  ${p95 < c.target ? 'ok' : `MISSES < ${c.target}`}`);
  }
};
