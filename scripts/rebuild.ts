import cliProgress from 'cli-progress';
import { readConfig } from '../api/config.js';
import { postgresEventStore } from '../events/store/postgres.js';
import type { EventStore } from '../events/store/port.js';
import { connectDatabase } from '../projections/database/connect.js';
import { startEmbeddedPostgres } from '../projections/database/embedded.js';
import { migrateToLatest } from '../projections/database/migrate.js';
import { projections } from '../projections/index.js';
import { rebuildProjection } from '../projections/runner/runner.js';

// `npm run rebuild [name]`: truncate a read model (or all) and replay it from the first event.
const config = readConfig();
const wanted = process.argv[2];
const chosen = wanted ? projections.filter((p) => p.name === wanted) : projections;
if (chosen.length === 0) {
  console.error(`No projection named "${wanted}". Known: ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dir: config.dataDir }).catch((error: Error) => {
  console.error(`Could not start the embedded database in ${config.dataDir} (is the portal running? stop it first): ${error.message}`);
  process.exit(1);
});
const database = connectDatabase(config.databaseUrl ?? embedded!.url(), 4);
let store: EventStore | null = null;
try {
  await migrateToLatest(database.db);
  store = config.eventStoreUrl
    ? (await import('../events/store/eventstoredb.js')).eventStoreDbEventStore(config.eventStoreUrl)
    : postgresEventStore(database.pool);
  const total = store.kind === 'postgres'
    ? Number((await database.pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0].n)
    : 0;
  for (const projection of chosen) {
    const bar = new cliProgress.SingleBar({ format: `${projection.name.padEnd(20)} [{bar}] {value}/{total} events | {rate} events/s`, hideCursor: true }, cliProgress.Presets.shades_classic);
    const started = performance.now();
    bar.start(Math.max(total, 1), 0, { rate: 0 });
    const done = await rebuildProjection({ store, db: database.db, pool: database.pool, projection }, (n) => {
      const seconds = (performance.now() - started) / 1000;
      bar.update(n, { rate: Math.round(n / Math.max(seconds, 0.001)) });
    });
    const seconds = (performance.now() - started) / 1000;
    bar.update(Math.max(done, total ? total : 1), { rate: Math.round(done / Math.max(seconds, 0.001)) });
    bar.stop();
    console.log(`${projection.name}: replayed ${done} events in ${seconds.toFixed(2)} s (${Math.round(done / Math.max(seconds, 0.001))} events/s)`);
  }
} finally {
  await store?.close();
  await database.close();
  await embedded?.stop();
}
