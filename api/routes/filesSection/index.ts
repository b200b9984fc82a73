import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tunedFileRoutes } from './files.js';
import { preOrderRoutes } from './pre-order.js';
import { projectRoutes } from './project.js';

// The files section (issue 10, "Tuned files"; spec sections 2 and 6): files/, files/project/{id},
// files/pre-order. The stock reactor (stock-reactor.ts) runs beside the other reactors (api/reactors.ts).
export const filesSectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(tunedFileRoutes);
  await app.register(projectRoutes);
  await app.register(preOrderRoutes);
};
