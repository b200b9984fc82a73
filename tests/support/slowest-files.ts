import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE, durationKey, readDurations, type Durations } from './sequencer.js';

// Printed at the end of every run, after the usual summary: the files that cost the run most, so a
// new slow file is seen on the day it lands, and the sum of all files' time beside the wall time
// (several workers: the sum is what the files cost, the wall time what the run took).
//
// With RECORD_TEST_DURATIONS=1 it also records each file's time in tests/durations.json, which the
// sequencer (sequencer.ts) reads to start the longest files first on a clean checkout.

/** How many of the slowest files the summary lists. */
const SHOWN = 20;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

type Row = { file: string; project: string; total: number; collect: number; tests: number };

/** A file's time: importing it (and what it imports) and its tests and hooks (set-up included). */
const rowOf = (module: TestModule): Row => {
  const { collectDuration, setupDuration, prepareDuration, environmentSetupDuration, duration } = module.diagnostic();
  const collect = collectDuration + setupDuration + prepareDuration + environmentSetupDuration;
  return { file: module.relativeModuleId, project: module.project.name, total: collect + duration, collect, tests: duration };
};

/** The recorded durations with this run's files updated, rounded to a tenth of a second. */
const recordDurations = (root: string, rows: Row[]) => {
  const durations: Durations = readDurations(root);
  for (const row of rows) durations[durationKey(row.project, row.file)] = Math.round(row.total / 100) / 10;
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(`${root}/${DURATIONS_FILE}`, `${JSON.stringify(sorted, null, 1)}\n`);
};

export default class SlowestFiles implements Reporter {
  private started = 0;
  private root = '';

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestRunStart() {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (modules.length === 0) return;
    const rows = modules.map(rowOf).sort((a, b) => b.total - a.total);
    const sum = rows.reduce((total, row) => total + row.total, 0);
    const byProject = new Map<string, number>();
    for (const row of rows) byProject.set(row.project, (byProject.get(row.project) ?? 0) + row.total);
    const lines = [
      '',
      `The ${Math.min(SHOWN, rows.length)} slowest of ${rows.length} files (total = import + tests and hooks):`,
      ...rows.slice(0, SHOWN).map((row) => `${seconds(row.total)} ${seconds(row.collect)} import ${seconds(row.tests)} tests  [${row.project}] ${row.file}`),
      `Sum of all files: ${seconds(sum).trim()} (${[...byProject].map(([project, ms]) => `${project || 'default'} ${seconds(ms).trim()}`).join(', ')}); wall time ${seconds(performance.now() - this.started).trim()}.`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (process.env.RECORD_TEST_DURATIONS === '1') recordDurations(this.root, rows);
  }
}
