import { sql, type Kysely } from 'kysely';

// Frozen: the read model of encryption jobs (issue 10), folded from the `encryption-job-<id>` streams.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE encryption_jobs (
      id uuid PRIMARY KEY,
      op text NOT NULL,
      input_sha256 text NOT NULL,
      status text NOT NULL,
      attempts integer NOT NULL,
      output_sha256 text,
      output_size bigint,
      reason text,
      agent text,
      requested_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX encryption_jobs_input ON encryption_jobs (op, input_sha256);
    CREATE INDEX encryption_jobs_status ON encryption_jobs (status, requested_at);
    CREATE INDEX encryption_jobs_requested ON encryption_jobs (requested_at);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE encryption_jobs`.execute(db);
}
