import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';

// What a projection that folds a batch in memory writes with: whole rows as one jsonb array read
// back with the table's own row type (one parameter however many rows and columns), and the
// deltas of the counts it keeps.

type Trx = Transaction<Database>;

/**
 * The rows as one JSON text. A lone UTF-16 surrogate (half an emoji) is replaced as a text parameter
 * would have it replaced: jsonb refuses a lone "\ud83d", and one such text would stop the fold for good.
 */
const asJson = (rows: readonly object[]) => JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.toWellFormed() : value));

/**
 * Inserts `rows` (every column of `table`, as the table names them); a row whose `key` exists
 * takes the values of `update` (none: it is kept, ON CONFLICT DO NOTHING), only where `updateIf`
 * holds if given. Answers the inserted or updated rows' `returning` columns.
 */
export const writeRows = async <R extends Record<string, unknown> = Record<string, never>>(
  trx: Trx, table: keyof Database, rows: readonly object[], options: { key: readonly string[]; update?: readonly string[]; updateIf?: RawBuilder<boolean>; returning?: readonly string[] },
): Promise<R[]> => {
  if (!rows.length) return [];
  const { key, update = [], updateIf, returning = [] } = options;
  const onConflict = update.length
    ? sql`DO UPDATE SET ${sql.join(update.map((c) => sql`${sql.ref(c)} = EXCLUDED.${sql.ref(c)}`))} ${updateIf ? sql`WHERE ${updateIf}` : sql``}`
    : sql`DO NOTHING`;
  // The rows' own columns only: one the rows leave out takes its default, not NULL.
  const columns = sql.join(Object.keys(rows[0]!).map((c) => sql.ref(c)));
  const { rows: written } = await sql<R>`
    INSERT INTO ${sql.table(table)} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${asJson(rows)}::jsonb)
    ON CONFLICT (${sql.join(key.map((c) => sql.ref(c)))}) ${onConflict}
    ${returning.length ? sql`RETURNING ${sql.join(returning.map((c) => sql.ref(c)))}` : sql``}`.execute(trx);
  return written;
};

/**
 * Deltas of a kept count by key. A key whose delta nets to 0 is still written: one statement per
 * change wrote its row too, so the rows do not depend on where a batch ends.
 */
export class CountDeltas<K extends Record<string, unknown>> {
  private readonly byKey = new Map<string, K & { delta: number }>();

  add(key: K, delta: number) {
    const k = JSON.stringify(Object.values(key));
    const known = this.byKey.get(k);
    if (known) known.delta += delta;
    else this.byKey.set(k, { ...key, delta });
  }

  get size() {
    return this.byKey.size;
  }

  /** One array per key field, and `delta`: what unnest(...) takes. */
  column<F extends keyof K | 'delta'>(field: F): (K & { delta: number })[F][] {
    return [...this.byKey.values()].map((row) => row[field]);
  }
}
