import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { OrderChatMessageRow } from './table.js';

type Db = Kysely<Database>;

export type OrderChatMessageWithAuthor = OrderChatMessageRow & { author_name: string | null; sub_user_name: string | null };

/** A message with its account's name and, when a sub-user wrote it for the account, the sub-user's (issue 13). */
const withAuthor = (db: Db) => db.selectFrom('order_chat_messages as m').leftJoin('users as u', 'u.id', 'm.author_id')
  .leftJoin('users as s', 's.id', 'm.author_sub_user_id')
  .selectAll('m').select((eb) => [
    eb.fn<string>('concat_ws', [eb.val(' '), eb.ref('u.first_name'), eb.ref('u.last_name')]).as('author_name'),
    eb.fn<string | null>('concat_ws', [eb.val(' '), eb.ref('s.first_name'), eb.ref('s.last_name')]).as('sub_user_name'),
  ]);

export const chatPage = async (db: Db, orderId: string, page: { beforeSeq: number | null; limit: number }) => {
  let query = withAuthor(db).where('m.order_id', '=', orderId);
  if (page.beforeSeq !== null) query = query.where('m.seq', '<', page.beforeSeq);
  const rows = await query.orderBy('m.seq', 'desc').limit(page.limit + 1).execute();
  return { messages: rows.slice(0, page.limit).reverse() as OrderChatMessageWithAuthor[], hasMore: rows.length > page.limit };
};

/** One message with its author's name, or null. */
export const findChatMessage = async (db: Db, orderId: string, messageId: string) =>
  ((await withAuthor(db).where('m.order_id', '=', orderId).where('m.message_id', '=', messageId).executeTakeFirst()) as OrderChatMessageWithAuthor | undefined) ?? null;

/** The seq of one message of the chat, or null. */
export const messageSeq = async (db: Db, orderId: string, messageId: string): Promise<number | null> => {
  const row = await db.selectFrom('order_chat_messages').select('seq').where('order_id', '=', orderId).where('message_id', '=', messageId).executeTakeFirst();
  return row?.seq ?? null;
};

/** How far the user has read and how many messages are unread: two kept numbers, no count over messages. */
export const chatReadState = async (db: Db, orderId: string, userId: string) => {
  const row = await db.selectFrom('order_chat_threads as t')
    .leftJoin('order_chat_reads as r', (join) => join.onRef('r.order_id', '=', 't.order_id').on('r.user_id', '=', userId))
    .select(['t.last_seq', 'r.last_read_seq', 'r.last_read_message_id'])
    .where('t.order_id', '=', orderId).executeTakeFirst();
  const lastSeq = row?.last_seq ?? 0;
  const lastReadSeq = row?.last_read_seq ?? 0;
  return { lastSeq, lastReadSeq, lastReadMessageId: row?.last_read_message_id ?? null, unread: Math.max(0, lastSeq - lastReadSeq) };
};

/** A file of the chat by its hash, or null when no message of this chat carries it. */
export const chatAttachment = async (db: Db, orderId: string, sha256: string) =>
  (await db.selectFrom('order_chat_attachments').select(['sha256', 'size', 'name']).where('order_id', '=', orderId).where('sha256', '=', sha256).executeTakeFirst()) ?? null;
