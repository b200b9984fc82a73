import { sql, type Kysely } from 'kysely';

// Frozen: invoices are copied from their InvoiceIssued events, which carry the order's terms, so the
// projection no longer keeps the terms of open orders on the side.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS invoice_order_terms`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE invoice_order_terms (order_id text PRIMARY KEY, terms jsonb NOT NULL)`.execute(db);
}
