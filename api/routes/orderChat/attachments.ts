import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problem } from '../../../events/problem.js';
import { chatAttachment } from '../../../projections/orderChat/queries.js';
import { ROLES } from '../../../tables/users/table.js';
import { HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile } from '../files/download.js';
import { chatOrderFor } from './access.js';
import { AttachmentParams } from './schemas.js';

// A file of an order's chat, for those who may read the chat, only when a message of that chat
// carries the hash; logged in file_downloads before the bytes go out, as the order's own files are.

export const CHAT_FILE_NOT_FOUND = problem('CHAT_FILE_NOT_FOUND', 'This chat has no such file');

export const chatAttachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/order-chat/:orderId/attachments/:sha256', {
    schema: { tags: ['order-chat'], params: AttachmentParams },
    config: { roles: ROLES },
  }, async (request, reply) => {
    const user = currentUser(request);
    const order = await chatOrderFor(app.db, user, request.params.orderId);
    const file = await chatAttachment(app.db, order.id, request.params.sha256);
    if (!file) throw new HttpError(404, CHAT_FILE_NOT_FOUND);
    return sendStoredFile(app, reply, file, CHAT_FILE_NOT_FOUND, { orderId: order.id, userId: user.id, ip: request.ip });
  });
};
