import { isDeepStrictEqual } from 'node:util';
import { CREDIT_DELIVERY_CHECKPOINT } from '../../api/routes/creditOrders/reactor.js';
import { STOCK_DELIVERY } from '../../api/routes/filesSection/stock-reactor.js';
import { SOFTWARE_ORDER_SETTLEMENT } from '../../api/routes/softwareOrders/reactor.js';
import type { Services } from '../../api/services/create.js';
import { comparePositions } from '../../events/store/port.js';
import { projections } from '../../projections/index.js';
import { readCheckpoint } from '../../projections/runner/checkpoints.js';
import { rebuildProjection } from '../../projections/runner/runner.js';
import { tableRows } from '../../projections/runner/table-rows.js';

// The end of the soak: the read models as the crashed and restarted servers left them, caught up,
// against a rebuild of every one of them from the first event (as tests/projections/rebuild-all
// compares them), row for row.

const CATCH_UP_MS = 120_000;
/** The reactors that append (settlement, credit delivery, stock delivery): caught up, nothing more comes. */
const APPENDING_REACTORS = [SOFTWARE_ORDER_SETTLEMENT, CREDIT_DELIVERY_CHECKPOINT, STOCK_DELIVERY];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets the projections and the reactors reach the head until it stops moving, then stops the projections. */
export const catchUp = async ({ store, db, runner }: Services) => {
  for (const deadline = Date.now() + CATCH_UP_MS; ; ) {
    if (Date.now() > deadline) throw new Error('the projections and reactors did not catch up with the events');
    const head = await store.headPosition();
    if (!(await runner.waitFor(head, CATCH_UP_MS))) continue;
    const reactors = await Promise.all(APPENDING_REACTORS.map((name) => readCheckpoint(db, name)));
    if (reactors.every((position) => comparePositions(position, head) >= 0) && comparePositions(await store.headPosition(), head) === 0) break;
    await sleep(100);
  }
  await runner.stop();
};

const snapshot = async (services: Services) => {
  const tables = projections.flatMap((p) => p.tables);
  return new Map(await Promise.all(tables.map(async (table) => [table, await tableRows(services.pool, table)] as const)));
};

/** Rebuilds every read model; answers a line per table that differs from what was live, and the rows compared. */
export const compareWithRebuild = async (services: Services): Promise<{ mismatches: string[]; tables: number; rows: number }> => {
  const live = await snapshot(services);
  for (const projection of projections) await rebuildProjection({ store: services.store, db: services.db, pool: services.pool, projection });
  const rebuilt = await snapshot(services);
  const mismatches: string[] = [];
  let rows = 0;
  for (const [table, liveRows] of live) {
    rows += liveRows.length;
    const again = rebuilt.get(table) ?? [];
    if (isDeepStrictEqual(liveRows, again)) continue;
    const differs = liveRows.findIndex((row, i) => !isDeepStrictEqual(row, again[i]));
    const at = differs === -1 ? liveRows.length : differs;
    mismatches.push(`read model ${table}: live ${liveRows.length} rows, rebuilt ${again.length}; first difference at row ${at}: live ${JSON.stringify(liveRows[at])} rebuilt ${JSON.stringify(again[at])}`);
  }
  return { mismatches, tables: live.size, rows };
};
