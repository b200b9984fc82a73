import { sql } from 'kysely';
import type pg from 'pg';
import type { EventStore } from '../../events/store/port.js';
import type { Db } from '../../database/connect.js';
import { projections } from '../../projections/index.js';
import { resetCheckpoint } from '../../projections/runner/checkpoints.js';
import { rebuildProjection } from '../../projections/runner/runner.js';

// Every read model rebuilt from the events, and compared with what the live runner folded, in SQL:
// at a million rows a comparison in the process would hold both copies in memory.

type Services = { store: EventStore; db: Db; pool: pg.Pool };
export type RebuiltModel = { name: string; events: number; ms: number };
export type TableDifference = { table: string; rows: number; differing: number };

const COPY_PREFIX = 'scale_live_';
const tables = () => [...new Set(projections.flatMap((p) => p.tables as readonly string[]))];

/** Truncates and replays each read model in turn (npm run rebuild, all); answers each one's events and time. */
export const rebuildEveryReadModel = async (services: Services, onProgress?: (name: string, done: number) => void): Promise<RebuiltModel[]> => {
  const rebuilt: RebuiltModel[] = [];
  for (const projection of projections) {
    const started = performance.now();
    const events = await rebuildProjection({ ...services, projection }, (done) => onProgress?.(projection.name, done));
    rebuilt.push({ name: projection.name, events, ms: performance.now() - started });
  }
  return rebuilt;
};

/** Copies every read-model table as it is now (the live fold) beside it. */
export const keepLiveCopies = async (pool: pg.Pool) => {
  for (const table of tables()) {
    await pool.query(`DROP TABLE IF EXISTS ${COPY_PREFIX}${table}`);
    await pool.query(`CREATE TABLE ${COPY_PREFIX}${table} AS TABLE ${table}`);
  }
};

/**
 * Each table's rows and how many differ from its live copy, either way (rows compared as text, so
 * json columns compare too), then drops the copies.
 */
export const differencesFromLive = async (pool: pg.Pool): Promise<TableDifference[]> => {
  const differences: TableDifference[] = [];
  for (const table of tables()) {
    const copy = `${COPY_PREFIX}${table}`;
    const { rows: [row] } = await pool.query<{ rows: number; differing: number }>(`
      SELECT (SELECT count(*)::int FROM ${table}) AS rows,
        (SELECT count(*)::int FROM ((SELECT t::text FROM ${table} t EXCEPT ALL SELECT c::text FROM ${copy} c)
          UNION ALL (SELECT c::text FROM ${copy} c EXCEPT ALL SELECT t::text FROM ${table} t)) d) AS differing`);
    differences.push({ table, rows: row!.rows, differing: row!.differing });
    await pool.query(`DROP TABLE ${copy}`);
  }
  return differences;
};

/** Every read model empty and its checkpoint back at the start, for a live fold of the store as it is (the bench on a seeded database). */
export const emptyEveryReadModel = async (services: Services) => {
  for (const projection of projections) {
    await services.db.transaction().execute(async (trx) => {
      for (const table of projection.tables) await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(trx);
      if (projection.inline) await trx.deleteFrom('stream_checkpoints').where('projection', '=', projection.name).execute();
      else await resetCheckpoint(trx, projection.name);
    });
  }
};
