import { sql, type Kysely } from 'kysely';

// Frozen: the Admin dashboard sums the house's sales per calendar month. Without these indexes the
// sums would walk every movement of the month (ledger_movements_at) or every credit order the house
// ever sold (credit_orders_seller); partial indexes keep just the rows each sum reads.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX ledger_movements_house_sales ON ledger_movements (at) WHERE kind = 'CreditOrderEntity' AND from_account = 'house';
    CREATE INDEX credit_orders_confirmed ON credit_orders (seller_id, confirmed_at) WHERE confirmed_at IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ledger_movements_house_sales; DROP INDEX IF EXISTS credit_orders_confirmed;`.execute(db);
}
