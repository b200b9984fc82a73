import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { factsNeededFor, type DomainEvent, type NotificationFacts } from '../../events/notifications/recipients.js';
import type { RecordedEvent } from '../../events/store/port.js';
import type { NotificationCreditOrdersTable, NotificationSubjectsTable, NotificationUsersTable } from './table.js';

// The facts the notifications fold keeps (who is staff, an order's chain and calibrator, a ticket's
// chain, number and agent, a credit order's sides), for one batch in memory: read once for every
// event of the batch, moved event by event as the per-event statements moved them, written once
// (write.ts). A fact row that exists is kept as ON CONFLICT DO NOTHING kept it.

type Trx = Transaction<Database>;
type Any = Record<string, any>;
type User = Selectable<NotificationUsersTable>;
type Subject = Selectable<NotificationSubjectsTable>;
type CreditOrder = Selectable<NotificationCreditOrdersTable>;

const STAFF_ROLES = ['Admin', 'Support'];
const USER_FACT_TYPES = ['UserRegistered', 'RolesChanged', 'UserDeactivated', 'UserActivated'];
const SUBJECT_FACT_TYPES: Record<string, string> = { SoftwareOrderPlaced: 'orderId', SoftwareOrderAssigned: 'orderId', TicketOpened: 'ticketId', TicketAssigned: 'ticketId' };
const CREDIT_ORDER_FACT_TYPES = ['CreditOrderOffered', 'CreditOrderPlaced'];

const isStaff = (u: User) => u.active && u.roles.some((role) => STAFF_ROLES.includes(role));

export class FactsBatch {
  readonly users: Map<string, User>;
  readonly subjects: Map<string, Subject>;
  readonly creditOrders: Map<string, CreditOrder>;
  readonly changedUsers = new Set<string>();
  readonly changedSubjects = new Set<string>();
  readonly newCreditOrders = new Set<string>();
  private lastTicketNumber: number;
  private staff: { admins: string[]; supports: string[] } | null = null;

  private constructor(users: User[], subjects: Subject[], creditOrders: CreditOrder[], lastTicketNumber: number) {
    this.users = new Map(users.map((u) => [u.user_id, u]));
    this.subjects = new Map(subjects.map((s) => [s.subject_id, s]));
    this.creditOrders = new Map(creditOrders.map((c) => [c.order_id, c]));
    this.lastTicketNumber = lastTicketNumber;
  }

  /** Every fact the batch's events read or move: the staff, the users they change, their subjects and credit orders. */
  static async load(trx: Trx, events: RecordedEvent[]): Promise<FactsBatch> {
    const userIds = new Set<string>();
    const subjectIds = new Set<string>();
    const creditOrderIds = new Set<string>();
    for (const event of events) {
      const d = event.data as Any;
      const needed = factsNeededFor(event);
      if (needed?.orderId) subjectIds.add(needed.orderId);
      if (needed?.ticketId) subjectIds.add(needed.ticketId);
      if (needed?.creditOrderId) creditOrderIds.add(needed.creditOrderId);
      if (USER_FACT_TYPES.includes(event.type)) userIds.add(d.userId);
      if (SUBJECT_FACT_TYPES[event.type]) subjectIds.add(d[SUBJECT_FACT_TYPES[event.type]!]);
      if (CREDIT_ORDER_FACT_TYPES.includes(event.type)) creditOrderIds.add(d.orderId);
    }
    const users = await trx.selectFrom('notification_users').selectAll()
      .where((eb) => eb.or([eb.and([eb('active', '=', true), sql<boolean>`roles && ${STAFF_ROLES}::text[]`]), ...(userIds.size ? [eb('user_id', 'in', [...userIds])] : [])]))
      .execute();
    const subjects = subjectIds.size ? await trx.selectFrom('notification_subjects').selectAll().where('subject_id', 'in', [...subjectIds]).execute() : [];
    const creditOrders = creditOrderIds.size ? await trx.selectFrom('notification_credit_orders').selectAll().where('order_id', 'in', [...creditOrderIds]).execute() : [];
    const opensTickets = events.some((e) => e.type === 'TicketOpened');
    const last = opensTickets
      ? (await trx.selectFrom('notification_subjects').select(sql<number>`COALESCE(MAX(number), 0)`.as('n')).where('kind', '=', 'ticket').executeTakeFirstOrThrow()).n
      : 0;
    return new FactsBatch(users, subjects, creditOrders, Number(last));
  }

