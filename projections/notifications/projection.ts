import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { deterministicUuid } from '../../events/deterministic-id.js';
import { NOTIFICATIONS_EVENT_TYPES, type NotificationsEventData } from '../../events/notifications/events.js';
import { notificationsFor, NOTIFYING_EVENT_TYPES } from '../../events/notifications/recipients.js';
import type { RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import { FactsBatch } from './facts.js';
import type { NotificationsTable } from './table.js';
import { CountDeltas } from '../runner/batch-writes.js';
import { insertNotifications, writeFacts, writeUnread, type UnreadDeltas } from './write.js';

// Folds domain events into each user's notifications (issue 11): the facts it needs come from its
// own tables (facts.ts), the pure `notificationsFor` says who is told what, then the facts move on.
// A notification's id derives from (event id, user), so a repeated fold stores nothing twice. A
// batch is folded in memory and written with a few statements (write.ts): a rebuild of a large
// network's 200,000 orders is a few hundred statements, not a million.

type Trx = Transaction<Database>;
type Any = Record<string, any>;

/** Events that only move the facts (who is staff, an order's calibrator, a ticket's agent...). */
const FACT_EVENT_TYPES = ['UserRegistered', 'RolesChanged', 'UserActivated'] as const;

export const notificationId = (eventId: string, userId: string) => deterministicUuid(`notification:${eventId}:${userId}`);

const noticesOf = (facts: FactsBatch, event: RecordedEvent): Insertable<NotificationsTable>[] => {
  const known = facts.factsFor(event);
  if (!known) return [];
  const at = new Date((event.data as Any).at ?? event.createdAt);
  return notificationsFor(event, known).map((n) => ({
    id: notificationId(event.id, n.userId), user_id: n.userId, event_id: event.id, type: n.type, title: n.title, text: n.text, url: n.url, item_id: n.itemId, time: at, read_at: null,
  }));
};

/** Viewing or clearing: the matching unread notifications of the user become read. */
const markRead = async (trx: Trx, r: { userId: string; ids: string[] | null; type: string | null; at: string }, unread: UnreadDeltas) => {
  if (r.ids && r.ids.length === 0) return;
  let q = trx.updateTable('notifications').set({ read_at: new Date(r.at) }).where('user_id', '=', r.userId).where('read_at', 'is', null);
  if (r.ids) q = q.where('id', 'in', r.ids);
  if (r.type) q = q.where('type', '=', r.type);
  for (const row of await q.returning(['user_id', 'type']).execute()) unread.add({ user_id: row.user_id, type: row.type }, -1);
};

const fold = async (trx: Trx, events: RecordedEvent[]) => {
  const facts = await FactsBatch.load(trx, events);
  const unread: UnreadDeltas = new CountDeltas();
  let pending: Insertable<NotificationsTable>[] = [];
  for (const event of events) {
    const read = event.type === 'NotificationsRead' ? { ...(event.data as NotificationsEventData['NotificationsRead']), type: null }
      : event.type === 'NotificationsCleared' ? (event.data as NotificationsEventData['NotificationsCleared']) : null;
    if (read) {
      // A read reads the notifications stored before it, this batch's too.
      await insertNotifications(trx, pending, unread);
      pending = [];
      await markRead(trx, read, unread);
      continue;
    }
    // A ticket's facts (its number) come first: its opening notice names them.
    if (event.type === 'TicketOpened') facts.move(event);
    pending.push(...noticesOf(facts, event));
    if (event.type !== 'TicketOpened') facts.move(event);
  }
  await insertNotifications(trx, pending, unread);
  await writeUnread(trx, unread);
  await writeFacts(trx, facts);
};

export const notificationsProjection: Projection = {
  name: 'notifications',
  // A transfer, an order, a chat message answers without waiting for the others' notifications.
  background: true,
  handles: [...new Set([...NOTIFYING_EVENT_TYPES, ...FACT_EVENT_TYPES, ...NOTIFICATIONS_EVENT_TYPES, 'TicketOpened', 'TicketAssigned'])],
  tables: ['notifications', 'notification_counts', 'notification_users', 'notification_subjects', 'notification_credit_orders'],
  evolve: (trx, event) => fold(trx, [event]),
  evolveBatch: fold,
};
