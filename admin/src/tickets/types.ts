import type { ApiAnswer } from '../providers/apiTypes';

/** The shapes of the support ticket routes (api/routes/tickets/schemas.ts), from the OpenAPI document. */
export type Ticket = ApiAnswer<'/api/support'>[number];
export type TicketView = ApiAnswer<'/api/support/{id}'>;
export type TicketMessage = TicketView['messages'][number];
export type TicketAttachment = TicketMessage['attachments'][number];
export type TimelineEntry = TicketView['timeline'][number];
export type TicketCategory = ApiAnswer<'/api/support-category'>[number];
export type TicketStatus = ApiAnswer<'/api/support-status'>[number];
