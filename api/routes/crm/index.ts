import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import type { Role } from '../../../tables/users/table.js';
import { CRM_LOG_PAGE_SIZE } from '../../../events/crm/constants.js';
import { CRM_MEETING_NOT_FOUND, CRM_TARGET_INVALID, CRM_USER_NOT_FOUND } from '../../../events/crm/errors.js';
import type { LocalizedText } from '../../../events/crm/text.js';
import { parseAmount } from '../../../events/credit/credits.js';
import { crmUserDetails, findCrmMeeting, isCrmCustomer, listCrmLogs, listCrmUsers, type CrmUserSort } from '../../../projections/crm/queries.js';
import { findPromotion, promotionsPage } from '../../../projections/crm/promotions.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { knownFilters, ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { runCrmCommand, runPromotionCommand } from '../../services/crm.js';
import { toCrmUser, toDeal, toLogRow } from './record.js';
import {
  CrmUser, CustomLogBody, Deal, DeleteMeetBody, FeedbackBody, LogRow, LogsQuery, LogsReply, MeetBody, PromotionBody, TargetBody, UsersQuery, UsersReply,
} from './schemas.js';
import { Type } from 'typebox';

// Spec section 7 "Sales CRM": crm-sales/users, users-logs, create-sales-target, create-sales-meet,
// delete-sales-meet, create-custom-log, create-promotion, get-deals; create-sales-feedback is ours
// (the spec lists feedback ratings but no call that records one). Admin only: the CRM is the house's
// sales work on its customers; an Admin's sub-users reach it through their tree
// (api/http/sub-user-routes.ts). Commands go through the one command path (api/services/crm.ts).

const ADMIN: readonly Role[] = ['Admin'];
const ANSWERS = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

const pageOf = (query: { page?: string; limit?: string }) => {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? CRM_LOG_PAGE_SIZE);
  return { offset: (page - 1) * limit, limit };
};
const localized = (text: { en: string; es?: string | null }): LocalizedText => ({ en: text.en, es: text.es ?? null });

/** One CRM user as the list shows it, once the read model has the change. */
const crmUserAnswer = async (app: FastifyInstance, userId: string) => {
  const { rows } = await listCrmUsers(app.db, { userId, sort: 'name', order: 'asc', offset: 0, limit: 1 });
  if (!rows[0]) throw new HttpError(404, CRM_USER_NOT_FOUND);
  return toCrmUser(rows[0], (await crmUserDetails(app.db, [userId])).get(userId)!, app.now());
};

/** The CRM records customers only (distributors, dealers, sub-dealers). */
const requireCustomer = async (app: FastifyInstance, userId: string, field = 'user_id') => {
  if (!(await isCrmCustomer(app.db, userId))) throw new HttpError(404, CRM_USER_NOT_FOUND, { field });
};

