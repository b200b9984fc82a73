import cliProgress from 'cli-progress';
import { readConfig } from '../api/config.js';
import { createServices } from '../api/services/create.js';
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

// The same services as the server (never started here): the store folds inline projections as the
// server's does, so a rebuild of one of them happens in its own way (projections/runner/inline.ts).
const services = await createServices(config, { poolSize: 4 }).catch((error: Error) => {
  console.error(`Could not open the database (is the portal running? stop it first): ${error.message}`);
  process.exit(1);
});
const { store, db, pool } = services;
try {
  const total = store.kind === 'postgres'
    ? Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0].n)
    : 0;
  for (const projection of chosen) {
    const bar = new cliProgress.SingleBar({ format: `${projection.name.padEnd(20)} [{bar}] {value}/{total} events | {rate} events/s`, hideCursor: true }, cliProgress.Presets.shades_classic);
    const started = performance.now();
    bar.start(Math.max(total, 1), 0, { rate: 0 });
    const done = await rebuildProjection({ store, db, pool, projection }, (n) => {
      const seconds = (performance.now() - started) / 1000;
      bar.update(n, { rate: Math.round(n / Math.max(seconds, 0.001)) });
    });
    const seconds = (performance.now() - started) / 1000;
    bar.update(Math.max(done, total ? total : 1), { rate: Math.round(done / Math.max(seconds, 0.001)) });
    bar.stop();
    console.log(`${projection.name}: replayed ${done} events in ${seconds.toFixed(2)} s (${Math.round(done / Math.max(seconds, 0.001))} events/s)`);
  }
} finally {
  await services.stop();
}
