import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../../scripts/docs/api-types.js';
import { renderRouteTable, type OpenApiPaths } from '../../scripts/docs/route-table.js';
import { createTestPortal, type TestPortal } from '../support/app.js';

// What `npm run docs` writes from the served OpenAPI document: docs/routes.md (the role × route
// table) and the typed client's types (admin/src/providers/openapi.ts). A route added or changed
// without regenerating them fails here.

let portal: TestPortal;
let document: OpenApiPaths;
beforeAll(async () => {
  portal = await createTestPortal();
  document = portal.app.swagger() as OpenApiPaths;
});
afterAll(async () => portal?.close());

describe('the typed client\'s types', () => {
  it('are what admin/src/providers/openapi.ts says (run `npm run docs` after changing a route\'s schema)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8') === (await renderApiTypes(document)), 'admin/src/providers/openapi.ts is stale: run npm run docs').toBe(true);
  });
});

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
