import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRouteTable, type OpenApiPaths } from '../../scripts/docs/route-table.js';
import { createTestPortal, type TestPortal } from '../support/app.js';

// docs/routes.md is the role × route table written from the served OpenAPI document: a route
// added, or its roles changed, without `npm run docs` fails here.

let portal: TestPortal;
let document: OpenApiPaths;
beforeAll(async () => {
  portal = await createTestPortal();
  document = portal.app.swagger() as OpenApiPaths;
});
afterAll(async () => portal?.close());

describe('the role × route table', () => {
  it('reads each route\'s roles and sub-user rule from the document', () => {
    const table = renderRouteTable(document);
    expect(table).toContain('| POST /credit/transfer |');
    // An Admin-only route has one ✓; a public one has token "none".
    const row = (route: string) => table.split('\n').find((line) => line.startsWith(`| ${route} |`))!;
    expect(row('GET /encryption/jobs').split('|').filter((cell) => cell.trim() === '✓')).toHaveLength(1);
    expect(row('POST /signin')).toContain('| none |');
    expect(row('GET /notifications')).toContain('| never |');
  });

  it('is what docs/routes.md says (run `npm run docs` after adding or changing a route)', () => {
    expect(readFileSync(new URL('../../docs/routes.md', import.meta.url), 'utf8')).toBe(renderRouteTable(document));
  });
});
