import type { OrderChatAttachment, OrderChatRole } from './events.js';

// Who may use the chat is decided before the command (api/routes/orderChat/access.ts); the
// decider checks the message itself and keeps the order of messages and read markers.

type Base = { orderId: string; eventId: string; at: string };

export type PostOrderChatMessage = Base & {
  type: 'PostOrderChatMessage';
  /** The message id is the event id: a retry with the same Idempotency-Key posts nothing twice. */
  authorId: string;
  /** A sub-user writing for the account `authorId` (issue 13). */
  subUserId?: string;
  authorRole: OrderChatRole;
  text: string;
  attachments: OrderChatAttachment[];
  recipients: string[];
};

/** `upToMessageId` null: everything posted so far. */
export type MarkOrderChatRead = Base & { type: 'MarkOrderChatRead'; userId: string; upToMessageId: string | null };

export type OrderChatCommand = PostOrderChatMessage | MarkOrderChatRead;
