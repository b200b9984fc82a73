import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { withRedaction } from './http/log.js';
import { cacheValidators, cachingSerializerFactory } from './http/schema-compilers.js';
import { strictInput } from './http/strict-body.js';
import { adminUiPlugin } from './plugins/admin-ui.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { externalPlugins } from './plugins/external.js';
import { metricsPlugin } from './plugins/metrics.js';
import { servicesPlugin, type AppServices } from './plugins/services.js';
import { apiRoutes } from './routes/index.js';

/** Largest JSON body the API reads; uploads get their own limit on their own routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Longest value one path parameter may have (Fastify's default is 100, which three comma-separated
 * notification ids already pass): the longest the portal takes is GET notifications/view/{ids}, at most
 * NOTIFICATION_VIEW_PATH_IDS_MAX ids (3,699 characters); a longer one answers 414 ADDRESS_TOO_LONG.
 */
export const MAX_PARAM_LENGTH = 4096;

export type AppOptions = { services: AppServices; logger?: FastifyServerOptions['logger']; serveAdmin?: boolean; adminDistDir?: string };

// The Fastify app factory: plugins in layers (external, app services, routes), testable with inject.
export const buildApp = async ({ services, logger = false, serveAdmin = true, adminDistDir }: AppOptions) => {
  const app = Fastify({
    logger: withRedaction(logger),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    genReqId: (request) => String(request.headers['x-request-id'] ?? randomUUID()),
    // Only the named proxies may say who the client is (README: TRUST_PROXY); by default nobody.
    trustProxy: services.config.trustProxy.length ? services.config.trustProxy : false,
    frameworkErrors,
    // Wrong types are errors, not silently coerced; query and path values are declared as strings.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false }, onCreate: cacheValidators },
    schemaController: { compilersFactory: { buildSerializer: await cachingSerializerFactory() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRoute', strictInput);
  // Every answer names its request: the admin shows it as the reference a person quotes to support (the logs' reqId).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(errorsPlugin);
  await app.register(externalPlugins);
  await app.register(servicesPlugin, { services });
  await app.register(metricsPlugin);
  await app.register(authPlugin, { jwtSecret: services.jwtSecret });
  await app.register(apiRoutes, { prefix: '/api' });
  if (serveAdmin) await app.register(adminUiPlugin, { distDir: adminDistDir });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
