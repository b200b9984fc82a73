import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { handleCommand } from '../../../events/command/handle-command.js';
import { contactDecider } from '../../../events/contact/decide.js';
import { CONTACT_NOT_FOUND, TOO_MANY_CONTACT_REQUESTS } from '../../../events/contact/errors.js';
import { CONTACT_EVENT_TYPES, contactStream } from '../../../events/contact/events.js';
import { CONTACT_REQUESTS_PER_MINUTE } from '../../../events/contact/limits.js';
import type { GlobalPosition } from '../../../events/store/port.js';
import { findContactRequest, listContactRequests, type ContactSort } from '../../../projections/contact/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList } from '../../http/simple-rest.js';
import { requestsPerMinute } from '../../http/rate-limit.js';
import { currentUser } from '../../plugins/auth.js';
import { commandEventIdOf } from '../softwareOrders/access.js';
import { ContactBody, ContactParams, CONTACT_RECEIVED, ContactReceived, ContactRequest, toContactRequest } from './schemas.js';

// Contact (issue 14; spec sections 2 and 6: contact is Admin only): a public form, no sign-in,
// rate-limited per address like the other public forms; an Admin reads the requests and marks them handled.

const ADMIN = { roles: ['Admin' as const] };
const SORT = { createdAt: 'created_at', handledAt: 'handled_at', name: 'name', email: 'email' } as const satisfies Record<string, ContactSort>;

const rateLimit = requestsPerMinute(CONTACT_REQUESTS_PER_MINUTE, TOO_MANY_CONTACT_REQUESTS);

const booleanFilter = (value: unknown) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/** The public form's one route: registered with the public routes (no token). */
export const publicContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/contact', {
    schema: { tags: ['contact'], security: [], body: ContactBody, response: { 201: ContactReceived, 400: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit },
  }, async (request, reply) => {
    const requestId = randomUUID();
    const { name, email, phone, subject, message } = request.body;
    const result = await handleCommand(app.store, contactStream(requestId), contactDecider, {
      type: 'SendContactRequest', requestId, eventId: randomUUID(), at: app.now().toISOString(), name, email, phone: phone ?? null, subject: subject ?? null, message,
    });
    await waitForContact(app, result.position);
    return reply.code(201).send({ message: CONTACT_RECEIVED });
  });
};

const waitForContact = async (app: Parameters<FastifyPluginAsyncTypebox>[0], position: GlobalPosition | null) => {
  if (position && !(await app.runner.waitFor(position, undefined, CONTACT_EVENT_TYPES))) app.log.warn('contact read model did not reach the request in time');
};

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (id: string) => {
    const row = await findContactRequest(app.db, id);
    if (!row) throw new HttpError(404, CONTACT_NOT_FOUND);
    return toContactRequest(row);
  };

  app.get('/contact', {
    schema: { tags: ['contact'], querystring: ListQuery, response: { 200: Type.Array(ContactRequest), 400: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT, 'createdAt', 'DESC');
    const { rows, total } = await listContactRequests(app.db, { handled: booleanFilter(params.filter.handled) }, params);
    return sendList(reply, 'contact', params, rows.map(toContactRequest), total);
  });

  app.get('/contact/:id', {
    schema: { tags: ['contact'], params: ContactParams, response: { 200: ContactRequest, 404: ErrorSchema } },
    config: ADMIN,
  }, async (request) => answer(request.params.id));

  app.post('/contact/:id/handled', {
    schema: { tags: ['contact'], params: ContactParams, response: { 200: ContactRequest, 404: ErrorSchema, 409: ErrorSchema } },
    config: ADMIN,
  }, async (request) => {
    const user = currentUser(request);
    const row = await answer(request.params.id);
    const result = await handleCommand(app.store, contactStream(row.id), contactDecider, {
      type: 'MarkContactHandled', requestId: row.id, eventId: commandEventIdOf(request, user.id, `contact-handled:${row.id}`), at: app.now().toISOString(), by: user.id,
    });
    await waitForContact(app, result.position);
    return answer(row.id);
  });
};
