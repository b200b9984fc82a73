import { describe, it } from 'vitest';
import { TICKET_TEXT_MAX } from '../constants.js';
import { deterministicUuid } from '../deterministic-id.js';
import { deciderSpec } from '../testing.js';
import type { TicketCommand } from './commands.js';
import { decide, evolve, initialTicket } from './decide.js';
import type { TicketEvent } from './events.js';

const spec = deciderSpec({ decide, evolve, initialState: initialTicket });
const at = '2026-11-24T12:00:00.000Z';
const file = { sha256: 'a'.repeat(64), size: 10, name: 'log.txt' };
const base = { ticketId: 't1', at };

const openCmd = (extra: Partial<Extract<TicketCommand, { type: 'OpenTicket' }>> = {}): TicketCommand => ({
  type: 'OpenTicket', ...base, eventId: 'e1', dealerId: 'dealer', dealerChain: ['dealer', 'distributor'], categoryId: 'technical',
  title: ' DPF off does not work ', message: ' The car shows a fault ', attachments: [], orderId: null, openedBy: 'dealer', ...extra,
});
const opened: TicketEvent = {
  id: 'e1', type: 'TicketOpened',
  data: {
    ticketId: 't1', number: null, dealerId: 'dealer', dealerChain: ['dealer', 'distributor'], categoryId: 'technical', title: 'DPF off does not work',
    message: 'The car shows a fault', attachments: [], orderId: null, openedBy: 'dealer', at,
  },
};
const assigned = (agentId: string, previousAgentId: string | null, id = 'e2'): TicketEvent => ({
  id, type: 'TicketAssigned', data: { ticketId: 't1', agentId, agentName: `Agent ${agentId}`, previousAgentId, by: agentId, at },
});
const assign = (agentId: string, eventId = 'e2'): TicketCommand => ({ type: 'AssignTicket', ...base, eventId, agentId, agentName: `Agent ${agentId}`, by: agentId });
const started: TicketEvent = { id: deterministicUuid('ticket-started:e2'), type: 'TicketStatusChanged', data: { ticketId: 't1', from: 'waiting', to: 'in-progress', by: 'support', at } };
const deleted: TicketEvent = { id: 'e9', type: 'TicketDeleted', data: { ticketId: 't1', by: 'admin', at } };

describe('ticket: open', () => {
  it('opens with a trimmed title and message, waiting for a response', () => spec.given([]).when(openCmd()).then([opened]));
  it('keeps the linked order and a file named twice once', () =>
    spec.given([]).when(openCmd({ orderId: 'o1', attachments: [file, file] })).then([{ ...opened, data: { ...opened.data, orderId: 'o1', attachments: [file] } } as TicketEvent]));
  it('refuses an empty title, an empty message and a second opening', () => {
    spec.given([]).when(openCmd({ title: '  ' })).thenThrows({ statusCode: 400, code: 'TICKET_TITLE_REQUIRED' });
    spec.given([]).when(openCmd({ message: ' ' })).thenThrows({ statusCode: 400, code: 'TICKET_MESSAGE_EMPTY', message: 'Write a message or attach a file' });
    spec.given([opened]).when(openCmd()).thenThrows({ statusCode: 409, code: 'TICKET_EXISTS' });
  });
});

describe('ticket: conversation', () => {
  const post = (text: string, attachments = [file]): TicketCommand => ({ type: 'PostTicketMessage', ...base, eventId: 'm1', authorId: 'support', authorRole: 'Support', text, attachments });
  it('posts a message with files', () =>
    spec.given([opened]).when(post(' Try this ')).then([{ id: 'm1', type: 'TicketMessagePosted', data: { ticketId: 't1', messageId: 'm1', authorId: 'support', authorRole: 'Support', text: 'Try this', attachments: [file], at } }]));
  it('refuses an empty or too long message, and a message on a deleted or unknown ticket', () => {
    spec.given([opened]).when(post('  ', [])).thenThrows({ code: 'TICKET_MESSAGE_EMPTY' });
    spec.given([opened]).when(post('x'.repeat(TICKET_TEXT_MAX + 1))).thenThrows({ statusCode: 400, code: 'TICKET_MESSAGE_TOO_LONG' });
    spec.given([opened, deleted]).when(post('hi')).thenThrows({ statusCode: 404, code: 'TICKET_NOT_FOUND' });
    spec.given([]).when(post('hi')).thenThrows({ statusCode: 404, code: 'TICKET_NOT_FOUND' });
  });
});

describe('ticket: assign-me', () => {
  it('the first assignment ends the wait: in progress', () => spec.given([opened]).when(assign('support')).then([assigned('support', null), started]));
  it('another agent takes it over, the status stays', () =>
    spec.given([opened, assigned('support', null), started]).when(assign('admin', 'e3')).then([assigned('admin', 'support', 'e3')]));
  it('refuses taking its own ticket again', () =>
    spec.given([opened, assigned('support', null), started]).when(assign('support', 'e3')).thenThrows({ statusCode: 409, code: 'TICKET_ALREADY_YOURS' }));
});

describe('ticket: status, category, delete', () => {
  it('changes the status from what it is; the same status records nothing', () => {
    spec.given([opened]).when({ type: 'ChangeTicketStatus', ...base, eventId: 's1', to: 'closed', by: 'support' })
      .then([{ id: 's1', type: 'TicketStatusChanged', data: { ticketId: 't1', from: 'waiting', to: 'closed', by: 'support', at } }]);
    spec.given([opened]).when({ type: 'ChangeTicketStatus', ...base, eventId: 's1', to: 'waiting', by: 'support' }).then([]);
  });
  it('changes the category; the same category records nothing', () => {
    spec.given([opened]).when({ type: 'ChangeTicketCategory', ...base, eventId: 'c1', to: 'financial', by: 'support' })
      .then([{ id: 'c1', type: 'TicketCategoryChanged', data: { ticketId: 't1', from: 'technical', to: 'financial', by: 'support', at } }]);
    spec.given([opened]).when({ type: 'ChangeTicketCategory', ...base, eventId: 'c1', to: 'technical', by: 'support' }).then([]);
  });
  it('deletes once', () => {
    spec.given([opened]).when({ type: 'DeleteTicket', ...base, eventId: 'e9', by: 'admin' }).then([deleted]);
    spec.given([opened, deleted]).when({ type: 'DeleteTicket', ...base, eventId: 'e10', by: 'admin' }).thenThrows({ statusCode: 404, code: 'TICKET_NOT_FOUND' });
  });
});
