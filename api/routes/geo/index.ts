import type { FastifyPluginAsync } from 'fastify';

// Placeholder until the geo feature lands (countries and currencies).
export const geoRoutes: FastifyPluginAsync = async () => undefined;
export const geoResourceRoutes: FastifyPluginAsync = async () => undefined;
