import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountEvent, accountStream } from '../events/accounts/events.js';
import { START } from '../events/store/port.js';
import { postgresEventStore } from '../events/store/postgres.js';
import { connectDatabase } from '../projections/database/connect.js';
import { startEmbeddedPostgres } from '../projections/database/embedded.js';
import { migrateToLatest } from '../projections/database/migrate.js';
import { rebuildProjection } from '../projections/runner/runner.js';
import { userActivityProjection } from '../projections/user_activity/projection.js';

// `npm run bench`: figures, never pass/fail. Each event-store figure stands beside a raw SQL
// baseline measured in the same run on the same embedded PostgreSQL.

const SINGLE = Number(process.env.BENCH_SINGLE ?? 4000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 200);
const BATCH_SIZE = 100;
const CONCURRENCY = 8;

const rate = (n: number, ms: number) => Math.round((n * 1000) / ms).toLocaleString('en-US').padStart(10);
const line = (what: string, n: number, ms: number, baseline?: { n: number; ms: number }) =>
  console.log(`${what.padEnd(44)} ${rate(n, ms)} /s${baseline ? `   (baseline ${rate(baseline.n, baseline.ms).trim()} /s, ${((n / ms) / (baseline.n / baseline.ms) * 100).toFixed(0)}%)` : ''}`);

const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

/** Run `count` jobs with a fixed number in flight. */
const inParallel = async (count: number, job: (i: number) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < count) await job(next++);
  }));
};

const payload = (i: number) => ({ userId: randomUUID(), ip: `10.0.${i % 250}.1`, twoFactor: false, at: new Date().toISOString() });

const dir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const server = await startEmbeddedPostgres({ dir, persistent: false });
const database = connectDatabase(server.url(), CONCURRENCY + 2);
try {
  await migrateToLatest(database.db);
  await database.pool.query('CREATE TABLE raw_baseline (id bigserial PRIMARY KEY, stream_id text, event_id uuid UNIQUE, type text, data jsonb)');
  const store = postgresEventStore(database.pool);
  console.log(`Event store benchmark: embedded PostgreSQL, ${CONCURRENCY} appends in flight, node ${process.version}\n`);

  const rawSingle = await timed(() => inParallel(SINGLE, (i) => database.pool.query(
    'INSERT INTO raw_baseline (stream_id, event_id, type, data) VALUES ($1, $2, $3, $4)', [`raw-${i}`, randomUUID(), 'UserSignedIn', JSON.stringify(payload(i))])));
  const single = await timed(() => inParallel(SINGLE, (i) => {
    const id = randomUUID();
    return store.appendToStream(accountStream(id), [accountEvent(randomUUID(), 'UserSignedIn', { ...payload(i), userId: id })], { expectedRevision: 'no_stream' });
  }));
  line('append, 1 event per append (new stream)', SINGLE, single, { n: SINGLE, ms: rawSingle });

  const rawBatched = await timed(() => inParallel(BATCHES, (i) => database.pool.query(
    `INSERT INTO raw_baseline (stream_id, event_id, type, data) SELECT $1, gen_random_uuid(), 'UserSignedIn', d FROM unnest($2::jsonb[]) AS d`,
    [`rawb-${i}`, Array.from({ length: BATCH_SIZE }, (_, k) => JSON.stringify(payload(k)))])));
  const batched = await timed(() => inParallel(BATCHES, (i) => {
    const id = randomUUID();
    return store.appendToStream(accountStream(id), Array.from({ length: BATCH_SIZE }, (_, k) => accountEvent(randomUUID(), 'UserSignedIn', { ...payload(k + i), userId: id })));
  }));
  line(`append, ${BATCH_SIZE} events per append`, BATCHES * BATCH_SIZE, batched, { n: BATCHES * BATCH_SIZE, ms: rawBatched });

  const total = SINGLE + BATCHES * BATCH_SIZE;
  const rawRead = await timed(async () => {
    let after = 0;
    for (;;) {
      const { rows } = await database.pool.query<{ id: string }>('SELECT id, stream_id, event_id, type, data FROM raw_baseline WHERE id > $1 ORDER BY id LIMIT 1000', [after]);
      if (rows.length === 0) break;
      after = Number(rows[rows.length - 1].id);
    }
  });
  let read = 0;
  const feed = await timed(async () => {
    let after = START;
    for (;;) {
      const page = await store.readAll(after, 1000);
      if (page.length === 0) break;
      read += page.length;
      after = page[page.length - 1].position;
    }
  });
  line('global feed read (pages of 1000)', read, feed, { n: total, ms: rawRead });

  let replayed = 0;
  const rebuild = await timed(async () => {
    replayed = await rebuildProjection({ store, db: database.db, pool: database.pool, projection: userActivityProjection });
  });
  line(`projection rebuild (user_activity, ${replayed} events)`, replayed, rebuild);
  const memory = process.memoryUsage();
  console.log(`\nprocess memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
  await store.close();
} finally {
  await database.close();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
