import { sql, type Kysely } from 'kysely';

// Frozen: every download of an order's file, who and when (issue 9: "every download is ... logged").
// Append-only: an UPDATE or DELETE is refused by a trigger.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE file_downloads (
      id bigserial PRIMARY KEY,
      order_id uuid NOT NULL,
      sha256 text NOT NULL,
      user_id uuid NOT NULL,
      ip text,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX file_downloads_order ON file_downloads (order_id, at DESC);
    CREATE FUNCTION file_downloads_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'file_downloads rows are never changed';
    END $$;
    CREATE TRIGGER file_downloads_append_only BEFORE UPDATE OR DELETE ON file_downloads
      FOR EACH ROW EXECUTE FUNCTION file_downloads_append_only();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE file_downloads; DROP FUNCTION file_downloads_append_only();`.execute(db);
}
