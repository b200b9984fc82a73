import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTIFICATION_TYPES, NOTIFICATIONS_EVENT_TYPES, notificationsStream, type NotificationsEvent } from '../../../events/notifications/events.js';
import { OLD_SORTABLE, readNotifications, unreadCounts, unreadNotifications } from '../../../projections/notifications/queries.js';
import { ROLES } from '../../../tables/users/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import {
  ClearBody, MarkedAnswer, Notification, NOTIFICATION_IDS_TOO_MANY, NOTIFICATION_VIEW_PATH_IDS_MAX, Prefs, UnreadAnswer, ViewBody, ViewParams,
} from './schemas.js';
import type { Static } from 'typebox';
import { toNotification } from './shape.js';

// The bell (issue 11, spec sections 2, 4, 7): the unread list, the old read ones, view and clear.
// Viewing and clearing are events of the user's own stream, folded by projections/notifications.
// Every role of the portal has a bell; sub-users (spec section 6, not yet in the portal) would hold
// none of these roles and be refused.

const BELL = { roles: ROLES };
const OK = 'OK';
/**
 * Viewing answers the counts after the change: the notifications projection runs in the background
 * and lags most when the server is busiest, so this waits longer than a command's read-your-writes.
 */
const MARKED_WAIT_MS = 10_000;

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answerCounts = async (userId: string) => ({ statusCode: 200 as const, message: OK, ...(await unreadCounts(app.db, userId)) });

  const record = async (event: NotificationsEvent) => {
    const appended = await app.store.appendToStream(notificationsStream(event.data.userId), [event]);
    if (!(await app.runner.waitFor(appended.position, MARKED_WAIT_MS, NOTIFICATIONS_EVENT_TYPES, { background: true }))) app.log.warn('notifications read model did not reach the change in time');
  };

  // Spec section 7 names it notifications/index; both paths answer the unread list.
  for (const url of ['/notifications', '/notifications/index']) {
    app.get(url, {
      schema: { tags: ['notifications'], response: { 200: UnreadAnswer } },
      config: BELL,
    }, async (request) => {
      const user = currentUser(request);
      const [rows, counts] = await Promise.all([unreadNotifications(app.db, user.id), unreadCounts(app.db, user.id)]);
      return { statusCode: 200 as const, message: OK, data: rows.map(toNotification), ...counts };
    });
  }

  app.get('/notifications/old', {
    schema: { tags: ['notifications'], querystring: ListQuery, response: { 200: { type: 'array', items: Notification }, 400: ErrorSchema } },
    config: BELL,
  }, async (request, reply) => {
    const user = currentUser(request);
    const params = parseListQuery(request.query, OLD_SORTABLE, 'readAt', 'DESC');
    const type = typeof params.filter.type === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(params.filter.type) ? params.filter.type : undefined;
    const { rows, total } = await readNotifications(app.db, user.id, { ...params, type });
    return sendList(reply, 'notifications', params, rows.map(toNotification), total);
  });

  app.post('/notifications/view', {
    schema: { tags: ['notifications'], body: ViewBody, response: { 200: MarkedAnswer, 400: ErrorSchema } },
    config: BELL,
  }, async (request) => {
    const user = currentUser(request);
    await record({ id: randomUUID(), type: 'NotificationsRead', data: { userId: user.id, ids: [...new Set(request.body.ids)], at: app.now().toISOString() } });
    return answerCounts(user.id);
  });

  // Spec section 7: GET notifications/view/{ids}, the ids comma-separated.
  app.get('/notifications/view/:ids', {
    schema: { tags: ['notifications'], params: ViewParams, response: { 200: MarkedAnswer, 400: ErrorSchema, 414: ErrorSchema } },
    config: BELL,
  }, async (request) => {
    const user = currentUser(request);
    const named = request.params.ids.split(',');
    if (named.length > NOTIFICATION_VIEW_PATH_IDS_MAX) throw new HttpError(400, NOTIFICATION_IDS_TOO_MANY);
    await record({ id: randomUUID(), type: 'NotificationsRead', data: { userId: user.id, ids: [...new Set(named)], at: app.now().toISOString() } });
    return answerCounts(user.id);
  });

  app.post('/notifications/clear', {
    schema: { tags: ['notifications'], body: ClearBody, response: { 200: MarkedAnswer, 400: ErrorSchema } },
    config: BELL,
  }, async (request) => {
    const user = currentUser(request);
    const { ids, type } = request.body;
    await record({ id: randomUUID(), type: 'NotificationsCleared', data: { userId: user.id, ids: ids ? [...new Set(ids)] : null, type: type ?? null, at: app.now().toISOString() } });
    return answerCounts(user.id);
  });

  app.get('/notifications/prefs', { schema: { tags: ['notifications'], response: { 200: Prefs } }, config: BELL }, async (request) => {
    const row = await app.db.selectFrom('notification_prefs').select('email_types').where('user_id', '=', currentUser(request).id).executeTakeFirst();
    return { emailTypes: (row?.email_types ?? []) as Static<typeof Prefs>['emailTypes'] };
  });

  app.put('/notifications/prefs', { schema: { tags: ['notifications'], body: Prefs, response: { 200: Prefs, 400: ErrorSchema } }, config: BELL }, async (request) => {
    const userId = currentUser(request).id;
    const emailTypes = [...request.body.emailTypes];
    await app.db.insertInto('notification_prefs').values({ user_id: userId, email_types: emailTypes, updated_at: app.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ email_types: emailTypes, updated_at: app.now() })).execute();
    return { emailTypes };
  });
};
