import { subUserField } from '../subUsers/tag.js';
import type { Decider } from '../command/handle-command.js';
import { TICKET_ATTACHMENTS_MAX, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '../constants.js';
import { deterministicUuid } from '../deterministic-id.js';
import { Refusal } from '../problem.js';
import type { AssignTicket, ChangeTicketCategory, ChangeTicketStatus, DeleteTicket, OpenTicket, PostTicketMessage, TicketCommand } from './commands.js';
import {
  TICKET_ALREADY_YOURS, TICKET_EXISTS, TICKET_MESSAGE_EMPTY, TICKET_MESSAGE_TOO_LONG, TICKET_NOT_FOUND, TICKET_TITLE_REQUIRED, TICKET_TOO_MANY_ATTACHMENTS,
} from './errors.js';
import { TICKET_STATUS_IN_PROGRESS, TICKET_STATUS_WAITING, type TicketAttachment, type TicketEvent } from './events.js';
import { decideByType } from '../decide-by-type.js';
import { unreachable } from '../unreachable.js';

// A ticket waits for a response until an agent is assigned; the assignment starts the conversation
// (waiting → in progress); the handler then changes status and category. A deleted ticket is gone.

type Ticket = { dealerChain: string[]; status: string; categoryId: string; agentId: string | null };
export type TicketState = { stage: 'none' } | ({ stage: 'open' | 'deleted' } & Ticket);

export const initialTicket = (): TicketState => ({ stage: 'none' });

export const evolve = (state: TicketState, event: TicketEvent): TicketState => {
  if (event.type === 'TicketOpened') {
    return { stage: 'open', dealerChain: event.data.dealerChain, status: TICKET_STATUS_WAITING, categoryId: event.data.categoryId, agentId: null };
  }
  if (state.stage === 'none') return state;
  switch (event.type) {
    case 'TicketMessagePosted':
      return state;
    case 'TicketAssigned':
      return { ...state, agentId: event.data.agentId };
    case 'TicketStatusChanged':
      return { ...state, status: event.data.to };
    case 'TicketCategoryChanged':
      return { ...state, categoryId: event.data.to };
    case 'TicketDeleted':
      return { ...state, stage: 'deleted' };
    default:
      return unreachable('ticket event', event);
  }
};

/** Text trimmed and counted in characters (code points), files listed once each. */
const checkedMessage = (text: string, attachments: TicketAttachment[]) => {
  const trimmed = text.trim();
  if (!trimmed && attachments.length === 0) throw new Refusal(400, TICKET_MESSAGE_EMPTY);
  if ([...trimmed].length > TICKET_TEXT_MAX) throw new Refusal(400, TICKET_MESSAGE_TOO_LONG);
  if (attachments.length > TICKET_ATTACHMENTS_MAX) throw new Refusal(400, TICKET_TOO_MANY_ATTACHMENTS);
  return { text: trimmed, attachments: attachments.filter((a, i) => attachments.findIndex((b) => b.sha256 === a.sha256) === i) };
};

const open = (c: OpenTicket, state: TicketState): TicketEvent[] => {
  if (state.stage !== 'none') throw new Refusal(409, TICKET_EXISTS);
  const title = c.title.trim();
  if (!title || [...title].length > TICKET_TITLE_MAX) throw new Refusal(400, TICKET_TITLE_REQUIRED, { field: 'title' });
  const { text, attachments } = checkedMessage(c.message, c.attachments);
  return [{
    id: c.eventId, type: 'TicketOpened',
    data: {
      ticketId: c.ticketId, number: null, dealerId: c.dealerId, dealerChain: c.dealerChain, categoryId: c.categoryId, title, message: text, attachments,
      orderId: c.orderId, openedBy: c.openedBy, at: c.at,
    },
  }];
};

const live = (state: TicketState): Ticket => {
  if (state.stage !== 'open') throw new Refusal(404, TICKET_NOT_FOUND);
  return state;
};

const post = (c: PostTicketMessage, state: TicketState): TicketEvent[] => {
  live(state);
  const { text, attachments } = checkedMessage(c.text, c.attachments);
  return [{ id: c.eventId, type: 'TicketMessagePosted', data: { ticketId: c.ticketId, messageId: c.eventId, authorId: c.authorId, ...subUserField(c), authorRole: c.authorRole, text, attachments, at: c.at } }];
};

const assign = (c: AssignTicket, state: TicketState): TicketEvent[] => {
  const ticket = live(state);
  if (ticket.agentId === c.agentId) throw new Refusal(409, TICKET_ALREADY_YOURS);
  const assigned: TicketEvent = {
    id: c.eventId, type: 'TicketAssigned', data: { ticketId: c.ticketId, agentId: c.agentId, ...subUserField(c), agentName: c.agentName, previousAgentId: ticket.agentId, by: c.by, at: c.at },
  };
  if (ticket.status !== TICKET_STATUS_WAITING) return [assigned];
  // The first assignment ends the wait: the conversation runs.
  return [assigned, {
    id: deterministicUuid(`ticket-started:${c.eventId}`), type: 'TicketStatusChanged',
    data: { ticketId: c.ticketId, from: ticket.status, to: TICKET_STATUS_IN_PROGRESS, by: c.by, at: c.at },
  }];
};

const changeStatus = (c: ChangeTicketStatus, state: TicketState): TicketEvent[] => {
  const ticket = live(state);
  if (ticket.status === c.to) return [];
  return [{ id: c.eventId, type: 'TicketStatusChanged', data: { ticketId: c.ticketId, from: ticket.status, to: c.to, by: c.by, at: c.at } }];
};

const changeCategory = (c: ChangeTicketCategory, state: TicketState): TicketEvent[] => {
  const ticket = live(state);
  if (ticket.categoryId === c.to) return [];
  return [{ id: c.eventId, type: 'TicketCategoryChanged', data: { ticketId: c.ticketId, from: ticket.categoryId, to: c.to, by: c.by, at: c.at } }];
};

const remove = (c: DeleteTicket, state: TicketState): TicketEvent[] => {
  live(state);
  return [{ id: c.eventId, type: 'TicketDeleted', data: { ticketId: c.ticketId, by: c.by, at: c.at } }];
};

/** Pure: the events a ticket command produces, or a Refusal. */
export const decide = decideByType<TicketCommand, TicketState, TicketEvent>('ticket', {
  OpenTicket: open,
  PostTicketMessage: post,
  AssignTicket: assign,
  ChangeTicketStatus: changeStatus,
  ChangeTicketCategory: changeCategory,
  DeleteTicket: remove,
});

export const ticketDecider: Decider<TicketCommand, TicketState, TicketEvent> = { initialState: initialTicket, evolve, decide };
