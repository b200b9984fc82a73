import type { FastifyServerOptions } from 'fastify';
import type { EmbeddedServer } from '../database/embedded.js';
import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import type { AppServices } from './plugins/services.js';
import { createServices } from './services/create.js';

// The portal process: the services (api/services/create.ts), the seeding the caller asks for, then
// the HTTP app on its port.

export type Portal = { app: App; services: AppServices; embedded: EmbeddedServer | null; stop(): Promise<void> };

export const startPortal = async (
  config: Config,
  options: { logger?: FastifyServerOptions['logger']; listen?: boolean; beforeListen?: (services: AppServices, embedded: boolean) => Promise<void> } = {},
): Promise<Portal> => {
  const services = await createServices(config);
  await services.start();
  await options.beforeListen?.(services, services.embedded !== null);
  const app = await buildApp({ services, logger: options.logger ?? false });
  if (options.listen !== false) await app.listen({ port: config.port, host: config.host });
  return {
    app,
    services,
    embedded: services.embedded,
    stop: async () => {
      await app.close();
      await services.stop();
    },
  };
};
