import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { deterministicUuid } from '../../events/deterministic-id.js';
import { NOTIFICATIONS_EVENT_TYPES, type NotificationsEventData } from '../../events/notifications/events.js';
import { factsNeededFor, notificationsFor, NOTIFYING_EVENT_TYPES, type DomainEvent, type NotificationFacts } from '../../events/notifications/recipients.js';
import type { RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';

// Folds domain events into each user's notifications (issue 11): the facts it needs first come
// from its own tables, the pure `notificationsFor` says who is told what, then the facts move on.
// A notification's id derives from (event id, user), so a repeated fold stores nothing twice.

type Trx = Transaction<Database>;
type Any = Record<string, any>;

/** Events that only move the facts (who is staff, an order's calibrator, a ticket's agent...). */
const FACT_EVENT_TYPES = ['UserRegistered', 'RolesChanged', 'UserActivated'] as const;

const NEXT_TICKET_NUMBER = sql<number>`(SELECT COALESCE(MAX(number), 0) + 1 FROM notification_subjects WHERE kind = 'ticket')`;

export const notificationId = (eventId: string, userId: string) => deterministicUuid(`notification:${eventId}:${userId}`);

const loadFacts = async (trx: Trx, event: DomainEvent): Promise<NotificationFacts | null> => {
  const needed = factsNeededFor(event);
  if (!needed) return null;
  const facts: NotificationFacts = { admins: [], supports: [] };
  if (needed.staff) {
    const staff = await trx.selectFrom('notification_users').select(['user_id', 'roles']).where('active', '=', true)
      .where(sql<boolean>`roles && ARRAY['Admin','Support']::text[]`).orderBy('user_id').execute();
    facts.admins = staff.filter((u) => u.roles.includes('Admin')).map((u) => u.user_id);
    facts.supports = staff.filter((u) => u.roles.includes('Support')).map((u) => u.user_id);
  }
  if (needed.orderId) {
    const o = await trx.selectFrom('notification_subjects').selectAll().where('subject_id', '=', needed.orderId).where('kind', '=', 'order').executeTakeFirst();
    facts.order = o ? { dealerChain: o.dealer_chain, calibratorId: o.assignee_id, title: o.title } : null;
  }
  if (needed.ticketId) {
    const t = await trx.selectFrom('notification_subjects').selectAll().where('subject_id', '=', needed.ticketId).where('kind', '=', 'ticket').executeTakeFirst();
    facts.ticket = t ? { dealerChain: t.dealer_chain, agentId: t.assignee_id, number: t.number, title: t.title } : null;
  }
  if (needed.creditOrderId) {
    const c = await trx.selectFrom('notification_credit_orders').selectAll().where('order_id', '=', needed.creditOrderId).executeTakeFirst();
    facts.creditOrder = c ? { buyerId: c.buyer_id, sellerId: c.seller_id } : null;
  }
  return facts;
};

const bumpCounts = async (trx: Trx, changes: { user_id: string; type: string; delta: number }[]) => {
  for (const c of changes) {
    await trx.insertInto('notification_counts').values({ user_id: c.user_id, type: c.type, unread: c.delta })
      .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet((eb) => ({ unread: sql`${eb.ref('notification_counts.unread')} + ${c.delta}` }))).execute();
  }
};

const store = async (trx: Trx, event: RecordedEvent) => {
  const facts = await loadFacts(trx, event);
  if (!facts) return;
  const notices = notificationsFor(event, facts);
  if (!notices.length) return;
  const at = new Date((event.data as Any).at ?? event.createdAt);
  const inserted = await trx.insertInto('notifications').values(notices.map((n) => ({
    id: notificationId(event.id, n.userId), user_id: n.userId, event_id: event.id, type: n.type, title: n.title, text: n.text, url: n.url, item_id: n.itemId, time: at, read_at: null,
  }))).onConflict((oc) => oc.column('id').doNothing()).returning(['user_id', 'type']).execute();
  await bumpCounts(trx, inserted.map((r) => ({ ...r, delta: 1 })));
};

const upsertUser = (trx: Trx, userId: string, change: { roles?: string[]; active?: boolean }) =>
  trx.insertInto('notification_users').values({ user_id: userId, roles: change.roles ?? [], active: change.active ?? true })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(change)).execute();

