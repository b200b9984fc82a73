import { sql, type Kysely } from 'kysely';

// Frozen: users, one-time tokens, mail outbox, audit log.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text NOT NULL DEFAULT '',
      country_id text,
      password_hash text NOT NULL,
      roles text[] NOT NULL,
      active boolean NOT NULL DEFAULT true,
      under_review boolean NOT NULL DEFAULT false,
      email_verified_at timestamptz,
      parent_id uuid REFERENCES users(id),
      two_factor_secret text,
      two_factor_enabled boolean NOT NULL DEFAULT false,
      session_version integer NOT NULL DEFAULT 0,
      language text NOT NULL DEFAULT 'en',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email ON users (lower(email));
    CREATE INDEX users_parent ON users (parent_id);
    CREATE TABLE user_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      purpose text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE mail_outbox (
      id bigserial PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    );
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_id uuid,
      entity text NOT NULL,
      entity_id text NOT NULL,
      action text NOT NULL,
      before jsonb,
      after jsonb
    );
    CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);
    CREATE TABLE user_activity (
      event_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      type text NOT NULL,
      at timestamptz NOT NULL,
      detail jsonb NOT NULL DEFAULT '{}'
    );
    CREATE INDEX user_activity_user ON user_activity (user_id, at DESC);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE user_activity; DROP TABLE audit_log; DROP TABLE mail_outbox; DROP TABLE user_tokens; DROP TABLE users;`.execute(db);
}
