import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../api/app.js';
import { readConfig } from '../../api/config.js';
import type { AppServices } from '../../api/plugins/services.js';
import { createLedgerService } from '../../api/services/ledger.js';
import { createLiveHub } from '../../api/services/live-hub.js';
import { postgresEventStore } from '../../events/store/postgres.js';
import { connectDatabase, type DatabaseHandle } from '../../projections/database/connect.js';
import { migrateToLatest } from '../../projections/database/migrate.js';
import { projections } from '../../projections/index.js';
import { createProjectionRunner } from '../../projections/runner/runner.js';
import { withInlineProjections } from '../../projections/runner/inline.js';
import { DEMO_PASSWORD, seedDemoData } from '../lib/demo-data.js';

// The portal as `npm start` composes it (without the live reactor and the admin UI), listening on
// a free port, with the demo accounts and their bearer tokens.

export type BenchPortal = {
  services: AppServices;
  database: DatabaseHandle;
  app: App;
  /** http://127.0.0.1:port/api */
  base: string;
  ids: Record<string, string>;
  tokens: Record<string, string>;
  close(): Promise<void>;
};

export const startBenchPortal = async (url: string, poolSize: number): Promise<BenchPortal> => {
  const database = connectDatabase(url, poolSize);
  await migrateToLatest(database.db);
  const store = withInlineProjections(postgresEventStore(database.pool), database.db, projections);
  let closing = false;
  // A projection failing while measuring explains a figure; connections dropped at shutdown do not.
  const log = (msg: string, err?: unknown) => closing || console.error(msg, err ?? '');
  const runner = createProjectionRunner({ store, db: database.db, pool: database.pool, projections, log });
  await runner.start();
  const ledger = createLedgerService(store);
  await ledger.start();
  const hub = createLiveHub();
  const services: AppServices = { config: readConfig({}), db: database.db, pool: database.pool, store, runner, hub, ledger, jwtSecret: 'bench-secret', now: () => new Date() };
  await seedDemoData(services);
  const app = await buildApp({ services, serveAdmin: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const users = await database.db.selectFrom('users').select(['id', 'email']).execute();
  const ids = Object.fromEntries(users.map((u) => [u.email.split('@')[0], u.id]));
  const tokens: Record<string, string> = {};
  for (const who of ['admin', 'dealer']) {
    const response = await fetch(`${base}/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who}@demo.test`, password: DEMO_PASSWORD }) });
    tokens[who] = ((await response.json()) as { token: string }).token;
  }
  return {
    services, database, app, base, ids, tokens,
    close: async () => {
      closing = true;
      hub.closeAll();
      await app.close();
      await runner.stop();
      await store.close();
      await database.close();
    },
  };
};

/** A request that must answer 200; its body is drained so the keep-alive connection is reused. */
export const call = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return text;
};
