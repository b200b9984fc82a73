import { sql, type Kysely } from 'kysely';

// Frozen: at most one catalogue import runs at a time, across all API instances. A second upload
// while one runs is refused at once instead of waiting on the import lock with a pooled connection.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE catalogue_imports SET status = 'failed', finished_at = now()
      WHERE status IN ('parsing', 'checking', 'applying')
        AND id <> (SELECT id FROM catalogue_imports WHERE status IN ('parsing', 'checking', 'applying') ORDER BY created_at DESC LIMIT 1);
    CREATE UNIQUE INDEX catalogue_imports_one_running ON catalogue_imports ((true)) WHERE status IN ('parsing', 'checking', 'applying');
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX catalogue_imports_one_running;`.execute(db);
}
