import { sql, type Kysely } from 'kysely';

// Frozen: downloads (general files), feedback and contact requests (issue 14). Read models folded
// from the `download-section-<uuid>`, `feedback-<uuid>` and `contact-request-<uuid>` streams by
// projections/downloads, projections/feedback and projections/contact.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE download_sections (
      id uuid PRIMARY KEY,
      title_en text NOT NULL,
      title_es text,
      description_en text,
      description_es text,
      position integer NOT NULL,
      file_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX download_sections_list ON download_sections (position, created_at) WHERE deleted_at IS NULL;
    CREATE TABLE download_files (
      file_id uuid PRIMARY KEY,
      section_id uuid NOT NULL,
      sha256 text NOT NULL,
      size bigint NOT NULL,
      name text NOT NULL,
      added_by uuid NOT NULL,
      added_at timestamptz NOT NULL
    );
    CREATE INDEX download_files_section ON download_files (section_id, added_at);

    CREATE TABLE dealer_feedback (
      id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('order', 'service')),
      order_id uuid UNIQUE,
      order_number integer,
      dealer_id uuid NOT NULL,
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
      comment text NOT NULL,
      given_by uuid NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX dealer_feedback_list ON dealer_feedback (created_at DESC);
    CREATE INDEX dealer_feedback_dealer ON dealer_feedback (dealer_id, created_at DESC);

    CREATE TABLE contact_requests (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      phone text,
      subject text,
      message text NOT NULL,
      created_at timestamptz NOT NULL,
      handled_at timestamptz,
      handled_by uuid
    );
    CREATE INDEX contact_requests_list ON contact_requests ((handled_at IS NULL) DESC, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE contact_requests; DROP TABLE dealer_feedback; DROP TABLE download_files; DROP TABLE download_sections;`.execute(db);
}
