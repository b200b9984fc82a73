import { readConfig } from '../api/config.js';
import { createServices } from '../api/services/create.js';
import { copyEvents } from '../events/store/copy.js';
import { postgresEventStore } from '../events/store/postgres.js';

// `EVENTSTORE_URL=esdb://… npm run move-events`: copy every event of the PostgreSQL events table
// (DATABASE_URL, or the embedded server of DATA_DIR) into EventStoreDB, stream by stream at the
// same revisions and ids (events/store/copy.ts). Stop the portal first; run it again after an
// interruption and it goes on where it stopped. Then start the portal with EVENTSTORE_URL set and
// `npm run rebuild` (the read models' checkpoints are positions of the old store). docs/operations.md.
const config = readConfig();
if (!config.eventStoreUrl) {
  console.error('Set EVENTSTORE_URL to the EventStoreDB to copy the events into (esdb://host:2113?tls=false).');
  process.exit(2);
}
const services = await createServices({ ...config, eventStoreUrl: null }, { poolSize: 2 }).catch((error: Error) => {
  console.error(`Could not open the database (is the portal running? stop it first): ${error.message}`);
  process.exit(1);
});
const { eventStoreDbEventStore } = await import('../events/store/eventstoredb.js');
const target = eventStoreDbEventStore(config.eventStoreUrl);
try {
  const started = performance.now();
  const done = await copyEvents(postgresEventStore(services.pool), target, (p) => process.stdout.write(`\rread ${p.read}, written ${p.written}, already there ${p.skipped}`));
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write('\n');
  console.log(`${done.read} events read, ${done.written} written, ${done.skipped} already in EventStoreDB, in ${seconds.toFixed(1)} s`);
} finally {
  await target.close();
  await services.stop();
}
