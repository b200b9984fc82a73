import { describe, expect, it } from 'vitest';
import { runSoak } from '../../scripts/soak/run.js';

// The soak's CI size (issue 15; `npm run soak` runs it for half an hour): a minute of mixed traffic of
// every role against the real server in a child process, SIGKILLed and restarted twice at random
// moments. Every acknowledged write must be there once, nothing doubled, every read model equal to
// its rebuild (scripts/soak/writes.ts and rebuilt.ts; tests/soak/checks.int.spec.ts shows they bite).

const KILLS = 2;

describe('the soak, shortened', () => {
  it('loses no acknowledged write and doubles no effect across SIGKILLs, and every read model equals its rebuild', async () => {
    const report = await runSoak({ minutes: 1, seed: Number(process.env.SOAK_SEED ?? 20261127), kills: KILLS });
    expect(report.mismatches).toEqual([]);
    expect(report.kills).toBeGreaterThanOrEqual(KILLS);
    expect(report.restarts).toBe(report.kills);
    expect(report.counts.acknowledged).toBeGreaterThan(0);
    expect(report.counts.connectionErrors).toBeGreaterThan(0); // the kills fell under traffic
    expect(report.counts.serverErrors).toBe(0);
    expect(report.readModels.rows).toBeGreaterThan(0);
  }, 600_000);
});
