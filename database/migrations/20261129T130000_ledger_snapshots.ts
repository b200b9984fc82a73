import { sql, type Kysely } from 'kysely';

// Frozen: the ledger's saved hot state, so a start folds the journal's tail, not all of it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ledger_snapshots (
      stream text PRIMARY KEY,
      format integer NOT NULL,
      revision numeric(20, 0) NOT NULL,
      last_event_id text NOT NULL,
      last_hash text,
      state bytea NOT NULL,
      taken_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE ledger_snapshots`.execute(db);
}
