import { sql, type Kysely } from 'kysely';

// Frozen: the global search (issue 15). Text is found inside names, emails, ticket titles and
// vehicles with ILIKE '%…%', which only a trigram index answers without reading every row; order
// numbers and VIN starts use the software orders' own indexes. pg_trgm ships with PostgreSQL
// (contrib, a trusted extension: the database owner may create it).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX tickets_title_search ON tickets USING gin (title gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX users_search ON users USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops) WHERE sub_user_of IS NULL;
    CREATE INDEX vehicles_search ON vehicles USING gin ((make || ' ' || model || ' ' || generation || ' ' || engine) gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX tickets_title_search; DROP INDEX users_search; DROP INDEX vehicles_search;`.execute(db);
}
