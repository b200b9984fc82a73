import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../api/app.js';
import { readConfig } from '../../api/config.js';
import type { AppServices } from '../../api/plugins/services.js';
import { createServices } from '../../api/services/create.js';
import { connectDatabase, type DatabaseHandle } from '../../database/connect.js';
import { DEMO_PASSWORD, seedDemoData } from '../lib/demo-data.js';

// The portal as `npm start` composes it (without the admin UI, and without the live reactor unless
// asked), listening on a free port, with the demo accounts and their bearer tokens.

export type BenchPortal = {
  services: AppServices;
  database: DatabaseHandle;
  app: App;
  /** http://127.0.0.1:port/api */
  base: string;
  ids: Record<string, string>;
  tokens: Record<string, string>;
  /** Stops the runner and the reactors (the database and the HTTP server stay): for sections that write events behind their back. */
  stopBackground(): Promise<void>;
  close(): Promise<void>;
};

export const startBenchPortal = async (url: string, poolSize: number, options: { live?: boolean } = {}): Promise<BenchPortal> => {
  const database = connectDatabase(url, poolSize);
  let closing = false;
  // A projection failing while measuring explains a figure; connections dropped at shutdown do not.
  const log = (msg: string, err?: unknown) => closing || console.error(msg, err ?? '');
  // Its own data directory: the file store and its key, never ./data.
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-data-'));
  const services = await createServices({ ...readConfig({}), dataDir }, { database, jwtSecret: 'bench-secret', log, live: options.live ?? false });
  await services.start();
  await seedDemoData(services);
  const app = await buildApp({ services, serveAdmin: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const users = await database.db.selectFrom('users').select(['id', 'email']).execute();
  const ids = Object.fromEntries(users.map((u) => [u.email.split('@')[0], u.id]));
  const tokens: Record<string, string> = {};
  for (const who of ['admin', 'distributor', 'dealer', 'calibrator']) {
    const response = await fetch(`${base}/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who}@demo.test`, password: DEMO_PASSWORD }) });
    tokens[who] = ((await response.json()) as { token: string }).token;
  }
  return {
    services, database, app, base, ids, tokens,
    stopBackground: () => services.stop(),
    close: async () => {
      closing = true;
      await app.close();
      await services.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A request that must answer `status` (200); its body is drained so the keep-alive connection is reused. */
export const call = async (url: string, init: RequestInit = {}, status = 200) => {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== status) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 200)}`);
  return text;
};
