import { sql, type Kysely } from 'kysely';

// Frozen: company information (issue 13). A plain table, each change recorded as an account event;
// `required` marks an account that must fill it before ordering (required-information) until `completed_at` is set.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE companies (
      user_id uuid PRIMARY KEY REFERENCES users (id),
      name text, vat_id text, address text, postal_code text, city text, country_id text, email text, phone text,
      required boolean NOT NULL DEFAULT false,
      completed_at timestamptz,
      terms_sha256 text, terms_name text, terms_size bigint, terms_uploaded_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE company_change_requests (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id),
      changes jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending',
      requested_at timestamptz NOT NULL,
      decided_by uuid,
      decided_at timestamptz
    );
    CREATE UNIQUE INDEX company_change_requests_one_pending ON company_change_requests (user_id) WHERE status = 'pending';
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE company_change_requests; DROP TABLE companies;`.execute(db);
}
