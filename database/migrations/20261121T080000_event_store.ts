import { sql, type Kysely } from 'kysely';

// Frozen: the PostgreSQL event store adapter's tables. Never edit; add a new migration instead.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE streams (
      stream_id text PRIMARY KEY,
      revision bigint NOT NULL
    );
    CREATE TABLE events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id text NOT NULL,
      revision bigint NOT NULL,
      event_id uuid NOT NULL UNIQUE,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_id, revision)
    );
    CREATE INDEX events_feed_order ON events (transaction_id, global_position);
    CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      commit_position numeric(20) NOT NULL,
      prepare_position numeric(20) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE projection_checkpoints; DROP TABLE events; DROP TABLE streams;`.execute(db);
}
