import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../database/embedded.js';

// What the image runs (Dockerfile): the server compiled into build/, started by plain node (no
// TypeScript loader) against DATABASE_URL on an empty database and an empty data directory.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

/** The packages a compiled module imports (statically or not): `pdfkit`, `@fastify/static`. */
const packagesImportedBy = (code: string) =>
  [
    ...code.matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^'.][^']*)';$/gms), // tsc writes each static import on lines of its own
    ...code.matchAll(/^import '([^'.][^']*)';$/gm),
    ...code.matchAll(/\bimport\('([^'.][^']*)'\)/g),
  ].map(([, specifier]) => specifier!.split('/').slice(0, specifier!.startsWith('@') ? 2 : 1).join('/'));

describe('the compiled server (npm run build), as the image runs it', () => {
  let databaseUrl = '';
  let dropDatabase = async () => undefined;
  let dataDir = '';

  beforeAll(async () => {
    // The build `npm start` makes when the sources changed (types stripped; `npm run build` checks them too).
    const build = spawnSync(process.execPath, ['--input-type=module', '--eval', "await (await import('./scripts/build.mjs')).ensureServerBuilt(console.log)"], { cwd: ROOT, encoding: 'utf8' });
    expect(build.status, build.stderr + build.stdout).toBe(0);
    // An empty database, not the migrated template: the compiled migrations must run.
    const serverUrl = inject('postgresUrl');
    const name = `compiled_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = serverUrl.replace(/\/postgres$/, `/${name}`);
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
    dataDir = await mkdtemp(join(tmpdir(), 'portal-compiled-'));
  }, 300_000);

  afterAll(async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports no development dependency', () => {
    const imported = new Set(filesUnder(join(ROOT, 'build')).filter((file) => file.endsWith('.js')).flatMap((file) => packagesImportedBy(readFileSync(file, 'utf8'))));
    expect(imported.size).toBeGreaterThan(10);
    const fromDevelopment = [...imported].filter((name) => name in packageJson.devDependencies || name === 'tsx');
    expect(fromDevelopment).toEqual([]);
    const undeclared = [...imported].filter((name) => !name.startsWith('node:') && !(name in packageJson.dependencies));
    expect(undeclared).toEqual([]);
  });

  it('starts with plain node on an empty database and data directory: migrates, answers /api/health and the admin UI, stops on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(ROOT, 'build', 'scripts', 'start.js')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '', LOG_LEVEL: 'warn', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let health: Response | null = null;
      for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline && child.exitCode === null && health?.status !== 200; await sleep(100)) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      }
      expect(health?.status, output).toBe(200);
      expect(output).toMatch(/^Started in \d+ ms: modules loaded \d+ ms, database up \d+ ms, migrations \d+ ms, .*listening \d+ ms$/m);

      const admin = await fetch(`http://127.0.0.1:${port}/admin/`);
      expect(admin.status).toBe(200);
      expect(await admin.text()).toContain('<div id="root">');

      const migrations = readdirSync(join(ROOT, 'database', 'migrations')).filter((file) => file.endsWith('.ts')).map((file) => file.replace(/\.ts$/, '')).sort();
      const database = new pg.Client({ connectionString: databaseUrl });
      await database.connect();
      const applied = (await database.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name')).rows.map((row) => row.name);
      await database.end();
      expect(applied).toEqual(migrations);

      child.kill('SIGTERM');
      expect(await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => 'still running')])).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
