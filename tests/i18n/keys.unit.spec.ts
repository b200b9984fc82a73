import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../admin/src/i18n/en';
import { es } from '../../admin/src/i18n/es';
import { raEnglish } from '../../admin/src/i18n/ra-en';
import { raSpanish } from '../../admin/src/i18n/ra-es';

// Every user-visible string in English and Spanish (issue 15). The type of es.ts already demands
// every key of en.ts; this checks what types cannot: that a key the screens name in their source
// exists (a raw key on screen otherwise), that both languages fill the same %{placeholders}, and
// that no Spanish text is left empty.

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));

const english = new Map(leaves({ ...(raEnglish as Tree), ...(en as Tree) }));
const spanish = new Map(leaves({ ...(raSpanish as Tree), ...(es as Tree) }));
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const adminSrc = fileURLToPath(new URL('../../admin/src', import.meta.url));
const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
  entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.includes('i18n') ? [join(dir, entry.name)] : []);
const namespaces = new Set([...english.keys()].map((key) => key.split('.')[0]));
// translate('a.b'), t("a.b"), label="a.b", primaryText='a.b', title: 'a.b' …: a dotted literal whose first part is a namespace.
const KEY_LITERAL = /(?:translate|\bt|label|primaryText|title|emptyText|helperText|message|placeholder)\s*[(=:]\s*\{?\s*['"]([a-z_A-Z]+(?:\.[\w-]+)+)['"]/g;

describe('the translations', () => {
  it('name the same placeholders in English and Spanish', () => {
    const differing = [...english].filter(([key, text]) => spanish.has(key) && placeholders(text).join() !== placeholders(spanish.get(key)!).join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('leave no Spanish text empty where the English has one', () => {
    expect([...english].filter(([key, text]) => text.trim() && !spanish.get(key)?.trim()).map(([key]) => key)).toEqual([]);
  });

  it('have every key the screens name in their source', () => {
    const missing: string[] = [];
    for (const file of sources(adminSrc)) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) {
        if (!namespaces.has(key.split('.')[0])) continue;
        // A key may be a prefix completed at run time (`${base}.title`) or a plural/branch parent.
        const known = english.has(key) || [...english.keys()].some((k) => k.startsWith(`${key}.`));
        if (!known) missing.push(`${file.slice(adminSrc.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
