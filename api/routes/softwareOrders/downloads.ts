import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { problem } from '../../../events/problem.js';
import { orderFile, orderReadHashes } from '../../../projections/softwareOrders/work-queries.js';
import { readableOrder } from './access.js';
import { ORDER_READING_ROLES } from './roles.js';
import { HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile } from '../files/download.js';
import { calibratorCopy, dealerCopy } from '../../services/encryption/order-file.js';

// Downloads of an order's files (original reads of every round, tuned versions): whoever may read
// the order (access.ts: its dealer chain, its calibrator or any while unassigned, staff); each download is logged
// before the bytes go out. The SHA-256 travels as a header so a dealer can check what it flashes.

export const ORDER_FILE_NOT_FOUND = problem('ORDER_FILE_NOT_FOUND', 'This order has no such file');

export const OrderFileParams = Type.Object({ id: Type.String({ format: 'uuid' }), sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

/**
 * The one download of a file of an order, whichever route names it (order-software/files, the files
 * section's files/download): the order's reader only (404 otherwise, as for an unknown order), and
 * the copy its role gets of a tool-encrypted order (a 202 while the encryption agent works on it).
 */
export const sendOrderFile = async (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, orderId: string, sha256: string) => {
  const user = currentUser(request);
  const order = await readableOrder(app, user, orderId);
  // An original read of any round, or a tuned version.
  const found = await orderFile(app.db, order.id, sha256);
  if (!found) throw new HttpError(404, ORDER_FILE_NOT_FOUND);
  const file = { sha256: found.sha256, size: Number(found.size), name: found.name };
  // Issue 10: a tool-encrypted read reaches a calibrator decrypted, and a tuned file of such an
  // order reaches the dealer encrypted again; a 202 while the agent works on it.
  const copy = found.kind === 'tuned'
    ? await dealerCopy(app, user, file, await orderReadHashes(app.db, order.id))
    : await calibratorCopy(app, user, file);
  if (copy.kind === 'pending') return reply.code(202).header('Retry-After', String(copy.retryAfterSeconds)).send(copy.body);
  return sendStoredFile(app, reply, { sha256: copy.sha256, size: copy.size, name: file.name }, ORDER_FILE_NOT_FOUND,
    { orderId: order.id, userId: user.id, ip: request.ip });
};

export const orderDownloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/order-software/files/:id/:sha256', {
    schema: { tags: ['order-software'], params: OrderFileParams },
    config: { roles: ORDER_READING_ROLES },
  }, async (request, reply) => sendOrderFile(app, request, reply, request.params.id, request.params.sha256));
};
