import { readConfig } from '../api/config.js';
import { startPortal } from '../api/server.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoBankDetails, seedDemoData } from './lib/demo-data.js';
import { seedReferenceData } from './lib/reference-data.js';
import { seedDemoCatalogue } from '../tables/catalogue/seed-demo.js';

// `npm run seed`: the only way demo data gets into a DATABASE_URL database, and only when asked.
const config = readConfig();
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
