import { soakLines } from './soak/report.js';
import { runSoak } from './soak/run.js';

// `npm run soak`: SOAK_MINUTES (default 30) of mixed traffic of every role against the real server,
// SIGKILLed and restarted at random moments (SOAK_KILLS, default one every three minutes); SOAK_SEED
// picks the draws. Prints the counts; exits 1 on any mismatch or a server whose memory grew
// (docs/operations.md, "Soak").

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const seed = Number(process.env.SOAK_SEED ?? 20261127);
const kills = process.env.SOAK_KILLS ? Number(process.env.SOAK_KILLS) : undefined;

const report = await runSoak({ minutes, seed, kills, log: (line) => console.log(`[soak] ${line}`) });
console.log(`\nsoak: ${minutes} min, seed ${seed}, ${report.seconds} s`);
for (const line of soakLines(report)) console.log(line);
for (const sample of report.serverErrorSamples) console.log(`  server error: ${sample}`);
for (const mismatch of report.mismatches) console.error(`  MISMATCH ${mismatch}`);
if (report.memory.grew) console.error('  the server\'s memory grew from the first quarter of the soak to the last');
process.exit(report.mismatches.length === 0 && !report.memory.grew ? 0 : 1);
