import type pg from 'pg';

// A read model's rows in a stable order, so a live table and its rebuild compare row for row
// (the rebuild tests and the soak, scripts/soak/verify.ts).

/** Every row of a table ordered by its primary key (every column when it has none). */
export const tableRows = async (pool: pg.Pool, table: string): Promise<unknown[]> => {
  const { rows: keys } = await pool.query<{ column: string }>(
    `SELECT a.attname AS column FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [table],
  );
  const order = keys.length ? keys.map((k) => `"${k.column}"`).join(', ') : `${table}.*::text`;
  return (await pool.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
};
