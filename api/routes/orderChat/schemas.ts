import { Type, type Static } from 'typebox';
import { ORDER_CHAT_ATTACHMENTS_MAX, ORDER_CHAT_PAGE_MAX, ORDER_CHAT_TEXT_MAX } from '../../../events/constants.js';
import { ORDER_CHAT_ROLES } from '../../../events/orderChat/events.js';
import type { OrderChatMessageWithAuthor } from '../../../projections/orderChat/queries.js';
import { messageFields } from '../files/schemas.js';

const Uuid = Type.String({ format: 'uuid' });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

export const OrderParams = Type.Object({ orderId: Uuid });
export const AttachmentParams = Type.Object({ orderId: Uuid, sha256: Sha256 });
export const PageQuery = Type.Object({
  before: Type.Optional(Uuid),
  // A query string carries text: 1 to 100 (ORDER_CHAT_PAGE_MAX), 30 when left out.
  limit: Type.Optional(Type.String({ pattern: `^([1-9][0-9]?|${ORDER_CHAT_PAGE_MAX})$`, description: `1 to ${ORDER_CHAT_PAGE_MAX}, default 30` })),
});
// The decider counts characters (code points); this only stops a body far past any message.
export const PostBody = Type.Object({
  text: Type.Optional(Type.String({ maxLength: ORDER_CHAT_TEXT_MAX * 2 })),
  uploadIds: Type.Optional(Type.Array(Uuid, { maxItems: ORDER_CHAT_ATTACHMENTS_MAX * 2 })),
});
export const ReadBody = Type.Object({ upTo: Type.Optional(Uuid) });

export const ChatMessage = Type.Object({ id: Uuid, orderId: Uuid, ...messageFields(ORDER_CHAT_ROLES, '1 for the first message of the chat') });
export type ChatMessage = Static<typeof ChatMessage>;
export const ReadState = Type.Object({
  orderId: Uuid,
  lastSeq: Type.Integer({ description: 'how many messages the chat has' }),
  lastReadSeq: Type.Integer({ description: "the caller's read marker" }),
  unread: Type.Integer({ description: 'messages of others after the marker' }),
});
export const ChatPage = Type.Object({ ...ReadState.properties, messages: Type.Array(ChatMessage), hasMore: Type.Boolean() });

export const toChatMessage = (row: OrderChatMessageWithAuthor): ChatMessage => ({
  id: row.message_id, orderId: row.order_id, seq: row.seq, authorId: row.author_id, authorName: row.author_name?.trim() ?? '',
  subUserName: row.sub_user_name?.trim() || null, authorRole: row.author_role as ChatMessage['authorRole'], text: row.text, attachments: row.attachments, at: row.created_at.toISOString(),
});
