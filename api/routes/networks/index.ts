import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dealerNetworkRoutes } from './dealers.js';
import { registrationRoutes } from './registrations.js';

// Issue 13 "Networks": who is under whom (user/add-dealer, user/remove-dealer) and the sub-dealers' registrations.
export const networkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(dealerNetworkRoutes);
  await app.register(registrationRoutes);
};
