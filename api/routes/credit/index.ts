import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { creditAuditRoutes } from './audit.js';
import { creditHistoryRoutes } from './history.js';
import { creditMovementRoutes } from './movements.js';

/** The credit side: ledger commands and the read models behind the credit screens. */
export const creditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(creditMovementRoutes);
  await app.register(creditHistoryRoutes);
  await app.register(creditAuditRoutes);
};
