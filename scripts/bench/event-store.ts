import { randomUUID } from 'node:crypto';
import { accountEvent, accountStream } from '../../events/accounts/events.js';
import { START } from '../../events/store/port.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import type { DatabaseHandle } from '../../database/connect.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { userActivityProjection } from '../../projections/userActivity/projection.js';
import { envNumber, rateLine, timed } from './measure.js';

// The event store itself: appends, the global feed and a projection rebuild, each beside raw SQL.

const SINGLE = envNumber('BENCH_SINGLE', 4000);
const BATCHES = envNumber('BENCH_BATCHES', 200);
const BATCH_SIZE = 100;
const CONCURRENCY = 8;

/** Run `count` jobs with a fixed number in flight. */
const inParallel = async (count: number, job: (i: number) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < count) await job(next++);
  }));
};

const payload = (i: number) => ({ userId: randomUUID(), ip: `10.0.${i % 250}.1`, twoFactor: false, at: new Date().toISOString() });

export const benchEventStore = async (database: DatabaseHandle) => {
  await database.pool.query('CREATE TABLE raw_baseline (id bigserial PRIMARY KEY, stream_id text, event_id uuid UNIQUE, type text, data jsonb)');
  const store = postgresEventStore(database.pool);
  console.log(`Event store: ${CONCURRENCY} appends in flight\n`);

  const rawSingle = await timed(() => inParallel(SINGLE, (i) => database.pool.query(
    'INSERT INTO raw_baseline (stream_id, event_id, type, data) VALUES ($1, $2, $3, $4)', [`raw-${i}`, randomUUID(), 'UserSignedIn', JSON.stringify(payload(i))])));
  const single = await timed(() => inParallel(SINGLE, (i) => {
    const id = randomUUID();
    return store.appendToStream(accountStream(id), [accountEvent(randomUUID(), 'UserSignedIn', { ...payload(i), userId: id })], { expectedRevision: 'no_stream' });
  }));
  rateLine('append, 1 event per append (new stream)', SINGLE, single, { n: SINGLE, ms: rawSingle });

  const rawBatched = await timed(() => inParallel(BATCHES, (i) => database.pool.query(
    `INSERT INTO raw_baseline (stream_id, event_id, type, data) SELECT $1, gen_random_uuid(), 'UserSignedIn', d FROM unnest($2::jsonb[]) AS d`,
    [`rawb-${i}`, Array.from({ length: BATCH_SIZE }, (_, k) => JSON.stringify(payload(k)))])));
  const batched = await timed(() => inParallel(BATCHES, (i) => {
    const id = randomUUID();
    return store.appendToStream(accountStream(id), Array.from({ length: BATCH_SIZE }, (_, k) => accountEvent(randomUUID(), 'UserSignedIn', { ...payload(k + i), userId: id })));
  }));
  rateLine(`append, ${BATCH_SIZE} events per append`, BATCHES * BATCH_SIZE, batched, { n: BATCHES * BATCH_SIZE, ms: rawBatched });

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
  rateLine('global feed read (pages of 1000)', read, feed, { n: total, ms: rawRead });

  let replayed = 0;
  const rebuild = await timed(async () => {
    replayed = await rebuildProjection({ store, db: database.db, pool: database.pool, projection: userActivityProjection });
  });
  rateLine(`projection rebuild (user_activity, ${replayed} events)`, replayed, rebuild);
  await store.close();
};
