import type { FastifyServerOptions } from 'fastify';
import type { EmbeddedServer } from '../database/embedded.js';
import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import type { AppServices } from './plugins/services.js';
import { createServices } from './services/create.js';

// The portal process: the services (api/services/create.ts), the seeding the caller asks for, then
// the HTTP app on its port.

/** How often a stopping server closes the keep-alive connections its last answers left idle. */
const IDLE_SWEEP_MS = 100;

export type Portal = {
  app: App;
  services: AppServices;
  embedded: EmbeddedServer | null;
  /** No new requests; those in flight are answered; then the services stop (api/services/create.ts). `say` hears each phase. */
  stop(say?: (line: string) => void): Promise<void>;
};

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
    stop: async (say = () => undefined) => {
      let began = Date.now();
      // A request in flight keeps its connection; once answered that connection sits idle (keep-alive)
      // and would hold close() for Fastify's 72 s keep-alive timeout: close those as they go idle.
      const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      try {
        await app.close();
      } finally {
        clearInterval(idle);
      }
      say(`requests in flight answered, HTTP closed in ${Date.now() - began} ms`);
      began = Date.now();
      await services.stop();
      say(`loops stopped at their checkpoints, database closed in ${Date.now() - began} ms`);
    },
  };
};
