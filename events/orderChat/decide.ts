import { subUserField } from '../subUsers/tag.js';
import type { Decider } from '../command/handle-command.js';
import { ORDER_CHAT_ATTACHMENTS_MAX, ORDER_CHAT_TEXT_MAX } from '../constants.js';
import { Refusal } from '../problem.js';
import type { MarkOrderChatRead, OrderChatCommand, PostOrderChatMessage } from './commands.js';
import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_NOT_FOUND, CHAT_MESSAGE_TOO_LONG, CHAT_TOO_MANY_ATTACHMENTS } from './errors.js';
import type { OrderChatEvent } from './events.js';
import { decideByType } from '../decide-by-type.js';
import { unreachable } from '../unreachable.js';

/** The messages in order (a message's seq is its index + 1) and how far each user has read. */
export type OrderChatState = { messageIds: string[]; lastRead: Record<string, number> };

export const initialOrderChat = (): OrderChatState => ({ messageIds: [], lastRead: {} });

export const evolve = (state: OrderChatState, event: OrderChatEvent): OrderChatState => {
  switch (event.type) {
    case 'OrderChatMessagePosted':
      // Writing in a chat means having seen it: the author's own message is never unread.
      return { messageIds: [...state.messageIds, event.data.messageId], lastRead: { ...state.lastRead, [event.data.authorId]: event.data.seq } };
    case 'OrderChatRead':
      return { ...state, lastRead: { ...state.lastRead, [event.data.userId]: Math.max(state.lastRead[event.data.userId] ?? 0, event.data.upToSeq) } };
    default:
      return unreachable('order chat event', event);
  }
};

const post = (c: PostOrderChatMessage, state: OrderChatState): OrderChatEvent[] => {
  const text = c.text.trim();
  if (!text && c.attachments.length === 0) throw new Refusal(400, CHAT_MESSAGE_EMPTY);
  // Characters as a person counts them (code points), not UTF-16 units.
  if ([...text].length > ORDER_CHAT_TEXT_MAX) throw new Refusal(400, CHAT_MESSAGE_TOO_LONG);
  if (c.attachments.length > ORDER_CHAT_ATTACHMENTS_MAX) throw new Refusal(400, CHAT_TOO_MANY_ATTACHMENTS);
  const attachments = c.attachments.filter((a, i) => c.attachments.findIndex((b) => b.sha256 === a.sha256) === i);
  return [{
    id: c.eventId, type: 'OrderChatMessagePosted',
    data: {
      orderId: c.orderId, messageId: c.eventId, seq: state.messageIds.length + 1, authorId: c.authorId, ...subUserField(c), authorRole: c.authorRole, text, attachments,
      recipients: c.recipients.filter((id) => id !== c.authorId), at: c.at,
    },
  }];
};

const read = (c: MarkOrderChatRead, state: OrderChatState): OrderChatEvent[] => {
  const upToSeq = c.upToMessageId === null ? state.messageIds.length : state.messageIds.indexOf(c.upToMessageId) + 1;
  if (upToSeq === 0 && c.upToMessageId !== null) throw new Refusal(404, CHAT_MESSAGE_NOT_FOUND);
  // Nothing new seen (an empty chat, or read that far already): no event.
  if (upToSeq <= (state.lastRead[c.userId] ?? 0)) return [];
  return [{ id: c.eventId, type: 'OrderChatRead', data: { orderId: c.orderId, userId: c.userId, upToMessageId: state.messageIds[upToSeq - 1], upToSeq, at: c.at } }];
};

/** Pure: the events a chat command produces, or a Refusal. */
export const decide = decideByType<OrderChatCommand, OrderChatState, OrderChatEvent>('order chat', {
  PostOrderChatMessage: post,
  MarkOrderChatRead: read,
});

export const orderChatDecider: Decider<OrderChatCommand, OrderChatState, OrderChatEvent> = { initialState: initialOrderChat, evolve, decide };

/** Messages posted after the user's read marker. */
export const unreadOf = (state: OrderChatState, userId: string) => state.messageIds.length - (state.lastRead[userId] ?? 0);
