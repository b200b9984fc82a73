import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { handleCommand } from '../../../events/command/handle-command.js';
import type { OrderChatAttachment } from '../../../events/orderChat/events.js';
import { CHAT_MESSAGE_NOT_FOUND } from '../../../events/orderChat/errors.js';
import { orderChatDecider } from '../../../events/orderChat/decide.js';
import { ORDER_CHAT_EVENT_TYPES, orderChatStream } from '../../../events/orderChat/events.js';
import type { GlobalPosition } from '../../../events/store/port.js';
import { chatPage, chatReadState, findChatMessage, messageSeq } from '../../../projections/orderChat/queries.js';
import { findUpload } from '../../../tables/files/queries.js';
import { ROLES } from '../../../tables/users/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { currentUser, subUserOf } from '../../plugins/auth.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { UPLOAD_NOT_FOUND } from '../softwareOrders/uploads.js';
import { chatOrderFor, chatRecipients, chatRoleOf } from './access.js';
import { chatAttachmentRoutes } from './attachments.js';
import { ChatMessage, ChatPage, OrderParams, PageQuery, PostBody, ReadBody, ReadState, toChatMessage } from './schemas.js';

// The chat on each software order (issue 10): read a page, post (text and files uploaded first
// through /api/files/upload, named by their upload ids), mark read. Who may: access.ts; the live
// push to the others: live.ts from the live reactor.

/** Every role reaches the route; access.ts decides per order (a 404 for an order one may not read). */
const CHAT_ROLES = { roles: ROLES };
const DEFAULT_PAGE = 30;

/** The files of the caller's own uploads, by hash (never bytes). */
export const attachmentsOf = async (app: FastifyInstance, userId: string, uploadIds: readonly string[]): Promise<OrderChatAttachment[]> =>
  Promise.all(uploadIds.map(async (id) => {
    const upload = await findUpload(app.db, id, userId);
    if (!upload) throw new HttpError(404, UPLOAD_NOT_FOUND);
    return { sha256: upload.sha256, size: Number(upload.size), name: upload.name };
  }));

export const orderChatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(chatAttachmentRoutes);
  const waitForChat = async (position: GlobalPosition | null) => {
    if (position && !(await app.runner.waitFor(position, undefined, ORDER_CHAT_EVENT_TYPES))) app.log.warn('order chat read model did not reach the message in time');
  };

  app.get('/order-chat/:orderId', {
    schema: { tags: ['order-chat'], params: OrderParams, querystring: PageQuery, response: { 200: ChatPage, 404: ErrorSchema } },
    config: CHAT_ROLES,
  }, async (request) => {
    const user = currentUser(request);
    const order = await chatOrderFor(app.db, user, request.params.orderId);
    const { before } = request.query;
    const limit = Number(request.query.limit ?? DEFAULT_PAGE);
    const beforeSeq = before ? await messageSeq(app.db, order.id, before) : null;
    if (before && beforeSeq === null) throw new HttpError(404, CHAT_MESSAGE_NOT_FOUND);
    const [page, read] = await Promise.all([chatPage(app.db, order.id, { beforeSeq, limit }), chatReadState(app.db, order.id, user.id)]);
    return { orderId: order.id, ...read, messages: page.messages.map(toChatMessage), hasMore: page.hasMore };
  });

  app.post('/order-chat/:orderId', {
    schema: { tags: ['order-chat'], params: OrderParams, body: PostBody, response: { 201: ChatMessage, 400: ErrorSchema, 404: ErrorSchema } },
    config: CHAT_ROLES,
  }, async (request, reply) => {
    const user = currentUser(request);
    const order = await chatOrderFor(app.db, user, request.params.orderId);
    return idempotent<unknown>(app, request, reply, user.id, async (idempotency) => {
      const messageId = idempotency.scopedKey ? deterministicUuid(`order-chat-message:${order.id}:${idempotency.scopedKey}`) : randomUUID();
      const [attachments, recipients] = await Promise.all([attachmentsOf(app, user.id, request.body.uploadIds ?? []), chatRecipients(app.db, order)]);
      const posted = await handleCommand(app.store, orderChatStream(order.id), orderChatDecider, {
        type: 'PostOrderChatMessage', orderId: order.id, eventId: messageId, at: app.now().toISOString(),
        authorId: user.id, ...subUserOf(user), authorRole: chatRoleOf(user, order), text: request.body.text ?? '', attachments, recipients,
      });
      await waitForChat(posted.position);
      const message = await findChatMessage(app.db, order.id, messageId);
      if (!message) throw new Error('the posted chat message is not in the read model');
      return { status: 201, body: toChatMessage(message) };
    });
  });

  app.post('/order-chat/:orderId/read', {
    schema: { tags: ['order-chat'], params: OrderParams, body: ReadBody, response: { 200: ReadState, 404: ErrorSchema } },
    config: CHAT_ROLES,
  }, async (request) => {
    const user = currentUser(request);
    const order = await chatOrderFor(app.db, user, request.params.orderId);
    const marked = await handleCommand(app.store, orderChatStream(order.id), orderChatDecider, {
      type: 'MarkOrderChatRead', orderId: order.id, eventId: randomUUID(), at: app.now().toISOString(), userId: user.id, upToMessageId: request.body.upTo ?? null,
    });
    await waitForChat(marked.position);
    return { orderId: order.id, ...(await chatReadState(app.db, order.id, user.id)) };
  });
};
