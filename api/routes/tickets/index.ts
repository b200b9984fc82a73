import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { handleCommand } from '../../../events/command/handle-command.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import type { TicketCommand } from '../../../events/tickets/commands.js';
import { ticketDecider } from '../../../events/tickets/decide.js';
import { TICKET_CATEGORY_NOT_FOUND, TICKET_NOT_FOUND, TICKET_STATUS_NOT_FOUND } from '../../../events/tickets/errors.js';
import { TICKET_EVENT_TYPES, ticketStream } from '../../../events/tickets/events.js';
import type { GlobalPosition } from '../../../events/store/port.js';
import { listTickets, ticketMessages, ticketTimeline, TICKET_SORTABLE, unassignedTicketCount, type TicketSort } from '../../../projections/tickets/queries.js';
import { accountChain } from '../../../tables/pricePolicy/queries.js';
import { findTicketCategory, findTicketStatus } from '../../../tables/ticketTypes/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import { NoQuery } from '../../http/no-query.js';
import { idFilter, ListQuery, numberFilter, parseColumnListQuery, sendList, textFilter, uuidsFilter } from '../../http/simple-rest.js';
import { actingId, currentUser, subUserOf, type AuthUser } from '../../plugins/auth.js';
import { attachmentsOf } from '../orderChat/index.js';
import { commandEventIdOf, readableOrder } from '../softwareOrders/access.js';
import { authorRoleOf, isTicketStaff, readableTicket, TICKET_OPENERS, TICKET_STAFF } from './access.js';
import { ticketAttachmentRoutes } from './attachments.js';
import {
  CategoryBody, MessageBody, OpenBody, StatusBody, Ticket, TicketParams, TicketView, toTicket, toTicketMessage, toTimelineEntry,
} from './schemas.js';
import { ticketTypeRoutes } from './types.js';

// Support tickets (issue 11, spec sections 2, 3, 6, 7): the list, one ticket with its conversation
// and timeline, and the commands of its life. Who may read a ticket: access.ts (404 otherwise).

const READERS = { roles: [...TICKET_STAFF, ...TICKET_OPENERS] };
const STAFF = { roles: TICKET_STAFF };
const SORT = {
  number: 'number', createdAt: 'created_at', updatedAt: 'updated_at', lastMessageAt: 'last_message_at', status: 'status', title: 'title', categoryId: 'category_id',
} as const satisfies Record<string, TicketSort>;
const Responses = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

const booleanFilter = (value: unknown) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

