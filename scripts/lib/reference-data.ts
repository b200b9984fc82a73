import type { Db } from '../../projections/database/connect.js';
import { seedCreditPrices } from '../../projections/credit_prices/seed.js';
import { seedGeo } from '../../projections/geo/seed.js';

/** Data every installation needs (not demo data): countries, currencies, the base credit price table. */
export const seedReferenceData = async (db: Db) => {
  await seedGeo(db);
  await seedCreditPrices(db);
};