export const crmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const acting = (request: Parameters<typeof currentUser>[0]) => ({ eventId: randomUUID(), actorId: currentUser(request).id, at: app.now().toISOString() });

  app.get('/crm-sales/users', { schema: { tags: ['crm-sales'], querystring: UsersQuery, response: { 200: UsersReply, ...ANSWERS } }, config: { roles: ADMIN } }, async (request) => {
    const { q, user_id: userId, sort, order } = request.query;
    const { rows, total } = await listCrmUsers(app.db, {
      q: q?.trim() || undefined, userId, sort: (sort ?? 'name') as CrmUserSort, order: order === 'DESC' ? 'desc' : 'asc', ...pageOf(request.query),
    });
    const details = await crmUserDetails(app.db, rows.map((r) => r.id));
    const now = app.now();
    return { users: rows.map((row) => toCrmUser(row, details.get(row.id)!, now)), count: total };
  });

  app.get('/crm-sales/users-logs', { schema: { tags: ['crm-sales'], querystring: LogsQuery, response: { 200: LogsReply, ...ANSWERS } }, config: { roles: ADMIN } }, async (request) => {
    const { rows, total } = await listCrmLogs(app.db, { userId: request.query.user_id, kind: request.query.kind }, pageOf(request.query));
    return { data: rows.map(toLogRow), count: total };
  });

  app.post('/crm-sales/create-sales-target', { schema: { tags: ['crm-sales'], body: TargetBody, response: { 201: CrmUser, ...ANSWERS } }, config: { roles: ADMIN } },
    async (request, reply) => {
      const { user_id: userId, credits_to_buy: credits, from } = request.body;
      const creditsToBuy = credits === 0 ? 0 : parseAmount(credits);
      if (creditsToBuy === null) throw new HttpError(400, CRM_TARGET_INVALID, { field: 'credits_to_buy' });
      await requireCustomer(app, userId);
      const at = app.now().toISOString();
      await runCrmCommand(app, { type: 'SetSalesTarget', ...acting(request), userId, creditsToBuy, from: from ?? at });
      return reply.code(201).send(await crmUserAnswer(app, userId));
    });

  app.post('/crm-sales/create-sales-meet', { schema: { tags: ['crm-sales'], body: MeetBody, response: { 201: CrmUser, ...ANSWERS } }, config: { roles: ADMIN } },
    async (request, reply) => {
      const { user_id: userId, date_meet: dateMeet, description } = request.body;
      await requireCustomer(app, userId);
      await runCrmCommand(app, { type: 'ScheduleSalesMeeting', ...acting(request), userId, dateMeet, description: localized(description) });
      return reply.code(201).send(await crmUserAnswer(app, userId));
    });

  app.post('/crm-sales/delete-sales-meet', { schema: { tags: ['crm-sales'], body: DeleteMeetBody, response: { 200: CrmUser, ...ANSWERS } }, config: { roles: ADMIN } },
    async (request) => {
      const meeting = await findCrmMeeting(app.db, request.body.id);
      if (!meeting) throw new HttpError(404, CRM_MEETING_NOT_FOUND);
      await runCrmCommand(app, { type: 'DeleteSalesMeeting', ...acting(request), userId: meeting.user_id, meetingId: meeting.meeting_id });
      return crmUserAnswer(app, meeting.user_id);
    });

  app.post('/crm-sales/create-sales-feedback', { schema: { tags: ['crm-sales'], body: FeedbackBody, response: { 201: CrmUser, ...ANSWERS } }, config: { roles: ADMIN } },
    async (request, reply) => {
      const { user_id: userId, calification, comment } = request.body;
      await requireCustomer(app, userId);
      await runCrmCommand(app, { type: 'RateSalesFeedback', ...acting(request), userId, calification, comment: comment ? localized(comment) : null });
      return reply.code(201).send(await crmUserAnswer(app, userId));
    });

  app.post('/crm-sales/create-custom-log', { schema: { tags: ['crm-sales'], body: CustomLogBody, response: { 201: LogRow, ...ANSWERS } }, config: { roles: ADMIN } },
    async (request, reply) => {
      const { user_id: userId, text } = request.body;
      await requireCustomer(app, userId);
      const command = { type: 'WriteCustomLog' as const, ...acting(request), userId, text: localized(text) };
      await runCrmCommand(app, command);
      const { rows } = await listCrmLogs(app.db, { logId: command.eventId }, { offset: 0, limit: 1 });
      return reply.code(201).send(toLogRow(rows[0]!));
    });

  app.post('/crm-sales/create-promotion', { schema: { tags: ['crm-sales'], body: PromotionBody, response: { 201: Deal, ...ANSWERS } }, config: { roles: ADMIN } },
    async (request, reply) => {
      const b = request.body;
      // A promotion names existing customers only: a mistyped id would silently give nobody the offer.
      for (const userId of new Set(b.userIds ?? [])) await requireCustomer(app, userId, 'userIds');
      const promotionId = randomUUID();
      await runPromotionCommand(app, {
        type: 'CreatePromotion', ...acting(request), promotionId, title: localized(b.title), description: b.description ? localized(b.description) : null,
        discountPercent: b.discountPercent, products: b.products, userIds: b.userIds ?? [], countryIds: b.countryIds ?? [], startsAt: b.startsAt, endsAt: b.endsAt,
      });
      const now = app.now();
      const row = await findPromotion(app.db, promotionId);
      return reply.code(201).send(toDeal(row!, now));
    });

  // Newest first, a page at a time (ra-data-simple-rest's range): years of promotions add up.
  app.get('/crm-sales/get-deals', { schema: { tags: ['crm-sales'], querystring: ListQuery, response: { 200: Type.Array(Deal), ...ANSWERS } }, config: { roles: ADMIN } }, async (request, reply) => {
    const params = parseListQuery(request.query, ['createdAt'], 'createdAt', 'DESC');
    knownFilters(params.filter, []);
    const now = app.now();
    const { rows, total } = await promotionsPage(app.db, params);
    return sendList(reply, 'deals', params, rows.map((row) => toDeal(row, now)), total);
  });
};