  /** The facts `event` needs, as they stand before it moves any. */
  factsFor(event: DomainEvent): NotificationFacts | null {
    const needed = factsNeededFor(event);
    if (!needed) return null;
    const facts: NotificationFacts = { admins: [], supports: [] };
    if (needed.staff) Object.assign(facts, this.staffNow());
    if (needed.orderId) facts.order = this.subject(needed.orderId, 'order', (o) => ({ dealerChain: o.dealer_chain, calibratorId: o.assignee_id, title: o.title }));
    if (needed.ticketId) facts.ticket = this.subject(needed.ticketId, 'ticket', (t) => ({ dealerChain: t.dealer_chain, agentId: t.assignee_id, number: t.number, title: t.title }));
    if (needed.creditOrderId) {
      const c = this.creditOrders.get(needed.creditOrderId);
      facts.creditOrder = c ? { buyerId: c.buyer_id, sellerId: c.seller_id } : null;
    }
    return facts;
  }

  /** The facts an event moves (after its notifications were stored; a ticket's before, its notice names its number). */
  move(event: RecordedEvent) {
    const d = event.data as Any;
    switch (event.type) {
      case 'UserRegistered': return this.user(d.userId, { roles: d.roles, active: true });
      case 'RolesChanged': return this.user(d.userId, { roles: d.roles });
      case 'UserDeactivated': return this.user(d.userId, { active: false });
      case 'UserActivated': return this.user(d.userId, { active: true });
      case 'SoftwareOrderPlaced':
        return this.newSubject({ subject_id: d.orderId, kind: 'order', dealer_chain: d.dealerChain, assignee_id: null, number: null, title: `${d.vehicle.make} ${d.vehicle.model} ${d.type} ${d.stage}` });
      case 'SoftwareOrderAssigned': return this.assign(d.orderId, d.calibratorId);
      case 'TicketOpened':
        // Numbered in the feed's order like the tickets read model (projections/tickets), so "Ticket #n" matches its page.
        if (this.subjects.has(d.ticketId)) return;
        return this.newSubject({ subject_id: d.ticketId, kind: 'ticket', dealer_chain: d.dealerChain, assignee_id: null, number: ++this.lastTicketNumber, title: d.title });
      case 'TicketAssigned': return this.assign(d.ticketId, d.agentId);
      case 'CreditOrderOffered':
      case 'CreditOrderPlaced':
        if (this.creditOrders.has(d.orderId)) return;
        this.creditOrders.set(d.orderId, { order_id: d.orderId, buyer_id: d.buyerId, seller_id: d.sellerId });
        return void this.newCreditOrders.add(d.orderId);
      default:
        return;
    }
  }

  private staffNow() {
    if (!this.staff) {
      const staff = [...this.users.values()].filter(isStaff).sort((a, b) => (a.user_id < b.user_id ? -1 : 1));
      this.staff = { admins: staff.filter((u) => u.roles.includes('Admin')).map((u) => u.user_id), supports: staff.filter((u) => u.roles.includes('Support')).map((u) => u.user_id) };
    }
    return this.staff;
  }

  private subject<T>(id: string, kind: Subject['kind'], facts: (s: Subject) => T): T | null {
    const s = this.subjects.get(id);
    return s && s.kind === kind ? facts(s) : null;
  }

  private user(userId: string, change: { roles?: string[]; active?: boolean }) {
    const known = this.users.get(userId);
    this.users.set(userId, known ? { ...known, ...change } : { user_id: userId, roles: change.roles ?? [], active: change.active ?? true });
    this.changedUsers.add(userId);
    this.staff = null;
  }

  private newSubject(subject: Subject) {
    if (this.subjects.has(subject.subject_id)) return;
    this.subjects.set(subject.subject_id, subject);
    this.changedSubjects.add(subject.subject_id);
  }

  private assign(subjectId: string, assigneeId: string) {
    const s = this.subjects.get(subjectId);
    if (!s) return;
    s.assignee_id = assigneeId;
    this.changedSubjects.add(subjectId);
  }
}
