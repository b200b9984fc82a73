import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ADMIN_DIR = fileURLToPath(new URL('../../admin/', import.meta.url));
const BUILT_INDEX = join(ADMIN_DIR, 'dist', 'index.html');

const newestSource = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' ? newest : Math.max(newest, newestSource(path));
    return Math.max(newest, statSync(path).mtimeMs);
  }, 0);

/** Builds the admin UI when it was never built or its sources changed since the last build. */
export const ensureAdminBuilt = async (log: (msg: string) => void): Promise<void> => {
  if (existsSync(BUILT_INDEX) && statSync(BUILT_INDEX).mtimeMs >= newestSource(ADMIN_DIR)) return;
  log('Building the admin UI (first start or changed sources)...');
  const { build } = await import('vite');
  await build({ configFile: join(ADMIN_DIR, 'vite.config.ts'), logLevel: 'warn' });
};
