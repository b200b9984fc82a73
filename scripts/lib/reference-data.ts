import type { Db } from '../../database/connect.js';
import { seedCreditPrices } from '../../tables/creditPrices/seed.js';
import { seedGeo } from '../../tables/geo/seed.js';

/** Data every installation needs (not demo data): countries, currencies, the base credit price table. */
export const seedReferenceData = async (db: Db) => {
  await seedGeo(db);
  await seedCreditPrices(db);
};
