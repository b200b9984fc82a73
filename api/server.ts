import type { FastifyServerOptions } from 'fastify';
import type { EmbeddedServer } from '../database/embedded.js';
import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import { compileRemainingSchemas } from './http/schema-compilers.js';
import type { Phases } from './phases.js';
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
  options: {
    logger?: FastifyServerOptions['logger'];
    listen?: boolean;
    beforeListen?: (services: AppServices, embedded: boolean) => Promise<void>;
    /** Marks the end of each phase of the start (api/phases.ts). */
    phases?: Pick<Phases, 'mark'>;
  } = {},
): Promise<Portal> => {
  const mark = (name: string) => options.phases?.mark(name);
  const services = await createServices(config, { phases: options.phases });
  await services.start();
  mark('services started');
  await options.beforeListen?.(services, services.embedded !== null);
  mark('reference and demo data');
  const app = await buildApp({ services, logger: options.logger ?? false });
  await app.ready();
  mark('routes compiled');
  if (options.listen !== false) {
    await app.listen({ port: config.port, host: config.host });
    mark('listening');
    // The schemas no request has used yet: compiled now, between the first requests.
    const began = performance.now();
    void compileRemainingSchemas((message, error) => app.log.error({ err: error }, message)).then((count) =>
      app.log.info({ schemas: count, ms: Math.round(performance.now() - began) }, 'the remaining schemas are compiled'));
  }
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
