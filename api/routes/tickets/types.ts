import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TICKET_CATEGORY_NOT_FOUND, TICKET_STATUS_NOT_FOUND, TICKET_TYPE_NAME_TAKEN } from '../../../events/tickets/errors.js';
import {
  createTicketCategory, createTicketStatus, findTicketCategory, findTicketStatus, listTicketCategories, listTicketStatuses, updateTicketCategory, updateTicketStatus,
} from '../../../tables/ticketTypes/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { TICKET_OPENERS, TICKET_STAFF } from './access.js';
import { Category, CategoryInput, Status, StatusInput, toCategory, toStatus, TypeParams } from './schemas.js';

// The ticket category and status types (spec section 7: support-category, support-status): read
// by everyone who uses tickets, managed by the Admin. A few rows: answered whole, with Content-Range.

const READERS = { roles: [...TICKET_STAFF, ...TICKET_OPENERS] };
const ADMIN = { roles: ['Admin' as const] };
const Responses = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** The unique name refused as a 409 naming the field. */
const named = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, TICKET_TYPE_NAME_TAKEN, { field: 'name' });
    throw error;
  }
};

export const ticketTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/support-category', { schema: { tags: ['support'], response: { 200: Type.Array(Category) } }, config: READERS }, async (_request, reply) => {
    const rows = await listTicketCategories(app.db);
    reply.header('Content-Range', `support-category 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return rows.map(toCategory);
  });
  app.get('/support-category/:id', { schema: { tags: ['support'], params: TypeParams, response: { 200: Category, 404: ErrorSchema } }, config: READERS }, async (request) => {
    const row = await findTicketCategory(app.db, request.params.id);
    if (!row) throw new HttpError(404, TICKET_CATEGORY_NOT_FOUND);
    return toCategory(row);
  });
  app.post('/support-category', { schema: { tags: ['support'], body: CategoryInput, response: { 201: Category, ...Responses } }, config: ADMIN }, async (request, reply) => {
    const row = await named(() => createTicketCategory(app.db, currentUser(request).id, randomUUID(), { name: request.body.name.trim(), menu_group: request.body.menuGroup }, app.now()));
    return reply.code(201).send(toCategory(row));
  });
  app.put('/support-category/:id', { schema: { tags: ['support'], params: TypeParams, body: CategoryInput, response: { 200: Category, ...Responses } }, config: ADMIN }, async (request) => {
    const row = await named(() => updateTicketCategory(app.db, currentUser(request).id, request.params.id, { name: request.body.name.trim(), menu_group: request.body.menuGroup }, app.now()));
    if (!row) throw new HttpError(404, TICKET_CATEGORY_NOT_FOUND);
    return toCategory(row);
  });

  app.get('/support-status', { schema: { tags: ['support'], response: { 200: Type.Array(Status) } }, config: READERS }, async (_request, reply) => {
    const rows = await listTicketStatuses(app.db);
    reply.header('Content-Range', `support-status 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return rows.map(toStatus);
  });
  app.get('/support-status/:id', { schema: { tags: ['support'], params: TypeParams, response: { 200: Status, 404: ErrorSchema } }, config: READERS }, async (request) => {
    const row = await findTicketStatus(app.db, request.params.id);
    if (!row) throw new HttpError(404, TICKET_STATUS_NOT_FOUND);
    return toStatus(row);
  });
  app.post('/support-status', { schema: { tags: ['support'], body: StatusInput, response: { 201: Status, ...Responses } }, config: ADMIN }, async (request, reply) => {
    const row = await named(() => createTicketStatus(app.db, currentUser(request).id, randomUUID(), { name: request.body.name.trim(), position: request.body.position ?? 0 }, app.now()));
    return reply.code(201).send(toStatus(row));
  });
  app.put('/support-status/:id', { schema: { tags: ['support'], params: TypeParams, body: StatusInput, response: { 200: Status, ...Responses } }, config: ADMIN }, async (request) => {
    const row = await named(() => updateTicketStatus(app.db, currentUser(request).id, request.params.id, { name: request.body.name.trim(), position: request.body.position ?? 0 }, app.now()));
    if (!row) throw new HttpError(404, TICKET_STATUS_NOT_FOUND);
    return toStatus(row);
  });
};
