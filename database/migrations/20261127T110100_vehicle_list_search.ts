import { sql, type Kysely } from 'kysely';

// Frozen: issue 15 "Scale". The vehicles list's search box matches make, model or engine anywhere
// in the text (ILIKE '%…%' on each): at 50,000 vehicles that read every row. A trigram index per
// column lets PostgreSQL combine them (pg_trgm is installed by 20261127T050000_search).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX vehicles_make_trgm ON vehicles USING gin (make gin_trgm_ops);
    CREATE INDEX vehicles_model_trgm ON vehicles USING gin (model gin_trgm_ops);
    CREATE INDEX vehicles_engine_trgm ON vehicles USING gin (engine gin_trgm_ops);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX vehicles_engine_trgm; DROP INDEX vehicles_model_trgm; DROP INDEX vehicles_make_trgm;`.execute(db);
}
