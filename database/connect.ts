import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema.js';

// numeric and bigint come back as strings by default; credits are exact, so keep them as strings
// and let each read model decide. int8 counts (COUNT(*)) are parsed to numbers where safe.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
});

export type Db = Kysely<Database>;

export type DatabaseHandle = { pool: pg.Pool; db: Db; close(): Promise<void> };

/**
 * Every session without PostgreSQL's JIT: our queries are short, and a plan whose cost passes
 * jit_above_cost (a report's dozen aggregates over 20,000 rows) spent ~700 ms compiling for a
 * 60 ms query. Sent as a startup option, so it holds on any server (PostgreSQL's default is on).
 */
const SESSION_OPTIONS = '-c jit=off';

export const connectDatabase = (connectionString: string, max = 10): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max, options: SESSION_OPTIONS });
  pool.on('error', () => undefined); // an idle client lost to a restart is replaced on next use
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { pool, db, close: () => db.destroy() };
};
