import { sql, type Kysely } from 'kysely';

// Frozen: the chat on each software order (issue 10), folded from the `order-chat-<orderId>`
// streams by projections/orderChat. A chat's messages are paged by (order_id, seq); a user's unread
// count is the thread's last seq minus the user's read marker, two numbers the fold keeps.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE order_chat_messages (
      message_id uuid PRIMARY KEY,
      order_id uuid NOT NULL,
      seq integer NOT NULL,
      author_id uuid NOT NULL,
      author_role text NOT NULL,
      text text NOT NULL,
      attachments jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (order_id, seq)
    );
    CREATE TABLE order_chat_attachments (
      order_id uuid NOT NULL,
      sha256 text NOT NULL,
      message_id uuid NOT NULL,
      size bigint NOT NULL,
      name text NOT NULL,
      PRIMARY KEY (order_id, sha256)
    );
    CREATE TABLE order_chat_threads (
      order_id uuid PRIMARY KEY,
      last_seq integer NOT NULL,
      last_message_id uuid NOT NULL,
      last_message_at timestamptz NOT NULL
    );
    CREATE TABLE order_chat_reads (
      order_id uuid NOT NULL,
      user_id uuid NOT NULL,
      last_read_seq integer NOT NULL,
      last_read_message_id uuid NOT NULL,
      read_at timestamptz NOT NULL,
      PRIMARY KEY (order_id, user_id)
    );
    CREATE INDEX order_chat_reads_user ON order_chat_reads (user_id);
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE order_chat_reads; DROP TABLE order_chat_threads; DROP TABLE order_chat_attachments; DROP TABLE order_chat_messages;`.execute(db);
}
