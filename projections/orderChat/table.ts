import type { Selectable } from 'kysely';
import type { Int8, Json } from '../../database/column-types.js';
import type { OrderChatAttachment } from '../../events/orderChat/events.js';

/** One row per chat message, paged by (order_id, seq): newest last. */
export interface OrderChatMessagesTable {
  message_id: string;
  order_id: string;
  seq: number;
  author_id: string;
  author_role: string;
  /** The sub-user who wrote it for `author_id` (issue 13). */
  author_sub_user_id: string | null;
  text: string;
  attachments: Json<OrderChatAttachment[]>;
  created_at: Date;
}

/** The files a chat carries, by hash: what its attachment download may hand out. */
export interface OrderChatAttachmentsTable {
  order_id: string;
  sha256: string;
  /** The first message that carried it. */
  message_id: string;
  size: Int8;
  name: string;
}

/** Per chat: how many messages it has (its last seq). */
export interface OrderChatThreadsTable {
  order_id: string;
  last_seq: number;
  last_message_id: string;
  last_message_at: Date;
}

/** Per user and chat: the read marker; unread = the thread's last_seq - last_read_seq. */
export interface OrderChatReadsTable {
  order_id: string;
  user_id: string;
  last_read_seq: number;
  last_read_message_id: string;
  read_at: Date;
}

export type OrderChatMessageRow = Selectable<OrderChatMessagesTable>;