/** The facts an event moves, after its notifications were stored (an assignment tells the new calibrator first). */
const moveFacts = async (trx: Trx, event: RecordedEvent) => {
  const d = event.data as Any;
  switch (event.type) {
    case 'UserRegistered': return void (await upsertUser(trx, d.userId, { roles: d.roles, active: true }));
    case 'RolesChanged': return void (await upsertUser(trx, d.userId, { roles: d.roles }));
    case 'UserDeactivated': return void (await upsertUser(trx, d.userId, { active: false }));
    case 'UserActivated': return void (await upsertUser(trx, d.userId, { active: true }));
    case 'SoftwareOrderPlaced':
      return void (await trx.insertInto('notification_subjects')
        .values({ subject_id: d.orderId, kind: 'order', dealer_chain: d.dealerChain, assignee_id: null, number: null, title: `${d.vehicle.make} ${d.vehicle.model} ${d.type} ${d.stage}` })
        .onConflict((oc) => oc.column('subject_id').doNothing()).execute());
    case 'SoftwareOrderAssigned':
      return void (await trx.updateTable('notification_subjects').set({ assignee_id: d.calibratorId }).where('subject_id', '=', d.orderId).execute());
    case 'TicketOpened':
      // Numbered in the feed's order like the tickets read model (projections/tickets), so "Ticket #n" matches its page.
      return void (await trx.insertInto('notification_subjects')
        .values({ subject_id: d.ticketId, kind: 'ticket', dealer_chain: d.dealerChain, assignee_id: null, number: NEXT_TICKET_NUMBER, title: d.title })
        .onConflict((oc) => oc.column('subject_id').doNothing()).execute());
    case 'TicketAssigned':
      return void (await trx.updateTable('notification_subjects').set({ assignee_id: d.agentId }).where('subject_id', '=', d.ticketId).execute());
    case 'CreditOrderOffered':
    case 'CreditOrderPlaced':
      return void (await trx.insertInto('notification_credit_orders').values({ order_id: d.orderId, buyer_id: d.buyerId, seller_id: d.sellerId })
        .onConflict((oc) => oc.column('order_id').doNothing()).execute());
    default:
      return;
  }
};

/** Viewing or clearing: the matching unread notifications of the user become read. */
const markRead = async (trx: Trx, r: { userId: string; ids: string[] | null; type: string | null; at: string }) => {
  if (r.ids && r.ids.length === 0) return;
  let q = trx.updateTable('notifications').set({ read_at: new Date(r.at) }).where('user_id', '=', r.userId).where('read_at', 'is', null);
  if (r.ids) q = q.where('id', 'in', r.ids);
  if (r.type) q = q.where('type', '=', r.type);
  const read = await q.returning(['user_id', 'type']).execute();
  const byType = new Map<string, number>();
  for (const row of read) byType.set(row.type, (byType.get(row.type) ?? 0) + 1);
  await bumpCounts(trx, [...byType].map(([type, n]) => ({ user_id: r.userId, type, delta: -n })));
};

export const notificationsProjection: Projection = {
  name: 'notifications',
  // A transfer, an order, a chat message answers without waiting for the others' notifications.
  background: true,
  handles: [...new Set([...NOTIFYING_EVENT_TYPES, ...FACT_EVENT_TYPES, ...NOTIFICATIONS_EVENT_TYPES, 'TicketOpened', 'TicketAssigned'])],
  tables: ['notifications', 'notification_counts', 'notification_users', 'notification_subjects', 'notification_credit_orders'],
  evolve: async (trx, event) => {
    if (event.type === 'NotificationsRead') return markRead(trx, { ...(event.data as NotificationsEventData['NotificationsRead']), type: null });
    if (event.type === 'NotificationsCleared') return markRead(trx, event.data as NotificationsEventData['NotificationsCleared']);
    // A ticket's facts (its number) come first: its opening notice names them.
    if (event.type === 'TicketOpened') await moveFacts(trx, event);
    await store(trx, event);
    if (event.type !== 'TicketOpened') await moveFacts(trx, event);
  },
};
