import type { TicketAttachment, TicketAuthorRole } from './events.js';

// Who may act on a ticket, and whether a category or status exists, is decided before the command
// (api/routes/tickets); the decider keeps the ticket's life consistent. Time and ids come on the command.

type Base = { ticketId: string; eventId: string; at: string };

export type OpenTicket = Base & {
  type: 'OpenTicket';
  dealerId: string;
  dealerChain: string[];
  categoryId: string;
  title: string;
  message: string;
  attachments: TicketAttachment[];
  orderId: string | null;
  openedBy: string;
};
/** `subUserId`: a sub-user acting for the account `authorId` / `agentId` (issue 13). */
export type PostTicketMessage = Base & { type: 'PostTicketMessage'; authorId: string; subUserId?: string; authorRole: TicketAuthorRole; text: string; attachments: TicketAttachment[] };
export type AssignTicket = Base & { type: 'AssignTicket'; agentId: string; subUserId?: string; agentName: string; by: string };
export type ChangeTicketStatus = Base & { type: 'ChangeTicketStatus'; to: string; by: string };
export type ChangeTicketCategory = Base & { type: 'ChangeTicketCategory'; to: string; by: string };
export type DeleteTicket = Base & { type: 'DeleteTicket'; by: string };

export type TicketCommand = OpenTicket | PostTicketMessage | AssignTicket | ChangeTicketStatus | ChangeTicketCategory | DeleteTicket;
