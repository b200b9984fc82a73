import { sql, type Kysely } from 'kysely';

// Frozen: checkpoints of the projections folded inside the append of their stream (PostgreSQL). They
// count in the stream's revisions, not in global positions: appends to one stream are serialised by
// its row lock, so the revision order is the order in which such a projection folds.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE stream_checkpoints (
      projection text PRIMARY KEY,
      stream_id text NOT NULL,
      revision bigint NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE stream_checkpoints;`.execute(db);
}
