import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import { ORDER_CHAT_EVENT_TYPES, type OrderChatEvent } from '../../events/orderChat/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';
import { writeRows } from '../runner/batch-writes.js';
import { unreachable } from '../../events/unreachable.js';
import type { OrderChatAttachmentsTable, OrderChatMessagesTable, OrderChatReadsTable, OrderChatThreadsTable } from './table.js';

// Folds the order chats: messages, their files, each chat's message count and each user's read
// marker (a post moves its author's marker, as the decider does). Reads only its own events. A
// batch is folded in memory and written with one statement per table: a message already stored
// is skipped with all it moves, a thread takes the batch's last message, a marker only moves forward.

const isOrderChatEvent = eventOfTypes<OrderChatEvent>(ORDER_CHAT_EVENT_TYPES);

type Read = Insertable<OrderChatReadsTable>;

class ChatBatch {
  readonly messages: Insertable<OrderChatMessagesTable>[] = [];
  readonly attachments = new Map<string, Insertable<OrderChatAttachmentsTable>>();
  readonly threads = new Map<string, Insertable<OrderChatThreadsTable>>();
  readonly reads = new Map<string, Read>();

  constructor(private readonly stored: Set<string>) {}

  /** False for a message stored before (a repeated post moves nothing). */
  post(message: Insertable<OrderChatMessagesTable>) {
    if (this.stored.has(message.message_id)) return false;
    this.stored.add(message.message_id);
    this.messages.push(message);
    return true;
  }

  /** The first of the files of one hash keeps it (ON CONFLICT DO NOTHING). */
  attach(row: Insertable<OrderChatAttachmentsTable>) {
    const key = JSON.stringify([row.order_id, row.sha256]);
    if (!this.attachments.has(key)) this.attachments.set(key, row);
  }

  /** Moves the marker forward only: a late or repeated read never moves it back. */
  markRead(read: Read) {
    const key = JSON.stringify([read.order_id, read.user_id]);
    const known = this.reads.get(key);
    if (!known || known.last_read_seq < read.last_read_seq) this.reads.set(key, read);
  }
}

const fold = (b: ChatBatch, event: OrderChatEvent) => {
  switch (event.type) {
    case 'OrderChatMessagePosted': {
      const m = event.data;
      const at = new Date(m.at);
      const posted = b.post({
        message_id: m.messageId, order_id: m.orderId, seq: m.seq, author_id: m.authorId, author_sub_user_id: m.subUserId ?? null, author_role: m.authorRole, text: m.text, attachments: JSON.stringify(m.attachments), created_at: at,
      });
      if (!posted) return;
      for (const a of m.attachments) b.attach({ order_id: m.orderId, sha256: a.sha256, message_id: m.messageId, size: a.size, name: a.name });
      b.threads.set(m.orderId, { order_id: m.orderId, last_seq: m.seq, last_message_id: m.messageId, last_message_at: at });
      return b.markRead({ order_id: m.orderId, user_id: m.authorId, last_read_seq: m.seq, last_read_message_id: m.messageId, read_at: at });
    }
    case 'OrderChatRead': {
      const r = event.data;
      return b.markRead({ order_id: r.orderId, user_id: r.userId, last_read_seq: r.upToSeq, last_read_message_id: r.upToMessageId, read_at: new Date(r.at) });
    }
    default:
      return unreachable('order chat event', event);
  }
};

const foldBatch = async (trx: Transaction<Database>, events: RecordedEvent[]) => {
  const chatEvents = events.filter(isOrderChatEvent);
  const ids = chatEvents.flatMap((e) => (e.type === 'OrderChatMessagePosted' ? [e.data.messageId] : []));
  const stored = ids.length ? await trx.selectFrom('order_chat_messages').select('message_id').where('message_id', 'in', ids).execute() : [];
  const b = new ChatBatch(new Set(stored.map((s) => s.message_id)));
  for (const event of chatEvents) fold(b, event);
  if (b.messages.length) await trx.insertInto('order_chat_messages').values(b.messages).execute();
  await writeRows(trx, 'order_chat_attachments', [...b.attachments.values()], { key: ['order_id', 'sha256'] });
  await writeRows(trx, 'order_chat_threads', [...b.threads.values()], { key: ['order_id'], update: ['last_seq', 'last_message_id', 'last_message_at'] });
  await writeRows(trx, 'order_chat_reads', [...b.reads.values()], {
    key: ['order_id', 'user_id'], update: ['last_read_seq', 'last_read_message_id', 'read_at'], updateIf: sql<boolean>`order_chat_reads.last_read_seq < EXCLUDED.last_read_seq`,
  });
};

export const orderChatProjection: Projection = {
  name: 'order_chat',
  handles: ORDER_CHAT_EVENT_TYPES,
  tables: ['order_chat_messages', 'order_chat_attachments', 'order_chat_threads', 'order_chat_reads'],
  evolve: (trx, event) => foldBatch(trx, [event]),
  evolveBatch: foldBatch,
};
