import type { Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { ORDER_CHAT_EVENT_TYPES, type OrderChatEvent } from '../../events/orderChat/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import { unreachable } from '../../events/unreachable.js';

// Folds the order chats: messages, their files, each chat's message count and each user's read
// marker (a post moves its author's marker, as the decider does). Reads only its own events.

const isOrderChatEvent = eventOfTypes<OrderChatEvent>(ORDER_CHAT_EVENT_TYPES);

/** Moves the marker forward only: a late or repeated read never moves it back. */
const markRead = (trx: Transaction<Database>, r: { orderId: string; userId: string; seq: number; messageId: string; at: string }) =>
  trx.insertInto('order_chat_reads')
    .values({ order_id: r.orderId, user_id: r.userId, last_read_seq: r.seq, last_read_message_id: r.messageId, read_at: new Date(r.at) })
    .onConflict((oc) => oc.columns(['order_id', 'user_id']).doUpdateSet((eb) => ({
      last_read_seq: eb.ref('excluded.last_read_seq'), last_read_message_id: eb.ref('excluded.last_read_message_id'), read_at: eb.ref('excluded.read_at'),
    })).where('order_chat_reads.last_read_seq', '<', (eb) => eb.ref('excluded.last_read_seq')))
    .execute();

const fold = async (trx: Transaction<Database>, event: OrderChatEvent) => {
  switch (event.type) {
    case 'OrderChatMessagePosted': {
      const m = event.data;
      const at = new Date(m.at);
      const inserted = await trx.insertInto('order_chat_messages').values({
        message_id: m.messageId, order_id: m.orderId, seq: m.seq, author_id: m.authorId, author_sub_user_id: m.subUserId ?? null, author_role: m.authorRole, text: m.text, attachments: JSON.stringify(m.attachments), created_at: at,
      }).onConflict((oc) => oc.column('message_id').doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      if (m.attachments.length) {
        await trx.insertInto('order_chat_attachments')
          .values(m.attachments.map((a) => ({ order_id: m.orderId, sha256: a.sha256, message_id: m.messageId, size: a.size, name: a.name })))
          .onConflict((oc) => oc.columns(['order_id', 'sha256']).doNothing()).execute();
      }
      await trx.insertInto('order_chat_threads').values({ order_id: m.orderId, last_seq: m.seq, last_message_id: m.messageId, last_message_at: at })
        .onConflict((oc) => oc.column('order_id').doUpdateSet({ last_seq: m.seq, last_message_id: m.messageId, last_message_at: at })).execute();
      return void (await markRead(trx, { orderId: m.orderId, userId: m.authorId, seq: m.seq, messageId: m.messageId, at: m.at }));
    }
    case 'OrderChatRead': {
      const r = event.data;
      return void (await markRead(trx, { orderId: r.orderId, userId: r.userId, seq: r.upToSeq, messageId: r.upToMessageId, at: r.at }));
    }
    default:
      return unreachable('order chat event', event);
  }
};

export const orderChatProjection: Projection = {
  name: 'order_chat',
  handles: ORDER_CHAT_EVENT_TYPES,
  tables: ['order_chat_messages', 'order_chat_attachments', 'order_chat_threads', 'order_chat_reads'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isOrderChatEvent(event)) await fold(trx, event);
  },
};
