import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import { FAQ_ENTRY_NOT_FOUND, faqDecider, type FaqCommand } from '../../../events/faq/decide.js';
import { FAQ_EVENT_TYPES, faqStream } from '../../../events/faq/events.js';
import { findFaqEntry, listFaq, type FaqSort } from '../../../projections/faq/queries.js';
import type { Role } from '../../../tables/users/table.js';
import { ErrorSchema, foundOr404 } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList, textFilter } from '../../http/simple-rest.js';
import { actingId, currentUser } from '../../plugins/auth.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runContentCommand } from '../../services/content-commands.js';
import { CreateBody, FaqEntry, FaqParams, toFaqEntry, UpdateBody } from './schemas.js';

// FAQ (issue 14, spec section 2: the public /faq). Anyone reads and searches it without signing
// in; the Admin writes it. One list query serves both: grouped by default, `filter.q` searches
// groups, questions and answers in both languages.

const WRITERS: readonly Role[] = ['Admin'];
const ANSWERS = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const SORT = { group: 'group', position: 'position', updatedAt: 'updated_at' } as const satisfies Record<string, FaqSort>;
const listSchema = { tags: ['faq'], querystring: ListQuery, response: { 200: Type.Array(FaqEntry), 400: ErrorSchema } };

const sendFaq = async (app: FastifyInstance, query: ListQuery, reply: FastifyReply) => {
  const params = parseColumnListQuery(query, SORT, 'group', 'ASC');
  const { rows, total } = await listFaq(app.db, { q: textFilter(params.filter.q) }, params);
  return sendList(reply, 'faq', params, rows.map(toFaqEntry), total);
};

/** GET /public/faq: no sign-in (spec section 2 lists /faq among the public routes). */
export const publicFaqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/faq', { schema: { ...listSchema, security: [] } }, async (request, reply) => sendFaq(app, request.query, reply));
};

/** The Admin's FAQ screens. */
export const faqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (id: string) => toFaqEntry(foundOr404(await findFaqEntry(app.db, id), FAQ_ENTRY_NOT_FOUND));
  const command = (id: string, cmd: FaqCommand) => runContentCommand(app, faqStream(id), faqDecider, cmd, FAQ_EVENT_TYPES);
  const meta = (request: FastifyRequest) => ({ eventId: randomUUID(), actorId: actingId(currentUser(request)), at: app.now().toISOString() });

  app.get('/faq', { schema: listSchema, config: { roles: WRITERS } }, async (request, reply) => sendFaq(app, request.query, reply));

  app.get('/faq/:id', { schema: { tags: ['faq'], params: FaqParams, response: { 200: FaqEntry, ...ANSWERS } }, config: { roles: WRITERS } },
    async (request) => answer(request.params.id));

  app.post('/faq', { schema: { tags: ['faq'], body: CreateBody, response: { 201: FaqEntry, ...ANSWERS } }, config: { roles: WRITERS } }, async (request, reply) => {
    const entryId = randomUUID();
    const b = request.body;
    await command(entryId, {
      type: 'AddFaqEntry', entryId, ...meta(request), position: b.position ?? 0,
      group: { en: b.groupEn ?? '', es: b.groupEs ?? '' }, question: { en: b.questionEn ?? '', es: b.questionEs ?? '' }, answer: { en: b.answerEn ?? '', es: b.answerEs ?? '' },
    });
    return reply.code(201).send(await answer(entryId));
  });

  app.put('/faq/:id', { schema: { tags: ['faq'], params: FaqParams, body: UpdateBody, response: { 200: FaqEntry, ...ANSWERS } }, config: { roles: WRITERS } },
    async (request) => {
      const { id } = request.params;
      const b = request.body;
      await command(id, {
        type: 'EditFaqEntry', entryId: id, ...meta(request),
        changes: { group: { en: b.groupEn, es: b.groupEs }, question: { en: b.questionEn, es: b.questionEs }, answer: { en: b.answerEn, es: b.answerEs }, position: b.position },
      });
      return answer(id);
    });

  app.delete('/faq/:id', { schema: { tags: ['faq'], params: FaqParams, response: { 200: FaqEntry, ...ANSWERS } }, config: { roles: WRITERS } },
    async (request) => {
      const { id } = request.params;
      const before = await answer(id);
      await command(id, { type: 'RemoveFaqEntry', entryId: id, ...meta(request) });
      return before;
    });
};
