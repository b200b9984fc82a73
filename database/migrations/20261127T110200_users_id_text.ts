import { sql, type Kysely } from 'kysely';

// Frozen: issue 15 "Scale". A ledger account is text (a user's id, or 'house'), so the movements
// lists name each side by `users.id::text = from_account`: without an index on that expression
// PostgreSQL read every user for each movement shown (140 ms a page at 5,000 accounts, 0.6 with it).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX users_id_text ON users ((id::text))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_id_text`.execute(db);
}
