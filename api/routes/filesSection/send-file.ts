import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../../../events/problem.js';
import { logDownload } from '../../../tables/fileDownloads/queries.js';
import { HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { openStoredFile } from '../../services/files/open.js';

export const FILE_NOT_FOUND = problem('FILES_SECTION_FILE_NOT_FOUND', 'This file was not found');

/** A name safe inside Content-Disposition (the original's letters, digits, dots, dashes). */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'file.bin';

/** Streams one stored file, logged first (under the order or pre-order it belongs to), its SHA-256 as a header. */
export const sendStoredFile = async (
  app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, ownerId: string, file: { sha256: string; size: number; name: string },
) => {
  const stream = await openStoredFile(app, file.sha256);
  if (!stream) throw new HttpError(404, FILE_NOT_FOUND);
  await logDownload(app.db, { orderId: ownerId, sha256: file.sha256, userId: currentUser(request).id, ip: request.ip });
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', `attachment; filename="${safeName(file.name)}"`)
    .header('X-Content-SHA256', file.sha256)
    .header('Cache-Control', 'private, no-store')
    .send(stream);
};