const fullNameOf = async (app: FastifyInstance, userId: string) => {
  const row = await app.db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
  return `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email;
};

export const ticketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(ticketTypeRoutes);
  await app.register(ticketAttachmentRoutes);

  /** After a command: wait (bounded) until the read model shows it, then answer the ticket as it is. */
  const view = async (user: AuthUser, ticketId: string, position: GlobalPosition | null) => {
    if (position && !(await app.runner.waitFor(position, undefined, TICKET_EVENT_TYPES))) app.log.warn('tickets read model did not reach the ticket in time');
    const row = await readableTicket(app, user, ticketId);
    const [messages, timeline] = await Promise.all([ticketMessages(app.db, row.id), ticketTimeline(app.db, row.id)]);
    return { ...toTicket(row), messages: messages.map(toTicketMessage), timeline: timeline.map(toTimelineEntry) };
  };
  /** Runs a command on a ticket the caller may read and answers the ticket. */
  const run = async (user: AuthUser, ticketId: string, command: TicketCommand) => {
    const result = await handleCommand(app.store, ticketStream(ticketId), ticketDecider, command);
    return view(user, ticketId, result.position);
  };
  const checkCategory = async (id: string, field: string) => {
    if (!(await findTicketCategory(app.db, id))) throw new HttpError(400, TICKET_CATEGORY_NOT_FOUND, { field });
  };

  app.get('/support', {
    schema: { tags: ['support'], querystring: ListQuery, response: { 200: Type.Array(Ticket), 400: ErrorSchema } },
    config: READERS,
  }, async (request, reply) => {
    const user = currentUser(request);
    const params = parseColumnListQuery(request.query, SORT, 'createdAt', 'DESC');
    const f = params.filter;
    const { rows, total } = await listTickets(app.db, {
      status: textFilter(f.status), statusNot: textFilter(f.statusNot), categoryId: textFilter(f.categoryId), agentId: idFilter(f, 'agentId'), dealerId: idFilter(f, 'dealerId'),
      unassigned: booleanFilter(f.unassigned), ids: uuidsFilter(f.id), number: numberFilter(f, 'number'), visibleTo: isTicketStaff(user) ? undefined : user.id,
    }, params);
    return sendList(reply, 'support', params, rows.map(toTicket), total);
  });

  // The badge on the staff's Tickets entry: tickets nobody has taken yet (kept counts, not a count of rows).
  app.get('/support/counts', {
    schema: { tags: ['support'], querystring: NoQuery, response: { 200: Type.Object({ unassigned: Type.Integer({ minimum: 0 }) }), 400: ErrorSchema } },
    config: STAFF,
  }, async () => ({ unassigned: await unassignedTicketCount(app.db) }));

  app.get('/support/:id', {
    schema: { tags: ['support'], params: TicketParams, response: { 200: TicketView, 404: ErrorSchema } },
    config: READERS,
  }, async (request) => view(currentUser(request), request.params.id, null));

  app.post('/support', {
    schema: { tags: ['support'], body: OpenBody, response: { 201: TicketView, ...Responses } },
    config: { roles: TICKET_OPENERS },
  }, async (request, reply) => {
    const user = currentUser(request);
    const body = request.body;
    await checkCategory(body.categoryId, 'categoryId');
    // The linked order must be one the dealer may read (a 404 as for an unknown order otherwise).
    const orderId = body.orderId ? (await readableOrder(app, user, body.orderId)).id : null;
    return idempotent<unknown>(app, request, reply, user.id, async (idempotency) => {
      const ticketId = idempotency.scopedKey ? deterministicUuid(`ticket:${idempotency.scopedKey}`) : randomUUID();
      const [chain, attachments] = await Promise.all([accountChain(app.db, user.id), attachmentsOf(app, user.id, body.uploadIds ?? [])]);
      const opened = await handleCommand(app.store, ticketStream(ticketId), ticketDecider, {
        type: 'OpenTicket', ticketId, eventId: deterministicUuid(`ticket-opened:${ticketId}`), at: app.now().toISOString(),
        dealerId: user.id, dealerChain: chain.map((a) => a.id), categoryId: body.categoryId, title: body.title, message: body.message, attachments, orderId, openedBy: actingId(user),
      });
      return { status: 201, body: await view(user, ticketId, opened.position) };
    });
  });

  app.post('/support/:id/messages', {
    schema: { tags: ['support'], params: TicketParams, body: MessageBody, response: { 200: TicketView, ...Responses } },
    config: READERS,
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableTicket(app, user, request.params.id);
    const attachments = await attachmentsOf(app, user.id, request.body.uploadIds ?? []);
    return run(user, row.id, {
      type: 'PostTicketMessage', ticketId: row.id, eventId: commandEventIdOf(request, user.id, `ticket-message:${row.id}`), at: app.now().toISOString(),
      authorId: user.id, ...subUserOf(user), authorRole: authorRoleOf(user, row), text: request.body.text ?? '', attachments,
    });
  });

  app.post('/support/:id/assign-me', {
    schema: { tags: ['support'], params: TicketParams, response: { 200: TicketView, ...Responses } },
    config: STAFF,
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableTicket(app, user, request.params.id);
    return run(user, row.id, {
      type: 'AssignTicket', ticketId: row.id, eventId: commandEventIdOf(request, user.id, `ticket-assign:${row.id}`), at: app.now().toISOString(),
      agentId: user.id, ...subUserOf(user), agentName: await fullNameOf(app, user.id), by: actingId(user),
    });
  });

  app.post('/support/:id/status', {
    schema: { tags: ['support'], params: TicketParams, body: StatusBody, response: { 200: TicketView, ...Responses } },
    config: STAFF,
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableTicket(app, user, request.params.id);
    if (!(await findTicketStatus(app.db, request.body.status))) throw new HttpError(400, TICKET_STATUS_NOT_FOUND, { field: 'status' });
    return run(user, row.id, {
      type: 'ChangeTicketStatus', ticketId: row.id, eventId: commandEventIdOf(request, user.id, `ticket-status:${row.id}`), at: app.now().toISOString(), to: request.body.status, by: actingId(user),
    });
  });

  app.post('/support/:id/category', {
    schema: { tags: ['support'], params: TicketParams, body: CategoryBody, response: { 200: TicketView, ...Responses } },
    config: STAFF,
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableTicket(app, user, request.params.id);
    await checkCategory(request.body.categoryId, 'categoryId');
    return run(user, row.id, {
      type: 'ChangeTicketCategory', ticketId: row.id, eventId: commandEventIdOf(request, user.id, `ticket-category:${row.id}`), at: app.now().toISOString(), to: request.body.categoryId, by: actingId(user),
    });
  });

  app.delete('/support/:id', {
    schema: { tags: ['support'], params: TicketParams, response: { 200: Type.Object({ id: Type.String({ format: 'uuid' }) }), ...Responses } },
    config: STAFF,
  }, async (request) => {
    const user = currentUser(request);
    const row = await readableTicket(app, user, request.params.id);
    const deleted = await handleCommand(app.store, ticketStream(row.id), ticketDecider, {
      type: 'DeleteTicket', ticketId: row.id, eventId: commandEventIdOf(request, user.id, `ticket-delete:${row.id}`), at: app.now().toISOString(), by: actingId(user),
    });
    if (deleted.position && !(await app.runner.waitFor(deleted.position, undefined, TICKET_EVENT_TYPES))) app.log.warn('tickets read model did not reach the deletion in time');
    if (deleted.replayed && deleted.state.stage !== 'deleted') throw new HttpError(404, TICKET_NOT_FOUND);
    return { id: row.id };
  });
};
