// @ts-check
// The builds `npm start` runs when their sources changed, and `npm run build`. Plain JavaScript: it runs
// before there is any compiled server, and production runs no TypeScript loader.
//   server: tsc (tsconfig.build.json) into build/, the JavaScript `node` runs;
//   admin:  vite into admin/dist/, the react-admin app the server serves under /admin/.
// `node scripts/build.mjs` (npm run build) builds the server, type-checked.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_BUILD = join(ROOT, 'build');
/** Written when a server build ends, dated when it began: a source saved during the build is newer. */
const SERVER_BUILT = join(SERVER_BUILD, '.built');
const SERVER_SOURCES = ['api', 'events', 'projections', 'tables', 'database', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];
const ADMIN_DIR = join(ROOT, 'admin');
const ADMIN_BUILT = join(ADMIN_DIR, 'dist', 'index.html');

/** The newest change under `path`: files and folders (a deleted file changes its folder), not `skip`. */
export const newestChange = (path, skip = new Set()) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { withFileTypes: true }).reduce(
    (newest, entry) => (skip.has(entry.name) ? newest : Math.max(newest, newestChange(join(path, entry.name), skip))),
    stat.mtimeMs,
  );
};

/** Whether `built` exists and is at least as new as every source. */
const isFresh = (built, sources, skip) =>
  existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map((source) => newestChange(source, skip)));

/** Compiles the server into build/ (from clean, so nothing deleted lingers). `check: false` only strips the types, as tsx does. */
export const buildServer = ({ check }) => {
  const began = new Date();
  rmSync(SERVER_BUILD, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const args = [tsc, '-p', join(ROOT, 'tsconfig.build.json'), ...(check ? [] : ['--noCheck'])];
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: ROOT });
  if (status !== 0) throw new Error(`the server build failed (tsc exited ${status})`);
  writeFileSync(SERVER_BUILT, '');
  utimesSync(SERVER_BUILT, began, began);
};

/** Builds the server when it was never built or its sources changed since. */
export const ensureServerBuilt = (log) => {
  if (isFresh(SERVER_BUILT, SERVER_SOURCES.map((source) => join(ROOT, source)), new Set(['node_modules', 'build', 'dist']))) return;
  log('Building the server (first start or changed sources)...');
  buildServer({ check: false });
};

/** Builds the admin UI when it was never built or its sources changed since the last build. */
export const ensureAdminBuilt = async (log) => {
  if (isFresh(ADMIN_BUILT, [ADMIN_DIR], new Set(['dist']))) return;
  log('Building the admin UI (first start or changed sources)...');
  const { build } = await import('vite');
  await build({ configFile: join(ADMIN_DIR, 'vite.config.ts'), logLevel: 'warn' });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) buildServer({ check: true });
