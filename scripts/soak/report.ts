import type { SoakReport } from './run.js';

// The soak's counts as `npm run soak`, the bench's `soak` section and docs/operations.md print them.

/** One line per figure; the last one counts the mismatches (0 or the soak failed). */
export const soakLines = (report: SoakReport): string[] => {
  const { counts, memory } = report;
  return [
    `requests ${counts.requests} (reads ${counts.reads}), acknowledged writes ${counts.acknowledged}, refused ${counts.refused}, unacknowledged ${counts.unacknowledged} (retried after a crash ${counts.retried})`,
    `connection errors ${counts.connectionErrors}, server errors ${counts.serverErrors}; kills ${report.kills}, restarts ${report.restarts}`,
    `written: ${report.writes.transfers} transfers, ${report.writes.orders} software orders, ${report.writes.creditOrders} credit orders, ${report.writes.tickets} tickets, ${report.writes.messages} messages`,
    `read models compared with a rebuild: ${report.readModels.tables} tables, ${report.readModels.rows} rows`,
    `server rss: first quartile ${memory.firstQuartileMiB} MiB, last quartile ${memory.lastQuartileMiB} MiB, max ${memory.maxMiB} MiB ${memory.maxAfterStartS} s after its server came up (${memory.samples} samples, ${memory.grew ? 'GREW' : 'flat'})` +
      (memory.longestLife ? `; longest-lived process ${memory.longestLife.firstQuartileMiB} → ${memory.longestLife.lastQuartileMiB} MiB (${memory.longestLife.samples} samples)` : ''),
    `mismatches ${report.mismatches.length}`,
  ];
};

