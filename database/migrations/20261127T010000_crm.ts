import { sql, type Kysely } from 'kysely';

// Frozen: the Sales CRM read models (issue 14), folded from the `crm-user-<id>` and
// `promotion-<id>` streams and from the credit orders' PaymentConfirmed (credits bought).
// Texts an Admin writes are kept in English and, when given, Spanish.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE crm_users (
      user_id text PRIMARY KEY,
      target_id text NOT NULL,
      credits_to_buy bigint NOT NULL,
      target_from timestamptz NOT NULL,
      target_set_at timestamptz NOT NULL
    );
    CREATE TABLE crm_targets (
      target_id text PRIMARY KEY,
      user_id text NOT NULL,
      credits_to_buy bigint NOT NULL,
      target_from timestamptz NOT NULL,
      set_by text NOT NULL,
      set_at timestamptz NOT NULL
    );
    CREATE INDEX crm_targets_user ON crm_targets (user_id, set_at DESC);
    CREATE TABLE crm_meetings (
      meeting_id text PRIMARY KEY,
      user_id text NOT NULL,
      date_meet timestamptz NOT NULL,
      description_en text NOT NULL,
      description_es text,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX crm_meetings_user ON crm_meetings (user_id, date_meet);
    CREATE TABLE crm_feedbacks (
      feedback_id text PRIMARY KEY,
      user_id text NOT NULL,
      calification smallint NOT NULL,
      comment_en text,
      comment_es text,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX crm_feedbacks_user ON crm_feedbacks (user_id);
    CREATE TABLE crm_purchases (
      order_id text PRIMARY KEY,
      user_id text NOT NULL,
      credits bigint NOT NULL,
      confirmed_at timestamptz NOT NULL
    );
    CREATE INDEX crm_purchases_user ON crm_purchases (user_id, confirmed_at);
    CREATE TABLE crm_logs (
      log_id text PRIMARY KEY,
      kind text NOT NULL,
      user_id text,
      actor_id text NOT NULL,
      at timestamptz NOT NULL,
      text_en text,
      text_es text,
      details jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX crm_logs_at ON crm_logs (at DESC, log_id DESC);
    CREATE INDEX crm_logs_user ON crm_logs (user_id, at DESC);
    CREATE TABLE crm_promotions (
      promotion_id text PRIMARY KEY,
      title_en text NOT NULL,
      title_es text,
      description_en text,
      description_es text,
      discount_percent numeric(5, 2) NOT NULL,
      products text[] NOT NULL,
      user_ids text[] NOT NULL,
      country_ids text[] NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX crm_promotions_period ON crm_promotions (ends_at, starts_at);
    ALTER TABLE credit_orders ADD COLUMN promotion jsonb;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE credit_orders DROP COLUMN promotion;
    DROP TABLE crm_promotions; DROP TABLE crm_logs; DROP TABLE crm_purchases; DROP TABLE crm_feedbacks;
    DROP TABLE crm_meetings; DROP TABLE crm_targets; DROP TABLE crm_users;
  `.execute(db);
}
