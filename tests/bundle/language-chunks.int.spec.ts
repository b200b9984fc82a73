import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../admin/src/i18n/en';
import { es } from '../../admin/src/i18n/es';
import { ADMIN_DIST, adminChunks } from '../../scripts/lib/admin-bundle.js';

// A reader downloads the texts of one language (and English as the fallback of Spanish): each
// feature's Spanish is in an i18n.es.ts that takes its English only as a type. A value import there
// would put both languages back into a chunk every reader downloads; this reads the build for it.

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
// Long texts only: short ones ('General', 'VIN', 'Portal') are the same in both languages.
const onlyIn = (these: string[], those: string[]) => [...new Set(these)].filter((text) => text.length > 20 && !those.includes(text));

describe('the admin bundle', () => {
  it('keeps the Spanish texts in the Spanish chunk alone, and the English ones out of it', () => {
    expect(existsSync(join(ADMIN_DIST, 'index.html')), 'run npm run build:admin first').toBe(true);
    const code = new Map(adminChunks().map((chunk) => [chunk.file, readFileSync(join(ADMIN_DIST, chunk.file), 'utf8')]));
    const [spanishFile] = [...code.keys()].filter((file) => /\/spanish-/.test(file));
    const spanishOnly = onlyIn(texts(es as Tree), texts(en as Tree));
    const englishOnly = onlyIn(texts(en as Tree), texts(es as Tree));
    expect([...code].filter(([, source]) => spanishOnly.some((text) => source.includes(text))).map(([file]) => file)).toEqual([spanishFile]);
    expect(englishOnly.filter((text) => code.get(spanishFile)!.includes(text))).toEqual([]);
  });
});
