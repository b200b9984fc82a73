import type { NewEvent } from '../store/port.js';

// Support tickets (issue 11): one stream per ticket, `ticket-<uuid>`. The uuid is the ticket's
// opaque id (the one URLs carry); its display number is given by the read model. Files travel by
// hash (uploaded first through /api/files/upload), never bytes.

export const TICKET_STREAM_PREFIX = 'ticket-';
export const ticketStream = (ticketId: string) => `${TICKET_STREAM_PREFIX}${ticketId}`;

/** The author's side as the conversation shows it. */
export const TICKET_AUTHOR_ROLES = ['Dealer', 'Support', 'Admin'] as const;
export type TicketAuthorRole = (typeof TICKET_AUTHOR_ROLES)[number];

export type TicketAttachment = { sha256: string; size: number; name: string };

export type TicketEventData = {
  TicketOpened: {
    ticketId: string;
    /** The display number; the read model numbers tickets in the order they were opened, so this stays null in the event. */
    number: number | null;
    dealerId: string;
    /** The dealer and the accounts above it, nearest first: who reads the ticket on the dealers' side. */
    dealerChain: string[];
    categoryId: string;
    title: string;
    message: string;
    attachments: TicketAttachment[];
    orderId: string | null;
    openedBy: string;
    at: string;
  };
  /** `subUserId`: the sub-user who wrote for the account `authorId`, or took the ticket for `agentId` (issue 13). */
  TicketMessagePosted: { ticketId: string; messageId: string; authorId: string; subUserId?: string; authorRole: TicketAuthorRole; text: string; attachments: TicketAttachment[]; at: string };
  TicketAssigned: { ticketId: string; agentId: string; subUserId?: string; agentName: string; previousAgentId: string | null; by: string; at: string };
  TicketStatusChanged: { ticketId: string; from: string; to: string; by: string; at: string };
  TicketCategoryChanged: { ticketId: string; from: string; to: string; by: string; at: string };
  TicketDeleted: { ticketId: string; by: string; at: string };
};

export type TicketEventType = keyof TicketEventData;
export type TicketEvent = { [T in TicketEventType]: NewEvent<T, TicketEventData[T]> }[TicketEventType];
export const TICKET_EVENT_TYPES = [
  'TicketOpened', 'TicketMessagePosted', 'TicketAssigned', 'TicketStatusChanged', 'TicketCategoryChanged', 'TicketDeleted',
] as const satisfies readonly TicketEventType[];

/** The status a ticket opens with: waiting for a response until an agent is assigned (spec section 9). */
export const TICKET_STATUS_WAITING = 'waiting';
/** The seeded status of a finished conversation: the agent's own open work leaves it out. */
export const TICKET_STATUS_CLOSED = 'closed';
/** The status an assignment moves a waiting ticket to: the conversation runs. */
export const TICKET_STATUS_IN_PROGRESS = 'in-progress';
