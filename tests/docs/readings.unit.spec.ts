import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readReadings, renderReadings } from '../../scripts/docs/readings.js';

// docs/readings.md indexes every reading of the spec where it is written (api/CONTRACT.md and the
// code's "our reading" comments): a reading added or changed without `npm run docs` fails here.

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the index of the readings of the spec', () => {
  const readings = readReadings(root);

  it('finds the readings of the contract and of the code, each with its place', () => {
    expect(readings.some((reading) => reading.file === 'api/CONTRACT.md' && reading.topic === 'Support tickets' && reading.text.startsWith('Our reading of the life'))).toBe(true);
    const statuses = readings.find((reading) => reading.file === 'events/softwareOrders/statuses.ts');
    expect(statuses?.topic).toBe('softwareOrders');
    expect(statuses?.line).toBeGreaterThan(0);
    expect(readings.every((reading) => reading.text.length > 0 && reading.text.length <= 320)).toBe(true);
    expect(readings.some((reading) => reading.file === 'admin/src/providers/openapi.ts')).toBe(false);
  });

  it('is what docs/readings.md says (run `npm run docs` after writing a reading)', () => {
    expect(readFileSync(new URL('../../docs/readings.md', import.meta.url), 'utf8')).toBe(renderReadings(readings));
  });
});
