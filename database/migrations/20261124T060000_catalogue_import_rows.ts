import { sql, type Kysely } from 'kysely';

// Frozen: the checked rows of a catalogue import, kept while it is applied chunk by chunk so that
// an import a crash interrupted is finished on restart (never left half applied).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_import_rows (
      job_id uuid NOT NULL REFERENCES catalogue_imports (id) ON DELETE CASCADE,
      position integer NOT NULL,
      line integer NOT NULL,
      row jsonb NOT NULL,
      PRIMARY KEY (job_id, position)
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE catalogue_import_rows;`.execute(db);
}
