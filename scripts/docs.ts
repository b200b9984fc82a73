import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_TYPES_FILE, renderApiTypes } from './docs/api-types.js';
import { readCatalogue, renderCatalogue } from './docs/event-catalogue.js';
import { readOpenApiDocument } from './docs/openapi-document.js';
import { readReadings, renderReadings } from './docs/readings.js';
import { renderRouteTable, type OpenApiPaths } from './docs/route-table.js';

// `npm run docs`: writes what is generated from the code: docs/events.md, docs/readings.md, docs/routes.md and the
// API's types for the typed client (admin/src/providers/openapi.ts).
const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(new URL('../docs/events.md', import.meta.url), renderCatalogue(readCatalogue(root)));
console.log('docs/events.md written');
writeFileSync(new URL('../docs/readings.md', import.meta.url), renderReadings(readReadings(root)));
console.log('docs/readings.md written');
const document = await readOpenApiDocument();
writeFileSync(new URL('../docs/routes.md', import.meta.url), renderRouteTable(document as OpenApiPaths));
console.log('docs/routes.md written');
writeFileSync(API_TYPES_FILE, await renderApiTypes(document));
console.log('admin/src/providers/openapi.ts written');
