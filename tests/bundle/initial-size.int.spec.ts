import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_DIST, adminChunks, INITIAL_JS_LIMIT_BYTES, kB } from '../../scripts/lib/admin-bundle.js';

// Issue 15: the JavaScript /admin/ downloads before its first screen is to be at most 450 kB gzipped;
// the screens, charts, spreadsheets, PDF views and each language's texts load lazily
// (scripts/lib/admin-bundle.ts). Reads the build `npm test` makes first (`npm run build:admin`); a
// size, never a time.

describe('the admin bundle', () => {
  it('keeps the initial JavaScript within its budget, gzipped, with lazy chunks beside it', () => {
    expect(existsSync(join(ADMIN_DIST, 'index.html')), 'run npm run build:admin first').toBe(true);
    const chunks = adminChunks();
    const initial = chunks.filter((chunk) => chunk.initial);
    const total = initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
    console.info(`initial JavaScript: ${kB(total)} gzipped (${initial.map((chunk) => `${chunk.file} ${kB(chunk.gzipBytes)}`).join(', ')}); ${chunks.length - initial.length} lazy chunks`);
    expect(initial.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(INITIAL_JS_LIMIT_BYTES);
    // The heavy libraries are not in the initial download.
    expect(chunks.filter((chunk) => !chunk.initial).length).toBeGreaterThan(10);
    // Each language's texts are a chunk of their own, fetched when the language is shown.
    expect(chunks.filter((chunk) => /\/(english|spanish)-/.test(chunk.file)).map((chunk) => chunk.initial)).toEqual([false, false]);
  });
});
