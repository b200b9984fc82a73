import type { FastifyPluginAsync } from 'fastify';
import { countryRoutes } from './countries.js';
import { currencyRoutes } from './currencies.js';

/** Public lookups under /geo (spec section 3 shapes). */
export { geoLookupRoutes as geoRoutes } from './lookups.js';

/** The countries and currencies resources, for signed-in users; edits are for administrators. */
export const geoResourceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(countryRoutes);
  await app.register(currencyRoutes);
};
