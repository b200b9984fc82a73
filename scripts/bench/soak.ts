import { soakLines } from '../soak/report.js';
import { runSoak } from '../soak/run.js';
import { envNumber } from './measure.js';

// The soak's short run (`npm run soak` is the long one): mixed traffic of every role against the
// real server, SIGKILLed BENCH_SOAK_KILLS times; its counts, mismatches last (0 or it failed).

const MINUTES = envNumber('BENCH_SOAK_MINUTES', 1);
const KILLS = envNumber('BENCH_SOAK_KILLS', 2);

export const benchSoak = async () => {
  console.log(`\nSoak: ${MINUTES} min of mixed traffic, ${KILLS} SIGKILLs and restarts (npm run soak for the long run)\n`);
  const report = await runSoak({ minutes: MINUTES, seed: envNumber('SOAK_SEED', 20261127), kills: KILLS });
  for (const line of soakLines(report)) console.log(`  ${line}`);
  for (const mismatch of report.mismatches) console.log(`  MISMATCH ${mismatch}`);
};
