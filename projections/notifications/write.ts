import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { FactsBatch } from './facts.js';
import type { NotificationsTable } from './table.js';

// Writes what a batch folded: its notifications in one statement (rows travel as one jsonb array
// read back with the table's row type), the unread counts in one, each fact table in one.

type Trx = Transaction<Database>;

/** Deltas of the unread counts by user and type; a key whose delta nets to 0 is still written (its row exists, as with one statement per change). */
export class UnreadDeltas {
  private readonly deltas = new Map<string, { user_id: string; type: string; delta: number }>();

  add(user_id: string, type: string, delta: number) {
    const key = JSON.stringify([user_id, type]);
    const known = this.deltas.get(key);
    if (known) known.delta += delta;
    else this.deltas.set(key, { user_id, type, delta });
  }

  async write(trx: Trx) {
    if (!this.deltas.size) return;
    const rows = [...this.deltas.values()];
    await sql`
      INSERT INTO notification_counts (user_id, type, unread)
      SELECT * FROM unnest(${rows.map((r) => r.user_id)}::text[], ${rows.map((r) => r.type)}::text[], ${rows.map((r) => r.delta)}::int[])
      ON CONFLICT (user_id, type) DO UPDATE SET unread = notification_counts.unread + EXCLUDED.unread`.execute(trx);
  }
}

/** Stores the notifications; only those stored now (not by an earlier fold of the same event) count as unread. */
export const insertNotifications = async (trx: Trx, rows: Insertable<NotificationsTable>[], unread: UnreadDeltas) => {
  if (!rows.length) return;
  const { rows: inserted } = await sql<{ user_id: string; type: string }>`
    INSERT INTO notifications SELECT * FROM jsonb_populate_recordset(NULL::notifications, ${JSON.stringify(rows)}::jsonb)
    ON CONFLICT (id) DO NOTHING RETURNING user_id, type`.execute(trx);
  for (const r of inserted) unread.add(r.user_id, r.type, 1);
};

export const writeFacts = async (trx: Trx, facts: FactsBatch) => {
  if (facts.changedUsers.size) {
    const users = [...facts.changedUsers].map((id) => facts.users.get(id)!);
    await sql`
      INSERT INTO notification_users SELECT * FROM jsonb_populate_recordset(NULL::notification_users, ${JSON.stringify(users)}::jsonb)
      ON CONFLICT (user_id) DO UPDATE SET roles = EXCLUDED.roles, active = EXCLUDED.active`.execute(trx);
  }
  if (facts.changedSubjects.size) {
    const subjects = [...facts.changedSubjects].map((id) => facts.subjects.get(id)!);
    await sql`
      INSERT INTO notification_subjects SELECT * FROM jsonb_populate_recordset(NULL::notification_subjects, ${JSON.stringify(subjects)}::jsonb)
      ON CONFLICT (subject_id) DO UPDATE SET kind = EXCLUDED.kind, dealer_chain = EXCLUDED.dealer_chain, assignee_id = EXCLUDED.assignee_id,
        number = EXCLUDED.number, title = EXCLUDED.title`.execute(trx);
  }
  if (facts.newCreditOrders.size) {
    await trx.insertInto('notification_credit_orders').values([...facts.newCreditOrders].map((id) => facts.creditOrders.get(id)!))
      .onConflict((oc) => oc.column('order_id').doNothing()).execute();
  }
};
