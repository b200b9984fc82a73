import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The order the files start in. With a few workers and files from half a second to four minutes,
// a long file that starts last is the run's tail: the others finished, one worker is still busy.
// So the longest start first, whatever their project: a browser file (mostly waiting for screens)
// then runs beside integration files (mostly computing), and the cores stay busy.
//
// A file's expected time comes from `tests/durations.json` (written by a full run with
// RECORD_TEST_DURATIONS=1, see slowest-files.ts), else from vitest's cache of this checkout's last
// run, else it counts as an average browser or integration file.

export const DURATIONS_FILE = 'tests/durations.json';
/** Seconds a file without a record is expected to take, by project. */
const UNKNOWN_SECONDS: Record<string, number> = { e2e: 30, int: 5, 'int-mocking': 5, unit: 1 };

export type Durations = Record<string, number>;

export const durationKey = (project: string, file: string) => `${project}:${file}`;

export const readDurations = (root: string): Durations => {
  const path = `${root}/${DURATIONS_FILE}`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Durations) : {};
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const recorded = readDurations(root);
    const expected = (spec: TestSpecification) => {
      const key = durationKey(spec.project.name, relative(root, spec.moduleId));
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      return recorded[key] ?? (cached !== undefined ? cached / 1000 : UNKNOWN_SECONDS[spec.project.name] ?? 5);
    };
    const order = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return [...files].sort((a, b) => order(a) - order(b) || expected(b) - expected(a));
  }
}
