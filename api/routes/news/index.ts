import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { newsDecider, newsReadsDecider } from '../../../events/news/decide.js';
import { NEWS_NOT_FOUND } from '../../../events/news/errors.js';
import { NEWS_EVENT_TYPES, newsReadsStream, newsStream } from '../../../events/news/events.js';
import { findNews, listNews, unreadNews, type NewsSort } from '../../../projections/news/queries.js';
import { ROLES, type Role } from '../../../tables/users/table.js';
import { ErrorSchema, foundOr404 } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList, textFilter } from '../../http/simple-rest.js';
import { actingId, currentUser } from '../../plugins/auth.js';
import { runContentCommand } from '../../services/content-commands.js';
import { CreateBody, NewsItem, NewsParams, toNewsItem, Unread, UpdateBody } from './schemas.js';

// News (issue 14): the Admin writes, everyone signed in reads, newest first. Each reader has their
// own read markers (a sub-user its own, not its parent's), and the unread badge is a count the
// news projection keeps.

const READERS: readonly Role[] = ROLES;
const WRITERS: readonly Role[] = ['Admin'];
const ANSWERS = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const SORT = { publishedAt: 'published_at', updatedAt: 'updated_at' } as const satisfies Record<string, NewsSort>;
const booleanFilter = (value: unknown) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (readerId: string, id: string) => toNewsItem(foundOr404(await findNews(app.db, readerId, id), NEWS_NOT_FOUND));
  const command = (stream: string, cmd: Parameters<typeof newsDecider.decide>[0]) => runContentCommand(app, stream, newsDecider, cmd, NEWS_EVENT_TYPES);
  const meta = (request: Parameters<typeof currentUser>[0]) => ({ eventId: randomUUID(), actorId: actingId(currentUser(request)), at: app.now().toISOString() });

  app.get('/news', { schema: { tags: ['news'], querystring: ListQuery, response: { 200: Type.Array(NewsItem), 400: ErrorSchema } }, config: { roles: READERS } },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, SORT, 'publishedAt', 'DESC');
      const filter = { q: textFilter(params.filter.q), unread: booleanFilter(params.filter.unread) };
      const { rows, total } = await listNews(app.db, actingId(currentUser(request)), filter, params);
      return sendList(reply, 'news', params, rows.map(toNewsItem), total);
    });

  app.get('/news/unread-count', { schema: { tags: ['news'], response: { 200: Unread } }, config: { roles: READERS } },
    async (request) => ({ unread: await unreadNews(app.db, actingId(currentUser(request))) }));

  app.get('/news/:id', { schema: { tags: ['news'], params: NewsParams, response: { 200: NewsItem, ...ANSWERS } }, config: { roles: READERS } },
    async (request) => answer(actingId(currentUser(request)), request.params.id));

  // Opening an item marks it read; the marker's id derives from (reader, item), so a second open records nothing.
  app.post('/news/:id/read', { schema: { tags: ['news'], params: NewsParams, response: { 200: Unread, ...ANSWERS } }, config: { roles: READERS } },
    async (request) => {
      const readerId = actingId(currentUser(request));
      const { id } = request.params;
      foundOr404(await findNews(app.db, readerId, id), NEWS_NOT_FOUND);
      await runContentCommand(app, newsReadsStream(readerId), newsReadsDecider, {
        type: 'ReadNews', userId: readerId, newsId: id, eventId: deterministicUuid(`news-read:${readerId}:${id}`), at: app.now().toISOString(),
      }, NEWS_EVENT_TYPES);
      return { unread: await unreadNews(app.db, readerId) };
    });

  app.post('/news', { schema: { tags: ['news'], body: CreateBody, response: { 201: NewsItem, ...ANSWERS } }, config: { roles: WRITERS } }, async (request, reply) => {
    const newsId = randomUUID();
    const b = request.body;
    await command(newsStream(newsId), {
      type: 'PublishNews', newsId, ...meta(request), title: { en: b.titleEn ?? '', es: b.titleEs ?? '' }, body: { en: b.bodyEn ?? '', es: b.bodyEs ?? '' },
    });
    return reply.code(201).send(await answer(actingId(currentUser(request)), newsId));
  });

  app.put('/news/:id', { schema: { tags: ['news'], params: NewsParams, body: UpdateBody, response: { 200: NewsItem, ...ANSWERS } }, config: { roles: WRITERS } },
    async (request) => {
      const { id } = request.params;
      const b = request.body;
      await command(newsStream(id), { type: 'EditNews', newsId: id, ...meta(request), changes: { title: { en: b.titleEn, es: b.titleEs }, body: { en: b.bodyEn, es: b.bodyEs } } });
      return answer(actingId(currentUser(request)), id);
    });

  app.delete('/news/:id', { schema: { tags: ['news'], params: NewsParams, response: { 200: NewsItem, ...ANSWERS } }, config: { roles: WRITERS } },
    async (request) => {
      const { id } = request.params;
      const before = await answer(actingId(currentUser(request)), id);
      await command(newsStream(id), { type: 'DeleteNews', newsId: id, ...meta(request) });
      return before;
    });
};
