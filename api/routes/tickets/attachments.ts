import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TICKET_FILE_NOT_FOUND } from '../../../events/tickets/errors.js';
import { ticketAttachment } from '../../../projections/tickets/queries.js';
import { HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { sendStoredFile } from '../files/download.js';
import { readableTicket, TICKET_OPENERS, TICKET_STAFF } from './access.js';
import { TicketFileParams } from './schemas.js';

// A file of a ticket, for those who may read the ticket, only when a message of it carries the hash.

export const ticketAttachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/support/:id/attachments/:sha256', {
    schema: { tags: ['support'], params: TicketFileParams },
    config: { roles: [...TICKET_STAFF, ...TICKET_OPENERS] },
  }, async (request, reply) => {
    const ticket = await readableTicket(app, currentUser(request), request.params.id);
    const file = await ticketAttachment(app.db, ticket.id, request.params.sha256);
    if (!file) throw new HttpError(404, TICKET_FILE_NOT_FOUND);
    return sendStoredFile(app, reply, file, TICKET_FILE_NOT_FOUND);
  });
};
