import { sql, type Kysely } from 'kysely';

// Frozen: the original ECU/TCU reads dealers uploaded (issue 9), one row per upload, never changed
// (an UPDATE is refused by a trigger). The bytes are in the file store under `sha256`; several rows
// may name the same stored file.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE uploaded_files (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      size integer NOT NULL CHECK (size > 0),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      kind text NOT NULL CHECK (kind IN ('ECU', 'TCU')),
      uploaded_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX uploaded_files_uploaded_by ON uploaded_files (uploaded_by, created_at DESC);
    CREATE INDEX uploaded_files_sha256 ON uploaded_files (sha256);

    CREATE FUNCTION uploaded_files_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'uploaded_files rows are never changed';
    END $$;
    CREATE TRIGGER uploaded_files_immutable BEFORE UPDATE ON uploaded_files
      FOR EACH ROW EXECUTE FUNCTION uploaded_files_immutable();
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE uploaded_files; DROP FUNCTION uploaded_files_immutable();`.execute(db);
}
