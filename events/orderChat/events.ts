import type { NewEvent } from '../store/port.js';

// The chat on one software order (issue 10): its own stream per order, so a busy chat never
// conflicts with the order's status changes. Files travel by hash (uploaded first), never bytes.

export const orderChatStream = (orderId: string) => `order-chat-${orderId}`;
export const ORDER_CHAT_STREAM_PREFIX = 'order-chat-';

/** The author's role as the chat shows it. */
export const ORDER_CHAT_ROLES = ['Dealer', 'Calibrator', 'Support', 'Admin'] as const;
export type OrderChatRole = (typeof ORDER_CHAT_ROLES)[number];

export type OrderChatAttachment = { sha256: string; size: number; name: string };

export type OrderChatEventData = {
  OrderChatMessagePosted: {
    orderId: string;
    messageId: string;
    /** 1 for the chat's first message, then one more for each. */
    seq: number;
    authorId: string;
    /** The sub-user who wrote it for `authorId`, the account (issue 13). */
    subUserId?: string;
    authorRole: OrderChatRole;
    text: string;
    attachments: OrderChatAttachment[];
    /** Everyone the message concerns besides its author, as the access rule saw them (the live push's list). */
    recipients: string[];
    at: string;
  };
  /** `userId` has seen the chat up to `upToMessageId` (its `upToSeq`). */
  OrderChatRead: { orderId: string; userId: string; upToMessageId: string; upToSeq: number; at: string };
};

export type OrderChatEventType = keyof OrderChatEventData;
export type OrderChatEvent = { [T in OrderChatEventType]: NewEvent<T, OrderChatEventData[T]> }[OrderChatEventType];
export const ORDER_CHAT_EVENT_TYPES = ['OrderChatMessagePosted', 'OrderChatRead'] as const satisfies readonly OrderChatEventType[];
