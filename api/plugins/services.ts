import fp from 'fastify-plugin';
import type pg from 'pg';
import type { EventStore, NewEvent, ExpectedRevision, AppendResult } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import type { ProjectionRunner } from '../../projections/runner/runner.js';
import type { Config } from '../config.js';
import type { LiveHub } from '../services/live-hub.js';
import type { LedgerService } from '../services/ledger.js';
import type { FileStore } from '../services/files/store.js';
import type { UserLookup } from '../services/user-lookup.js';
import { linkKey } from '../services/links/sign.js';
import type { EncryptionService } from '../services/encryption/service.js';
import type { PortalMetrics } from '../services/metrics/registry.js';
import type { HealthFiguresReader } from '../services/metrics/figures.js';

// App services as decorators: the database, the event store, the projection runner, the live hub.

export type AppServices = {
  config: Config;
  db: Db;
  pool: pg.Pool;
  store: EventStore;
  runner: ProjectionRunner;
  hub: LiveHub;
  ledger: LedgerService;
  /** Uploaded and delivered files, encrypted, by SHA-256 (api/services/files). */
  files: FileStore;
  jwtSecret: string;
  /** The clock; tests pass their own. */
  now: () => Date;
  /** One user row by id: kept in memory, dropped on change (api/services/user-cache.ts), read with concurrent lookups on a miss. */
  userById: UserLookup;
  /** Drop a user's kept row after a committed change of this instance (see user-cache.ts). */
  forgetUser(id: string): void;
  /** The encryption service: jobs for the desktop application's agent (api/services/encryption). */
  encryption: EncryptionService;
  /** What an encryption agent must send to connect (ENCRYPTION_AGENT_SECRET or generated into DATA_DIR). */
  encryptionAgentSecret: string;
  /** The figures GET /metrics serves (api/services/metrics). */
  metrics: PortalMetrics;
  /** The projections' lag, the reactors' backlog, the queues and sockets, read now (GET /metrics and the Admin's health screen). */
  healthFigures: HealthFiguresReader;
};

declare module 'fastify' {
  interface FastifyInstance extends Omit<AppServices, 'jwtSecret' | 'encryptionAgentSecret'> {
    /** Append events, then wait (bounded) until the projections have folded them: read-your-writes. */
    record(stream: string, events: NewEvent[], expectedRevision?: ExpectedRevision): Promise<AppendResult>;
    /** The key of a link that must not be guessed from another (api/services/links/sign.ts). */
    linkKey(purpose: string, id: string): string;
  }
}

export const servicesPlugin = fp<{ services: AppServices }>(
  async (app, { services }) => {
    app.decorate('config', services.config);
    app.decorate('db', services.db);
    app.decorate('pool', services.pool);
    app.decorate('store', services.store);
    app.decorate('runner', services.runner);
    app.decorate('hub', services.hub);
    app.decorate('ledger', services.ledger);
    app.decorate('files', services.files);
    app.decorate('now', services.now);
    app.decorate('userById', services.userById);
    app.decorate('forgetUser', services.forgetUser);
    app.decorate('encryption', services.encryption);
    app.decorate('metrics', services.metrics);
    app.decorate('healthFigures', services.healthFigures);
    app.decorate('linkKey', (purpose: string, id: string) => linkKey(services.jwtSecret, purpose, id));
    app.decorate('record', async (stream: string, events: NewEvent[], expectedRevision: ExpectedRevision = 'any') => {
      const result = await services.store.appendToStream(stream, events, { expectedRevision });
      if (!(await services.runner.waitFor(result.position, undefined, events.map((e) => e.type)))) app.log.warn({ stream }, 'projections did not reach the new events in time');
      return result;
    });
  },
  { name: 'services' },
);
