import { sql, type Kysely } from 'kysely';

// Frozen: the notification bells (issue 11), folded by projections/notifications from domain events
// and each user's `notifications-<userId>` stream. The fold keeps its own facts (staff, an order's
// chain and calibrator, a ticket's chain and agent, a credit order's sides) from events only.
// The mail opt-in is a plain table; notification_mails records the mail queued for a notification, so a replay queues it once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY,
      user_id text NOT NULL,
      event_id uuid NOT NULL,
      type text NOT NULL,
      title text NOT NULL,
      text text NOT NULL,
      url text NOT NULL,
      item_id text NOT NULL,
      time timestamptz NOT NULL,
      read_at timestamptz
    );
    CREATE INDEX notifications_unread ON notifications (user_id, time DESC) WHERE read_at IS NULL;
    CREATE INDEX notifications_read ON notifications (user_id, read_at DESC) WHERE read_at IS NOT NULL;
    CREATE INDEX notifications_event ON notifications (event_id);
    CREATE TABLE notification_counts (
      user_id text NOT NULL,
      type text NOT NULL,
      unread integer NOT NULL,
      PRIMARY KEY (user_id, type)
    );
    CREATE TABLE notification_users (
      user_id text PRIMARY KEY,
      roles text[] NOT NULL,
      active boolean NOT NULL
    );
    CREATE INDEX notification_users_staff ON notification_users USING gin (roles);
    CREATE TABLE notification_subjects (
      subject_id text PRIMARY KEY,
      kind text NOT NULL,
      dealer_chain text[] NOT NULL,
      assignee_id text,
      number integer,
      title text NOT NULL
    );
    CREATE TABLE notification_credit_orders (
      order_id text PRIMARY KEY,
      buyer_id text NOT NULL,
      seller_id text NOT NULL
    );
    CREATE TABLE notification_prefs (
      user_id uuid PRIMARY KEY,
      email_types text[] NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE notification_mails (
      notification_id uuid PRIMARY KEY,
      mail_id bigint NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE notification_mails; DROP TABLE notification_prefs; DROP TABLE notification_credit_orders; 
    DROP TABLE notification_subjects; DROP TABLE notification_users; DROP TABLE notification_counts; DROP TABLE notifications;
  `.execute(db);
}
