import { sql, type Kysely } from 'kysely';

// Frozen: the outbox of events appended inside a plain-table transaction while the event store is
// EventStoreDB (it cannot join a PostgreSQL transaction). The row commits with the table change; the
// relay (events/store/outbox.ts) appends it with the same event id and deletes it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE event_outbox (
      seq bigserial PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      stream_id text NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE event_outbox;`.execute(db);
}
