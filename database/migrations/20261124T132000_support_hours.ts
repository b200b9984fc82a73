import { sql, type Kysely } from 'kysely';

// Frozen: support hours and the sidebar's ticket counter (issue 11).
// - support_closed_dates: the days an administrator closed support (spec section 3 "Support
//   calendar closed day: date"), Amsterdam civil dates; a plain table, each change audited.
// - menu_counter_tickets: what projections/menuCounters keeps of each ticket from its events
//   (ticket- streams): opened and not deleted, with its agent once assigned. "New tickets" are the
//   rows without an agent (partial index), so the counter never reads the tickets read model.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE support_closed_dates (
      date date PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE menu_counter_tickets (
      ticket_id text PRIMARY KEY,
      agent_id text
    );
    CREATE INDEX menu_counter_tickets_new ON menu_counter_tickets (ticket_id) WHERE agent_id IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE menu_counter_tickets; DROP TABLE support_closed_dates;`.execute(db);
}
