import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorsEn } from './errors';
import { errorsEs } from './errors.es';

// Every code the API can answer has an English and a Spanish text, and no text waits for a code
// the API no longer has (CONTRACT.md "Errors").

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });

const apiCodes = new Set(
  ['api', 'database', 'events', 'projections', 'tables'].flatMap(sources).flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return [...text.matchAll(/problem\(\s*'([A-Z][A-Z0-9_]+)'/g), ...text.matchAll(/errorBody\(\d+, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1]);
  }),
);

describe('error code translations', () => {
  it('finds the codes of the API', () => expect(apiCodes.size).toBeGreaterThan(100));

  it('has an English and a Spanish text for every code', () => {
    const missing = [...apiCodes].filter((code) => !(code in errorsEn) || !(code in errorsEs));
    expect(missing).toEqual([]);
  });

  it('has no text for a code the API does not answer', () => {
    expect(Object.keys(errorsEn).filter((code) => !apiCodes.has(code))).toEqual([]);
  });

  it('uses the same params in both languages', () => {
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [code, text] of Object.entries(errorsEn)) expect([code, params(errorsEs[code as keyof typeof errorsEs])]).toEqual([code, params(text)]);
  });
});
