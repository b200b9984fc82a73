import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../api/app.js';
import { readConfig, type Config } from '../../api/config.js';
import type { AppServices } from '../../api/plugins/services.js';
import { createServices } from '../../api/services/create.js';
import { DEMO_PASSWORD, seedDemoData } from '../../scripts/lib/demo-data.js';
import { seedReferenceData } from '../../scripts/lib/reference-data.js';
import { typedClient } from './client.js';
import { createTestDatabase, SEEDED_TEMPLATE_DATABASE } from './database.js';

export type TestPortal = {
  app: App;
  services: AppServices;
  /** Signs in and answers the bearer token. */
  login(email: string, password?: string): Promise<string>;
  auth(token: string): { authorization: string };
  close(): Promise<void>;
};

/**
 * With TEST_BOOT_TIMES=1, each portal prints how long each phase of its start took (where a test
 * file's set-up goes); otherwise it records nothing.
 */
const bootPhases = () => {
  const enabled = process.env.TEST_BOOT_TIMES === '1';
  const phases: string[] = [];
  const started = performance.now();
  let last = started;
  const phase = (name: string) => {
    if (!enabled) return;
    const now = performance.now();
    phases.push(`${name} ${Math.round(now - last)} ms`);
    last = now;
  };
  phase.report = () => {
    if (enabled) process.stderr.write(`portal boot ${Math.round(last - started)} ms: ${phases.join(', ')}\n`);
  };
  return phase;
};

/**
 * The real app on a fresh database with reference data and the demo accounts: a clone of the run's
 * seeded template (global-setup.ts). A portal on a clock of its own (`now`) seeds them itself, so
 * the accounts are registered at its time, as the server it stands for would have them.
 */
export const createTestPortal = async (options: { serveAdmin?: boolean; adminDistDir?: string; now?: () => Date; config?: Partial<Config> } = {}): Promise<TestPortal> => {
  const seedsItself = options.now !== undefined;
  const phase = bootPhases();
  const database = await createTestDatabase(seedsItself ? undefined : SEEDED_TEMPLATE_DATABASE);
  phase('database');
  // Its own data directory: the file store and its generated key live there, not in ./data.
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-data-'));
  const config = { ...readConfig({}), publicUrl: 'http://portal.test', dataDir, ...options.config };
  const services = await createServices(config, { database, jwtSecret: 'test-secret', now: options.now });
  phase('services');
  await services.start();
  phase('start');
  if (seedsItself) {
    await seedReferenceData(database.db);
    phase('reference data');
    await seedDemoData(services);
    phase('demo data');
  }
  const app = await buildApp({ services, serveAdmin: options.serveAdmin ?? false, adminDistDir: options.adminDistDir });
  phase('buildApp');
  await app.ready();
  phase('ready');
  phase.report();
  return {
    app,
    services,
    login: async (email, password = DEMO_PASSWORD) => {
      const { data, error } = await typedClient(app).POST('/api/signin', { body: { email, password } });
      if (!data || !('user' in data)) throw new Error(`login ${email} failed: ${JSON.stringify(error ?? data)}`);
      return data.token;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    close: async () => {
      await app.close();
      await services.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The demo accounts' ids by the name before the @ (admin, dealer...), and tokens for those signed in. */
export const signInDemo = async (portal: TestPortal, who: readonly string[]) => {
  const rows = await portal.services.db.selectFrom('users').select(['id', 'email']).execute();
  const ids: Record<string, string> = Object.fromEntries(rows.map((r) => [r.email.split('@')[0], r.id]));
  const tokens: Record<string, string> = {};
  for (const name of who) tokens[name] = await portal.login(`${name}@demo.test`);
  /** The Authorization header of each signed-in account, by name. */
  const headers = Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, portal.auth(token)]));
  return { ids, tokens, headers };
};
