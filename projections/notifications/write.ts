import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { CountDeltas, writeRows } from '../runner/batch-writes.js';
import type { FactsBatch } from './facts.js';
import type { NotificationsTable } from './table.js';

// Writes what a batch folded: its notifications in one statement, the unread counts in one, each
// fact table in one.

type Trx = Transaction<Database>;

export type UnreadDeltas = CountDeltas<{ user_id: string; type: string }>;

/** Stores the notifications; only those stored now (not by an earlier fold of the same event) count as unread. */
export const insertNotifications = async (trx: Trx, rows: Insertable<NotificationsTable>[], unread: UnreadDeltas) => {
  const inserted = await writeRows<{ user_id: string; type: string }>(trx, 'notifications', rows, { key: ['id'], returning: ['user_id', 'type'] });
  for (const r of inserted) unread.add({ user_id: r.user_id, type: r.type }, 1);
};

export const writeUnread = async (trx: Trx, unread: UnreadDeltas) => {
  if (!unread.size) return;
  await sql`
    INSERT INTO notification_counts (user_id, type, unread)
    SELECT * FROM unnest(${unread.column('user_id')}::text[], ${unread.column('type')}::text[], ${unread.column('delta')}::int[])
    ON CONFLICT (user_id, type) DO UPDATE SET unread = notification_counts.unread + EXCLUDED.unread`.execute(trx);
};

export const writeFacts = async (trx: Trx, facts: FactsBatch) => {
  await writeRows(trx, 'notification_users', [...facts.changedUsers].map((id) => facts.users.get(id)!), { key: ['user_id'], update: ['roles', 'active'] });
  await writeRows(trx, 'notification_subjects', [...facts.changedSubjects].map((id) => facts.subjects.get(id)!),
    { key: ['subject_id'], update: ['kind', 'dealer_chain', 'assignee_id', 'number', 'title'] });
  await writeRows(trx, 'notification_credit_orders', [...facts.newCreditOrders].map((id) => facts.creditOrders.get(id)!), { key: ['order_id'] });
};
