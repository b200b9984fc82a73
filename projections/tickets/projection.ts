import type { Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { TICKET_EVENT_TYPES, TICKET_STATUS_WAITING, type TicketAttachment, type TicketEvent } from '../../events/tickets/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import { unreachable } from '../../events/unreachable.js';
import { TicketBatch } from './batch.js';
import type { TicketRow } from './table.js';

export { ALL_TICKETS } from './batch.js';

// Folds the ticket streams: one row per ticket (numbered in the feed's order, as software orders
// are, so a rebuild gives the same numbers), its messages and files, its timeline, and the list's
// counts per account, status, category and assignment. Reads only its own tables. A batch is
// folded in memory (batch.ts) and written with one statement per table.

const isTicketEvent = eventOfTypes<TicketEvent>(TICKET_EVENT_TYPES);

/** A change to what the counts are keyed by: out of the old key, into the new. */
const recount = (b: TicketBatch, ticketId: string, values: Partial<TicketRow>) => {
  b.count(ticketId, -1);
  b.update(ticketId, () => values);
  b.count(ticketId, 1);
};

type Message = { ticketId: string; messageId: string; authorId: string; subUserId?: string; authorRole: string; text: string; attachments: TicketAttachment[]; at: string };

const addMessage = (b: TicketBatch, m: Message) => {
  b.messages.push({
    message_id: m.messageId, ticket_id: m.ticketId, seq: b.nextSeq(m.ticketId), author_id: m.authorId, author_sub_user_id: m.subUserId ?? null, author_role: m.authorRole,
    text: m.text, attachments: JSON.stringify(m.attachments), created_at: new Date(m.at),
  });
  for (const a of m.attachments) b.addAttachment({ ticket_id: m.ticketId, sha256: a.sha256, message_id: m.messageId, size: a.size, name: a.name });
};

const fold = (b: TicketBatch, event: TicketEvent) => {
  switch (event.type) {
    case 'TicketOpened': {
      const t = event.data;
      const at = new Date(t.at);
      b.open({
        id: t.ticketId, dealer_id: t.dealerId, dealer_chain: t.dealerChain, category_id: t.categoryId, title: t.title, status: TICKET_STATUS_WAITING,
        agent_id: null, agent_name: null, agent_sub_user_id: null, order_id: t.orderId, opened_by: t.openedBy, message_count: 1, last_message_at: at, created_at: at, updated_at: at, deleted_at: null,
      });
      // A sub-user opening for its account (openedBy is not the dealer) is named beside it, as on later messages.
      const subUser = t.openedBy === t.dealerId ? {} : { subUserId: t.openedBy };
      addMessage(b, { ticketId: t.ticketId, messageId: t.ticketId, authorId: t.openedBy, ...subUser, authorRole: 'Dealer', text: t.message, attachments: t.attachments, at: t.at });
      return b.count(t.ticketId, 1);
    }
    case 'TicketMessagePosted': {
      const m = event.data;
      addMessage(b, m);
      return b.update(m.ticketId, (t) => ({ message_count: t.message_count + 1, last_message_at: new Date(m.at), updated_at: new Date(m.at) }));
    }
    case 'TicketAssigned':
      return recount(b, event.data.ticketId, { agent_id: event.data.agentId, agent_name: event.data.agentName, agent_sub_user_id: event.data.subUserId ?? null, updated_at: new Date(event.data.at) });
    case 'TicketStatusChanged':
      return recount(b, event.data.ticketId, { status: event.data.to, updated_at: new Date(event.data.at) });
    case 'TicketCategoryChanged':
      return recount(b, event.data.ticketId, { category_id: event.data.to, updated_at: new Date(event.data.at) });
    case 'TicketDeleted':
      // Out of the counts first (they count live tickets only), then marked: its number is never given again.
      b.count(event.data.ticketId, -1);
      return b.update(event.data.ticketId, () => ({ deleted_at: new Date(event.data.at), updated_at: new Date(event.data.at) }));
    default:
      return unreachable('ticket event', event);
  }
};

const foldBatch = async (trx: Transaction<Database>, events: RecordedEvent[]) => {
  const ticketEvents = events.filter(isTicketEvent);
  if (!ticketEvents.length) return;
  const batch = await TicketBatch.load(trx, [...new Set(ticketEvents.map((e) => e.data.ticketId))]);
  for (const event of ticketEvents) {
    fold(batch, event);
    batch.timeline.push({ event_id: event.id, ticket_id: event.data.ticketId, revision: Number(event.revision), type: event.type, data: JSON.stringify(event.data), at: new Date(event.data.at) });
  }
  await batch.write(trx);
};

export const ticketsProjection: Projection = {
  name: 'tickets',
  handles: TICKET_EVENT_TYPES,
  tables: ['tickets', 'ticket_messages', 'ticket_attachments', 'ticket_timeline', 'ticket_counts'],
  evolve: (trx, event) => foldBatch(trx, [event]),
  evolveBatch: foldBatch,
};
