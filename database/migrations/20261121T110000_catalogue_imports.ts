import { sql, type Kysely } from 'kysely';

// Frozen: spreadsheet imports of the catalogue (vehicle database, prices, price config). One row
// per upload tracks its progress; the rows themselves are applied in a single transaction, so an
// import that did not reach 'done' changed nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_imports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL,
      file_name text NOT NULL,
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'parsing' CHECK (status IN ('parsing', 'checking', 'applying', 'done', 'rejected', 'failed')),
      total integer NOT NULL DEFAULT 0,
      processed integer NOT NULL DEFAULT 0,
      -- the first problems of the file (row, column, message); problem_count counts them all
      problems jsonb NOT NULL DEFAULT '[]',
      problem_count integer NOT NULL DEFAULT 0,
      summary jsonb,
      dry_run boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    );
    CREATE INDEX catalogue_imports_created ON catalogue_imports (created_at DESC);
    CREATE INDEX catalogue_imports_running ON catalogue_imports (status) WHERE status IN ('parsing', 'checking', 'applying');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE catalogue_imports;`.execute(db);
}
