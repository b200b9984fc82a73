import { Type, type Static } from 'typebox';
import { TICKET_ATTACHMENTS_MAX, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '../../../events/constants.js';
import type { TicketListRow, TicketMessageWithAuthor } from '../../../projections/tickets/queries.js';
import type { TicketTimelineRow } from '../../../projections/tickets/table.js';
import { type TicketCategoryRow, type TicketStatusRow } from '../../../tables/ticketTypes/table.js';
import { messageFields } from '../files/schemas.js';

const Uuid = Type.String({ format: 'uuid' });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });
/** A category or status id: a seeded word ('technical', 'waiting') or a uuid. */
export const TypeId = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });

export const TicketParams = Type.Object({ id: Uuid });
export const TicketFileParams = Type.Object({ id: Uuid, sha256: Sha256 });
export const TypeParams = Type.Object({ id: TypeId });

// The decider counts characters (code points); these only stop a body far past any ticket.
const Text = Type.String({ maxLength: TICKET_TEXT_MAX * 2 });
const UploadIds = Type.Array(Uuid, { maxItems: TICKET_ATTACHMENTS_MAX * 2 });

export const OpenBody = Type.Object({
  categoryId: TypeId,
  title: Type.String({ maxLength: TICKET_TITLE_MAX * 2 }),
  message: Text,
  orderId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  uploadIds: Type.Optional(UploadIds),
});
export const MessageBody = Type.Object({ text: Type.Optional(Text), uploadIds: Type.Optional(UploadIds) });
export const StatusBody = Type.Object({ status: TypeId });
export const CategoryBody = Type.Object({ categoryId: TypeId });

export const Ticket = Type.Object({
  id: Uuid,
  number: Type.Integer(),
  title: Type.String(),
  categoryId: Type.String(),
  status: Type.String(),
  agentId: Type.Union([Uuid, Type.Null()]),
  agentName: Type.Union([Type.String(), Type.Null()]),
  agentSubUserName: Type.Union([Type.String(), Type.Null()], { description: 'the sub-user who took it for the agent (issue 13), or null' }),
  dealerId: Uuid,
  dealerName: Type.Union([Type.String(), Type.Null()]),
  orderId: Type.Union([Uuid, Type.Null()]),
  orderNumber: Type.Union([Type.Integer(), Type.Null()]),
  messageCount: Type.Integer(),
  lastMessageAt: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Ticket = Static<typeof Ticket>;

export const TicketMessage = Type.Object({ id: Uuid, ...messageFields(['Dealer', 'Support', 'Admin'], '1 for the opening message') });
export type TicketMessage = Static<typeof TicketMessage>;
export const TimelineEntry = Type.Object({
  id: Uuid,
  type: Type.String({ description: 'the event type: TicketOpened, TicketAssigned…' }),
  data: Type.Record(Type.String(), Type.Unknown()),
  at: Type.String({ format: 'date-time' }),
});
export const TicketView = Type.Object({ ...Ticket.properties, messages: Type.Array(TicketMessage), timeline: Type.Array(TimelineEntry) });

/** MENU_GROUPS of tables/ticketTypes. */
const MenuGroup = Type.Union([Type.Literal('technical'), Type.Literal('financial')]);
export const Category = Type.Object({ id: Type.String(), name: Type.String(), menuGroup: MenuGroup });
export const CategoryInput = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), menuGroup: MenuGroup });
export const Status = Type.Object({ id: Type.String(), name: Type.String(), position: Type.Integer() });
export const StatusInput = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })) });

export const toTicket = (row: TicketListRow): Ticket => ({
  id: row.id, number: row.number, title: row.title, categoryId: row.category_id, status: row.status, agentId: row.agent_id, agentName: row.agent_name,
  agentSubUserName: row.agent_sub_user_name?.trim() || null,
  dealerId: row.dealer_id, dealerName: row.dealer_name, orderId: row.order_id, orderNumber: row.order_number, messageCount: row.message_count,
  lastMessageAt: row.last_message_at.toISOString(), createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString(),
});
export const toTicketMessage = (row: TicketMessageWithAuthor): TicketMessage => ({
  id: row.message_id, seq: row.seq, authorId: row.author_id, authorName: row.author_name?.trim() ?? '', subUserName: row.sub_user_name?.trim() || null, authorRole: row.author_role as TicketMessage['authorRole'],
  text: row.text, attachments: row.attachments.map((a) => ({ ...a, size: Number(a.size) })), at: row.created_at.toISOString(),
});
export const toTimelineEntry = (row: TicketTimelineRow) => ({ id: row.event_id, type: row.type, data: row.data, at: row.at.toISOString() });
export const toCategory = (row: TicketCategoryRow) => ({ id: row.id, name: row.name, menuGroup: row.menu_group });
export const toStatus = (row: TicketStatusRow) => ({ id: row.id, name: row.name, position: row.position });
