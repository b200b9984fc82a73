import { sql, type Kysely } from 'kysely';

// Frozen: the sub-user who wrote a message, took a ticket or asked a pre-order for its parent
// (issue 13). The parent stays the author (read markers and counts are per account); null before.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_chat_messages ADD COLUMN author_sub_user_id uuid;
    ALTER TABLE ticket_messages ADD COLUMN author_sub_user_id uuid;
    ALTER TABLE tickets ADD COLUMN agent_sub_user_id uuid;
    ALTER TABLE pre_orders ADD COLUMN sub_user_id uuid, ADD COLUMN sub_user_name text;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE order_chat_messages DROP COLUMN author_sub_user_id;
    ALTER TABLE ticket_messages DROP COLUMN author_sub_user_id;
    ALTER TABLE tickets DROP COLUMN agent_sub_user_id;
    ALTER TABLE pre_orders DROP COLUMN sub_user_id, DROP COLUMN sub_user_name;
  `.execute(db);
}
