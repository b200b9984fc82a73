import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCatalogue, renderCatalogue } from './docs/event-catalogue.js';
import { readOpenApiDocument } from './docs/openapi-document.js';
import { renderRouteTable, type OpenApiPaths } from './docs/route-table.js';

// `npm run docs`: writes the documents generated from the code (docs/events.md, docs/routes.md).
const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(new URL('../docs/events.md', import.meta.url), renderCatalogue(readCatalogue(root)));
console.log('docs/events.md written');
writeFileSync(new URL('../docs/routes.md', import.meta.url), renderRouteTable((await readOpenApiDocument()) as OpenApiPaths));
console.log('docs/routes.md written');
