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

export const connectDatabase = (connectionString: string, max = 10): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined); // an idle client lost to a restart is replaced on next use
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { pool, db, close: () => db.destroy() };
};
