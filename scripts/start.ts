import { startPhases } from '../api/phases.js';
import { readConfig } from '../api/config.js';
import { startPortal } from '../api/server.js';
import { stopOnSignals } from '../api/shutdown.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoBankDetails, seedDemoCredits, seedDemoData } from './lib/demo-data.js';
import { seedReferenceData } from './lib/reference-data.js';
import { seedDemoCatalogue } from '../tables/catalogue/seed-demo.js';

// `npm start`'s server (compiled to build/scripts/start.js; scripts/launch.mjs builds what changed
// first): embedded PostgreSQL in ./data (or DATABASE_URL), migrations, reference data, demo accounts
// on the embedded default only, the admin UI and the API on one port.

const phases = startPhases();
const config = readConfig();
const say = (msg: string) => console.log(msg);

const portal = await startPortal(config, {
  phases,
  logger: { level: config.logLevel, transport: process.stdout.isTTY ? { target: 'pino-pretty' } : undefined },
  beforeListen: async (services, embedded) => {
    await seedReferenceData(services.db);
    if (embedded) {
      const created = await seedDemoData(services);
      await seedDemoBankDetails(services.db);
      await seedDemoCredits(services);
      if (created > 0) say(`Seeded ${created} demo accounts; the demo dealers hold opening credits.`);
      const vehicles = await seedDemoCatalogue(services.db);
      if (vehicles > 0) say(`Seeded a demo catalogue of ${vehicles} vehicles.`);
    }
  },
});

say(phases.summary());
say('');
say(`Tuning portal running at ${config.publicUrl}/admin/  (API ${config.publicUrl}/api/, docs ${config.publicUrl}/api/docs)`);
say(portal.embedded ? `Database: embedded PostgreSQL in ${config.dataDir}` : 'Database: DATABASE_URL');
say(`Event store: ${config.eventStoreUrl ? 'EventStoreDB' : 'PostgreSQL events table'}`);
if (portal.embedded) {
  say(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) say(`  ${account.role.padEnd(12)} ${account.email}`);
}

stopOnSignals(portal.stop, say);
