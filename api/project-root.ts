import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (the nearest one up holding package.json): the same whether this module runs
 * from its source or compiled into build/, where paths relative to the module would point inside build/.
 */
export const PROJECT_ROOT = ((): string => {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error('no package.json above ' + fileURLToPath(import.meta.url));
  }
})();
