import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/schema.js';
import { writeRows } from '../../projections/runner/batch-writes.js';
import { createTestDatabase } from '../support/database.js';

// writeRows sends a batch's rows as one jsonb parameter (projections/runner/batch-writes.ts): what
// the per-column parameters it replaced did for free must still hold.

const PROBE = 'batch_writes_probe' as keyof Database;

describe('writeRows', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`CREATE TABLE batch_writes_probe (id integer PRIMARY KEY, text text NOT NULL, kept integer NOT NULL DEFAULT 7)`.execute(database.db);
  });
  afterAll(() => database.close());

  it('stores a text with half an emoji (a lone surrogate) as a text parameter would, instead of failing the fold', async () => {
    const broken = `ticket ${'😀'.slice(0, 1)} title`;
    await database.db.transaction().execute((trx) => writeRows(trx, PROBE, [{ id: 1, text: broken, kept: 1 }], { key: ['id'] }));
    const { rows } = await sql<{ text: string }>`SELECT text FROM batch_writes_probe WHERE id = 1`.execute(database.db);
    expect(rows[0]!.text).toBe('ticket \uFFFD title');
  });

  it('gives a column the rows leave out its default, not NULL', async () => {
    await database.db.transaction().execute((trx) => writeRows(trx, PROBE, [{ id: 2, text: 'two' }], { key: ['id'] }));
    const { rows } = await sql<{ kept: number }>`SELECT kept FROM batch_writes_probe WHERE id = 2`.execute(database.db);
    expect(rows[0]!.kept).toBe(7);
  });
});
