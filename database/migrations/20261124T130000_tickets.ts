import { sql, type Kysely } from 'kysely';

// Frozen: support tickets (issue 11). The category and status types are plain audited tables,
// seeded with the spec's two categories and our reading of the statuses; the tickets read model is
// folded from the `ticket-<uuid>` streams by projections/tickets (rows, messages, files, the
// timeline and the list's counts per account, status, category and assignment).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ticket_categories (
      id text PRIMARY KEY,
      name text NOT NULL UNIQUE,
      menu_group text NOT NULL CHECK (menu_group IN ('technical', 'financial')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE ticket_statuses (
      id text PRIMARY KEY,
      name text NOT NULL UNIQUE,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO ticket_categories (id, name, menu_group) VALUES ('technical', 'Technical', 'technical'), ('financial', 'Financial', 'financial');
    INSERT INTO ticket_statuses (id, name, position) VALUES
      ('waiting', 'Waiting for response', 1), ('in-progress', 'In progress', 2), ('open', 'Open', 3), ('closed', 'Closed', 4);

    CREATE TABLE tickets (
      id uuid PRIMARY KEY,
      number integer NOT NULL UNIQUE,
      dealer_id uuid NOT NULL,
      dealer_chain uuid[] NOT NULL,
      category_id text NOT NULL,
      title text NOT NULL,
      status text NOT NULL,
      agent_id uuid,
      agent_name text,
      order_id uuid,
      opened_by uuid NOT NULL,
      message_count integer NOT NULL,
      last_message_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX tickets_list ON tickets ((agent_id IS NULL) DESC, created_at DESC) WHERE deleted_at IS NULL;
    CREATE INDEX tickets_chain ON tickets USING gin (dealer_chain) WHERE deleted_at IS NULL;
    CREATE INDEX tickets_status ON tickets (status, created_at DESC) WHERE deleted_at IS NULL;
    CREATE INDEX tickets_category ON tickets (category_id, created_at DESC) WHERE deleted_at IS NULL;
    CREATE INDEX tickets_agent ON tickets (agent_id, created_at DESC) WHERE deleted_at IS NULL;
    CREATE INDEX tickets_dealer ON tickets (dealer_id, created_at DESC) WHERE deleted_at IS NULL;
    CREATE INDEX tickets_order ON tickets (order_id) WHERE order_id IS NOT NULL;

    CREATE TABLE ticket_messages (
      message_id uuid PRIMARY KEY,
      ticket_id uuid NOT NULL,
      seq integer NOT NULL,
      author_id uuid NOT NULL,
      author_role text NOT NULL,
      text text NOT NULL,
      attachments jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (ticket_id, seq)
    );
    CREATE TABLE ticket_attachments (
      ticket_id uuid NOT NULL,
      sha256 text NOT NULL,
      message_id uuid NOT NULL,
      size bigint NOT NULL,
      name text NOT NULL,
      PRIMARY KEY (ticket_id, sha256)
    );
    CREATE TABLE ticket_timeline (
      event_id uuid PRIMARY KEY,
      ticket_id uuid NOT NULL,
      revision integer NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX ticket_timeline_ticket ON ticket_timeline (ticket_id, revision);
    CREATE TABLE ticket_counts (
      account_id uuid NOT NULL,
      status text NOT NULL,
      category_id text NOT NULL,
      unassigned boolean NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (account_id, status, category_id, unassigned)
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TABLE ticket_counts; DROP TABLE ticket_timeline; DROP TABLE ticket_attachments; DROP TABLE ticket_messages; DROP TABLE tickets;
    DROP TABLE ticket_statuses; DROP TABLE ticket_categories;
  `.execute(db);
}
