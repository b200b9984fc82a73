import type { FastifyPluginAsync } from 'fastify';
import { subUserAccountRoutes } from './accounts.js';
import { subUserPermissionRoutes } from './permissions.js';
import { subUserPasswordRoutes } from './password.js';

/** Issue 13: a parent account's sub-users, their permission sets and accounts (api/CONTRACT.md "Sub-users"). */
export const subUserRoutes: FastifyPluginAsync = async (app) => {
  await app.register(subUserPermissionRoutes);
  await app.register(subUserAccountRoutes);
  await app.register(subUserPasswordRoutes);
};
