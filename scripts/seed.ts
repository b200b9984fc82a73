import { readConfig } from '../api/config.js';
import { startPortal } from '../api/server.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoBankDetails, seedDemoData } from './lib/demo-data.js';
import { seedReferenceData } from './lib/reference-data.js';
import { seedDemoCatalogue } from '../tables/catalogue/seed-demo.js';
import { createServices } from '../api/services/create.js';
import { seedScale } from './scale/seed.js';

// `npm run seed`: the only way demo data gets into a DATABASE_URL database, and only when asked.
// `npm run seed -- --scale medium|large`: a generated network instead (scripts/scale/seed.ts).
const config = readConfig();
const scaleAt = process.argv.indexOf('--scale');
if (scaleAt !== -1) {
  const name = process.argv[scaleAt + 1] ?? '';
  const started = performance.now();
  // Never started: no runner or reactor folds behind the bulk writes (stop the server first).
  const services = await createServices(config, { poolSize: 4 });
  try {
    const seeded = await seedScale(services, name, (line) => console.log(line));
    if (!seeded) console.log('A generated network is in this database already: nothing added.');
    else {
      const { summary, rebuilt } = seeded;
      console.log(`Scale ${name}: ${summary.accounts} accounts, ${summary.movements} movements, ${summary.softwareOrders} orders, ${summary.tickets} tickets, ${summary.vehicles} vehicles`);
      console.log(`Read models rebuilt: ${rebuilt.map((m) => `${m.name} ${(m.ms / 1000).toFixed(0)} s`).join(', ')}`);
      console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s. Every account's password: ${DEMO_PASSWORD}`);
    }
  } finally {
    await services.stop();
  }
  process.exit(0);
}
const portal = await startPortal(config, { listen: false });
try {
  await seedReferenceData(portal.services.db);
  const created = await seedDemoData(portal.services);
  await seedDemoBankDetails(portal.services.db);
  const vehicles = await seedDemoCatalogue(portal.services.db);
  console.log(`Demo data: ${created} accounts created (${DEMO_ACCOUNTS.length - created} existed). Password: ${DEMO_PASSWORD}`);
  console.log(vehicles > 0 ? `Demo catalogue: ${vehicles} vehicles.` : 'Demo catalogue: vehicles existed, left as they are.');
} finally {
  await portal.stop();
}
