import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// One embedded PostgreSQL per run (globalSetup); each integration test file clones a migrated
// template database, so files run in parallel without seeing each other's rows.
export default defineConfig({
  root,
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // The usual summary, then the 20 slowest files with their durations.
    reporters: ['default', './tests/support/slowest-files.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.unit.spec.ts'], exclude: ['node_modules/**', 'data/**'] },
      },
      {
        extends: true,
        test: { name: 'int', include: ['**/*.int.spec.ts'], exclude: ['node_modules/**', 'data/**'] },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['**/*.e2e.spec.ts'], exclude: ['node_modules/**', 'data/**'], fileParallelism: false, globalSetup: ['tests/e2e/browser-server.ts'] },
      },
    ],
  },
});
