import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_DIST, adminChunks, INITIAL_JS_LIMIT_BYTES, INITIAL_JS_TARGET_BYTES, kB } from '../lib/admin-bundle.js';

/** Prints the admin's chunks (sizes only): the initial download against its 450 kB limit, then the largest lazy ones. */
export const benchAdminBundle = () => {
  if (!existsSync(join(ADMIN_DIST, 'index.html'))) return console.log('\nadmin bundle: not built (npm run build:admin)');
  const chunks = adminChunks();
  const initial = chunks.filter((chunk) => chunk.initial);
  const total = initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  console.log(`\nadmin bundle: initial JavaScript ${kB(total)} gzipped (budget ${kB(INITIAL_JS_LIMIT_BYTES)}, target ${kB(INITIAL_JS_TARGET_BYTES)}), ${chunks.length} chunks`);
  for (const chunk of [...initial, ...chunks.filter((c) => !c.initial).slice(0, 12)]) {
    console.log(`  ${chunk.initial ? 'initial' : 'lazy   '}  ${kB(chunk.gzipBytes).padStart(9)} gzip  ${kB(chunk.bytes).padStart(10)}  ${chunk.file}`);
  }
};
