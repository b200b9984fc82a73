import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TICKET_FILE_NOT_FOUND } from '../../../events/tickets/errors.js';
import { ticketAttachment } from '../../../projections/tickets/queries.js';
import { HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { openStoredFile } from '../../services/files/open.js';
import { readableTicket, TICKET_OPENERS, TICKET_STAFF } from './access.js';
import { TicketFileParams } from './schemas.js';

// A file of a ticket, for those who may read the ticket, only when a message of it carries the hash.

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'file.bin';

export const ticketAttachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/support/:id/attachments/:sha256', {
    schema: { tags: ['support'], params: TicketFileParams },
    config: { roles: [...TICKET_STAFF, ...TICKET_OPENERS] },
  }, async (request, reply) => {
    const ticket = await readableTicket(app, currentUser(request), request.params.id);
    const file = await ticketAttachment(app.db, ticket.id, request.params.sha256);
    const stream = file ? await openStoredFile(app, file.sha256) : null;
    if (!file || !stream) throw new HttpError(404, TICKET_FILE_NOT_FOUND);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', `attachment; filename="${safeName(file.name)}"`)
      .header('X-Content-SHA256', file.sha256)
      .header('Cache-Control', 'private, no-store')
      .send(stream);
  });
};
