import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CONTENT_PAGE_NOT_FOUND, contentPageDecider } from '../../../events/contentPages/decide.js';
import { CONTENT_PAGE_EVENT_TYPES, CONTENT_PAGE_SLUGS, contentPageStream, isContentPageSlug, type ContentPageSlug } from '../../../events/contentPages/pages.js';
import { allContentPages, findContentPage } from '../../../projections/contentPages/queries.js';
import type { Role } from '../../../tables/users/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { actingId, currentUser } from '../../plugins/auth.js';
import { runContentCommand } from '../../services/content-commands.js';
import { ContentPage, ContentPageList, SlugParams, toContentPage, UpdateBody } from './schemas.js';

// The public side's pages (spec section 1: repairs, parts, chiptuning... about), issue 14: anyone
// reads them without signing in, the Admin writes them. The list is the spec's, in its order.

const WRITERS: readonly Role[] = ['Admin'];
const ANSWERS = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

const slugOf = (slug: string): ContentPageSlug => {
  if (!isContentPageSlug(slug)) throw new HttpError(404, CONTENT_PAGE_NOT_FOUND);
  return slug;
};

const everyPage = async (app: FastifyInstance) => {
  const rows = new Map((await allContentPages(app.db)).map((row) => [row.slug, row]));
  return CONTENT_PAGE_SLUGS.map((slug) => toContentPage(slug, rows.get(slug)));
};
const onePage = async (app: FastifyInstance, slug: string) => {
  const known = slugOf(slug);
  return toContentPage(known, await findContentPage(app.db, known));
};

/** No sign-in: the public menu (pages with a title) and one page. */
export const publicContentPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/pages', { schema: { tags: ['content-pages'], security: [], response: { 200: ContentPageList } } },
    async () => (await everyPage(app)).filter((page) => page.titleEn || page.titleEs));
  app.get('/public/pages/:slug', { schema: { tags: ['content-pages'], security: [], params: SlugParams, response: { 200: ContentPage, 404: ErrorSchema } } },
    async (request) => onePage(app, request.params.slug));
};

/** The Admin's screens: every page of the list, written or not. */
export const contentPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/content-pages', { schema: { tags: ['content-pages'], response: { 200: ContentPageList, 403: ErrorSchema } }, config: { roles: WRITERS } },
    async (_request, reply) => {
      const pages = await everyPage(app);
      reply.header('Content-Range', `content-pages 0-${pages.length - 1}/${pages.length}`);
      return pages;
    });

  app.get('/content-pages/:slug', { schema: { tags: ['content-pages'], params: SlugParams, response: { 200: ContentPage, ...ANSWERS } }, config: { roles: WRITERS } },
    async (request) => onePage(app, request.params.slug));

  app.put('/content-pages/:slug', { schema: { tags: ['content-pages'], params: SlugParams, body: UpdateBody, response: { 200: ContentPage, ...ANSWERS } }, config: { roles: WRITERS } },
    async (request) => {
      const slug = slugOf(request.params.slug);
      const b = request.body;
      await runContentCommand(app, contentPageStream(slug), contentPageDecider, {
        type: 'EditContentPage', slug, eventId: randomUUID(), actorId: actingId(currentUser(request)), at: app.now().toISOString(),
        changes: { title: { en: b.titleEn, es: b.titleEs }, body: { en: b.bodyEn, es: b.bodyEs } },
      }, CONTENT_PAGE_EVENT_TYPES);
      return onePage(app, slug);
    });
};
