import { sql, type Kysely } from 'kysely';

// Frozen: the finance audit (balance at an instant, statements for a period) reads an account's
// movements by time; these serve each side of the account from an index (read backwards for "the last at or before").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX ledger_movements_from_at ON ledger_movements (from_account, at, revision);
    CREATE INDEX ledger_movements_to_at ON ledger_movements (to_account, at, revision);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX ledger_movements_to_at; DROP INDEX ledger_movements_from_at;`.execute(db);
}
