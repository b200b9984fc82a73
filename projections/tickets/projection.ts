import { sql, type Transaction, type UpdateObject } from 'kysely';
import type { Database } from '../../database/schema.js';
import { TICKET_EVENT_TYPES, TICKET_STATUS_WAITING, type TicketEvent } from '../../events/tickets/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import { unreachable } from '../../events/unreachable.js';

// Folds the ticket streams: one row per ticket (numbered in the feed's order, as software orders
// are, so a rebuild gives the same numbers), its messages and files, its timeline, and the list's
// counts per account, status, category and assignment. Reads only its own tables.

const isTicketEvent = eventOfTypes<TicketEvent>(TICKET_EVENT_TYPES);

const NEXT_NUMBER = sql<number>`(SELECT COALESCE(MAX(number), 0) + 1 FROM tickets)`;

/** The account that stands for "every ticket" in the counts (Support and Admin see them all). */
export const ALL_TICKETS = '00000000-0000-0000-0000-000000000000';

/** Adds `delta` to the counts of the ticket as it is now, for each account that sees it. */
const count = (trx: Transaction<Database>, ticketId: string, delta: 1 | -1) => sql`
  INSERT INTO ticket_counts (account_id, status, category_id, unassigned, n)
  SELECT account, t.status, t.category_id, t.agent_id IS NULL, ${delta}::bigint FROM tickets t, unnest(t.dealer_chain || ${ALL_TICKETS}::uuid) AS account
   WHERE t.id = ${ticketId} AND t.deleted_at IS NULL
  ON CONFLICT (account_id, status, category_id, unassigned) DO UPDATE SET n = ticket_counts.n + excluded.n`.execute(trx);

/** A change to what the counts are keyed by: out of the old key, into the new. */
const recount = async (trx: Transaction<Database>, ticketId: string, values: UpdateObject<Database, 'tickets'>) => {
  await count(trx, ticketId, -1);
  await trx.updateTable('tickets').set(values).where('id', '=', ticketId).execute();
  await count(trx, ticketId, 1);
};

const addMessage = async (trx: Transaction<Database>, m: { ticketId: string; messageId: string; authorId: string; subUserId?: string; authorRole: string; text: string; attachments: { sha256: string; size: number; name: string }[]; at: string }) => {
  const at = new Date(m.at);
  const seq = sql<number>`(SELECT COALESCE(MAX(seq), 0) + 1 FROM ticket_messages WHERE ticket_id = ${m.ticketId})`;
  await trx.insertInto('ticket_messages').values({
    message_id: m.messageId, ticket_id: m.ticketId, seq, author_id: m.authorId, author_sub_user_id: m.subUserId ?? null, author_role: m.authorRole, text: m.text, attachments: JSON.stringify(m.attachments), created_at: at,
  }).execute();
  if (m.attachments.length) {
    await trx.insertInto('ticket_attachments')
      .values(m.attachments.map((a) => ({ ticket_id: m.ticketId, sha256: a.sha256, message_id: m.messageId, size: a.size, name: a.name })))
      .onConflict((oc) => oc.columns(['ticket_id', 'sha256']).doNothing()).execute();
  }
};

const fold = async (trx: Transaction<Database>, event: TicketEvent) => {
  switch (event.type) {
    case 'TicketOpened': {
      const t = event.data;
      const at = new Date(t.at);
      await trx.insertInto('tickets').values({
        id: t.ticketId, number: NEXT_NUMBER, dealer_id: t.dealerId, dealer_chain: t.dealerChain, category_id: t.categoryId, title: t.title, status: TICKET_STATUS_WAITING,
        agent_id: null, agent_name: null, agent_sub_user_id: null, order_id: t.orderId, opened_by: t.openedBy, message_count: 1, last_message_at: at, created_at: at, updated_at: at, deleted_at: null,
      }).execute();
      // A sub-user opening for its account (openedBy is not the dealer) is named beside it, as on later messages.
      const subUser = t.openedBy === t.dealerId ? {} : { subUserId: t.openedBy };
      await addMessage(trx, { ticketId: t.ticketId, messageId: t.ticketId, authorId: t.openedBy, ...subUser, authorRole: 'Dealer', text: t.message, attachments: t.attachments, at: t.at });
      return void (await count(trx, t.ticketId, 1));
    }
    case 'TicketMessagePosted': {
      const m = event.data;
      await addMessage(trx, m);
      return void (await trx.updateTable('tickets').set({ message_count: sql`message_count + 1`, last_message_at: new Date(m.at), updated_at: new Date(m.at) })
        .where('id', '=', m.ticketId).execute());
    }
    case 'TicketAssigned':
      return recount(trx, event.data.ticketId, { agent_id: event.data.agentId, agent_name: event.data.agentName, agent_sub_user_id: event.data.subUserId ?? null, updated_at: new Date(event.data.at) });
    case 'TicketStatusChanged':
      return recount(trx, event.data.ticketId, { status: event.data.to, updated_at: new Date(event.data.at) });
    case 'TicketCategoryChanged':
      return recount(trx, event.data.ticketId, { category_id: event.data.to, updated_at: new Date(event.data.at) });
    case 'TicketDeleted':
      // Out of the counts first (they count live tickets only), then marked: its number is never given again.
      await count(trx, event.data.ticketId, -1);
      return void (await trx.updateTable('tickets').set({ deleted_at: new Date(event.data.at), updated_at: new Date(event.data.at) }).where('id', '=', event.data.ticketId).execute());
    default:
      return unreachable('ticket event', event);
  }
};

export const ticketsProjection: Projection = {
  name: 'tickets',
  handles: TICKET_EVENT_TYPES,
  tables: ['tickets', 'ticket_messages', 'ticket_attachments', 'ticket_timeline', 'ticket_counts'],
  evolve: async (trx, event: RecordedEvent) => {
    if (!isTicketEvent(event)) return;
    await fold(trx, event);
    await trx.insertInto('ticket_timeline').values({ event_id: event.id, ticket_id: event.data.ticketId, revision: Number(event.revision), type: event.type, data: JSON.stringify(event.data), at: new Date(event.data.at) }).execute();
  },
};
