import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { EventStore } from '../events/store/port.js';
import { postgresEventStore } from '../events/store/postgres.js';
import { connectDatabase } from '../projections/database/connect.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '../projections/database/embedded.js';
import { migrateToLatest } from '../projections/database/migrate.js';
import { projections } from '../projections/index.js';
import { createProjectionRunner } from '../projections/runner/runner.js';
import { withInlineProjections } from '../projections/runner/inline.js';
import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import { createLiveHub } from './services/live-hub.js';
import { createLedgerService } from './services/ledger.js';
import { startOutboxRelay } from '../events/store/outbox.js';
import { startMailSender } from './services/mail/sender.js';
import { startLiveReactor } from './routes/live/reactor.js';
import type { AppServices } from './plugins/services.js';

// Composition root: database (embedded or DATABASE_URL), event store (PostgreSQL or
// EventStoreDB), projections, live reactor, mail sender, then the HTTP app.

export type Portal = { app: App; services: AppServices; embedded: EmbeddedServer | null; stop(): Promise<void> };

/** A stable signing key: JWT_SECRET, or one generated once and kept in the data directory. */
const jwtSecretFor = (config: Config): string => {
  if (config.jwtSecret) return config.jwtSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
};

const openEventStore = async (config: Config, pool: import('pg').Pool): Promise<EventStore> => {
  if (!config.eventStoreUrl) return postgresEventStore(pool);
  const { eventStoreDbEventStore } = await import('../events/store/eventstoredb.js');
  return eventStoreDbEventStore(config.eventStoreUrl);
};

export const startPortal = async (
  config: Config,
  options: { logger?: FastifyServerOptions['logger']; listen?: boolean; beforeListen?: (services: AppServices, embedded: boolean) => Promise<void> } = {},
): Promise<Portal> => {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dir: config.dataDir });
  const database = connectDatabase(config.databaseUrl ?? embedded!.url(), 20);
  await migrateToLatest(database.db);
  const store = withInlineProjections(await openEventStore(config, database.pool), database.db, projections);
  const log = (msg: string, err?: unknown) => console.error(msg, err ?? '');
  const runner = createProjectionRunner({ store, db: database.db, pool: database.pool, projections, log });
  await runner.start();
  const hub = createLiveHub();
  const ledger = createLedgerService(store);
  await ledger.start();
  const services: AppServices = { config, db: database.db, pool: database.pool, store, runner, hub, ledger, jwtSecret: jwtSecretFor(config), now: () => new Date() };
  await options.beforeListen?.(services, embedded !== null);
  const reactor = await startLiveReactor(store, hub, runner);
  const mailer = config.smtpUrl ? startMailSender(database.db, config.smtpUrl, config.mailFrom, log) : null;
  // Only EventStoreDB writes to the outbox (events appended inside a plain-table transaction).
  const outbox = store.kind === 'eventstoredb' ? startOutboxRelay(database.db, store, (error) => log('outbox relay failed', error)) : null;
  const app = await buildApp({ services, logger: options.logger ?? false });
  if (options.listen !== false) await app.listen({ port: config.port, host: config.host });
  return {
    app,
    services,
    embedded,
    stop: async () => {
      hub.closeAll();
      await app.close();
      mailer?.stop();
      await outbox?.stop();
      await reactor.stop();
      await runner.stop();
      await store.close();
      await database.close();
      await embedded?.stop();
    },
  };
};
