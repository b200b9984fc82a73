import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCatalogue, renderCatalogue } from './docs/event-catalogue.js';

// `npm run docs`: writes the documents generated from the code (docs/events.md).
const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(new URL('../docs/events.md', import.meta.url), renderCatalogue(readCatalogue(root)));
console.log('docs/events.md written');
