import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import LongestFirst from './support/sequencer.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const EXCLUDE = ['node_modules/**', 'data/**'];
/**
 * Integration files that replace a module of the app with vi.mock: the app's modules must be
 * imported fresh for them, so they run isolated (the other integration files share their worker's).
 */
const MOCKING = ['tests/auth/sessions.int.spec.ts'];
/**
 * Files run beside each other: one more than this machine's two cores, because a browser file spends
 * most of its time waiting (a screen's requests, a frame, a debounce) and one at a time it left the
 * cores two-thirds idle. TEST_WORKERS overrides it.
 */
const WORKERS = Number(process.env.TEST_WORKERS ?? 3);
/** A browser test walks several screens as several people; on a busy machine that takes longer than an API test. */
const BROWSER_TEST_TIMEOUT_MS = 90_000;

// One embedded PostgreSQL per run (globalSetup); each integration test file clones a migrated
// template database (one seeded with the reference data and the demo accounts for the portals), so
// files run in parallel without seeing each other's rows.
//
// Integration and browser files are not isolated: a worker imports the app's modules once and runs
// file after file with them (importing them was 10-28 s of each file's time on a busy machine).
// Nothing of a file's may outlive it in module state: each builds its own portal, database and data
// directory and closes them.
export default defineConfig({
  root,
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // The usual summary, then the 20 slowest files with their durations.
    reporters: ['default', './tests/support/slowest-files.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: WORKERS,
    // The longest files first, browser and integration files mixed (sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.unit.spec.ts'], exclude: EXCLUDE },
      },
      {
        extends: true,
        test: { name: 'int', include: ['**/*.int.spec.ts'], exclude: [...EXCLUDE, ...MOCKING], isolate: false },
      },
      {
        extends: true,
        test: { name: 'int-mocking', include: MOCKING, exclude: EXCLUDE },
      },
      {
        // Each worker keeps one Chromium for the files it runs (browser.ts).
        extends: true,
        test: { name: 'e2e', include: ['**/*.e2e.spec.ts'], exclude: EXCLUDE, isolate: false, testTimeout: BROWSER_TEST_TIMEOUT_MS },
      },
    ],
  },
});
