import type { Selectable } from 'kysely';
import type { Int8, Json } from '../../database/column-types.js';
import type { TicketAttachment } from '../../events/tickets/events.js';

/** One row per ticket; a deleted one keeps its row (and number) with `deleted_at`, out of every list. */
export interface TicketsTable {
  id: string;
  /** 1 for the first ticket ever opened, then one more for each, in the feed's order. */
  number: number;
  dealer_id: string;
  dealer_chain: string[];
  category_id: string;
  title: string;
  status: string;
  agent_id: string | null;
  agent_name: string | null;
  /** The sub-user who took it for `agent_id` (issue 13). */
  agent_sub_user_id: string | null;
  order_id: string | null;
  opened_by: string;
  /** The opening message counts as the first. */
  message_count: number;
  last_message_at: Date;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/** The conversation: the opening message (seq 1, its id the ticket's) and every message posted after. */
export interface TicketMessagesTable {
  message_id: string;
  ticket_id: string;
  seq: number;
  author_id: string;
  author_role: string;
  /** The sub-user who wrote it for `author_id` (issue 13). */
  author_sub_user_id: string | null;
  text: string;
  attachments: Json<TicketAttachment[]>;
  created_at: Date;
}

/** The files a ticket carries, by hash: what its attachment download may hand out. */
export interface TicketAttachmentsTable {
  ticket_id: string;
  sha256: string;
  message_id: string;
  size: Int8;
  name: string;
}

/** One row per event of the ticket: its timeline. */
export interface TicketTimelineTable {
  event_id: string;
  ticket_id: string;
  /** The event's place in the ticket's stream. */
  revision: number;
  type: string;
  data: Json<Record<string, unknown>>;
  at: Date;
}

/** Tickets per account that sees them (each of the dealer chain, and everyone's), status, category and assignment: the list's totals. */
export interface TicketCountsTable {
  account_id: string;
  status: string;
  category_id: string;
  unassigned: boolean;
  n: Int8;
}

export type TicketRow = Selectable<TicketsTable>;
export type TicketMessageRow = Selectable<TicketMessagesTable>;
export type TicketTimelineRow = Selectable<TicketTimelineTable>;
