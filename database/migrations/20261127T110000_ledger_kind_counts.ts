import { sql, type Kysely } from 'kysely';

// Frozen: issue 15 "Scale". The movements list's total (every movement, or those of one kind) was a
// count of a million rows on each page; the ledger projection keeps it per kind instead. Filled
// here from the movements the projection folded so far (what its fold would have counted).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ledger_kind_counts (kind text PRIMARY KEY, movements bigint NOT NULL);
    INSERT INTO ledger_kind_counts (kind, movements) SELECT kind, count(*) FROM ledger_movements GROUP BY kind;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE ledger_kind_counts`.execute(db);
}
