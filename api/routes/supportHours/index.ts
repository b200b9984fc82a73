import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { amsterdamDate, isCalendarDate } from '../../../events/supportHours/hours.js';
import { addClosedDate, findClosedDate, listClosedDates, removeClosedDate, upcomingClosedDates, type ClosedDateSort } from '../../../tables/supportCalendar/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseColumnListQuery, sendList, textFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import {
  CLOSED_DATE_EXISTS, CLOSED_DATE_INVALID, CLOSED_DATE_NOT_FOUND, CLOSED_DATE_PAST, ClosedDay, ClosedDayId, ClosedDayInput,
  SupportStatusSchema, UpcomingClosedDay, toClosedDay, toSupportStatus,
} from './schemas.js';
import { currentSupportStatus, startSupportTicker, type SupportTicker } from './ticker.js';

// Support hours (issue 11): administrators keep the closed dates (a plain audited table); anyone
// signed in reads the upcoming ones and the support state for the top bar. The server's clock
// (app.now) decides, so every user sees the same state whatever their device says.

const ADMIN = { roles: ['Admin'] as const };
const tags = ['support-hours'];
const RESOURCE = 'calendars/support-day-close';
const SORT = { date: 'date', createdAt: 'created_at' } as const satisfies Record<string, ClosedDateSort>;
const Responses = { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

const calendarDate = (text: string, field: string) => {
  if (!isCalendarDate(text)) throw new HttpError(400, CLOSED_DATE_INVALID, { field });
  return text;
};

export const supportHoursRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let ticker: SupportTicker | null = null;
  app.addHook('onReady', async () => {
    ticker = startSupportTicker({ db: app.db, hub: app.hub, now: app.now, log: (message, error) => app.log.error({ err: error }, message) });
  });
  app.addHook('onClose', async () => ticker?.stop());

  app.get('/support/status', { schema: { tags, response: { 200: SupportStatusSchema } } },
    async () => toSupportStatus(await currentSupportStatus(app.db, app.now())));

  app.get('/calendars/support-get-day-close', { schema: { tags, response: { 200: Type.Array(UpcomingClosedDay) } } },
    async () => (await upcomingClosedDates(app.db, amsterdamDate(app.now()))).map((date) => ({ date })));

  app.get(`/${RESOURCE}`, { schema: { tags, querystring: ListQuery, response: { 200: Type.Array(ClosedDay), 400: ErrorSchema } }, config: ADMIN },
    async (request, reply) => {
      const params = parseColumnListQuery(request.query, SORT, 'date');
      const f = params.filter;
      const from = textFilter(f.from) ?? (f.upcoming === true ? amsterdamDate(app.now()) : undefined);
      const ids = Array.isArray(f.id) ? f.id.filter((id): id is string => typeof id === 'string') : undefined;
      const { rows, total } = await listClosedDates(app.db, {
        from: from === undefined ? undefined : calendarDate(from, 'from'),
        dates: ids,
      }, params);
      return sendList(reply, RESOURCE, params, rows.map(toClosedDay), total);
    });

  app.get(`/${RESOURCE}/:id`, { schema: { tags, params: ClosedDayId, response: { 200: ClosedDay, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await findClosedDate(app.db, calendarDate(request.params.id, 'id'));
      if (!row) throw new HttpError(404, CLOSED_DATE_NOT_FOUND);
      return toClosedDay(row);
    });

  app.post(`/${RESOURCE}`, { schema: { tags, body: ClosedDayInput, response: { 201: ClosedDay, ...Responses } }, config: ADMIN },
    async (request, reply) => {
      const date = calendarDate(request.body.date.trim(), 'date');
      if (date < amsterdamDate(app.now())) throw new HttpError(400, CLOSED_DATE_PAST, { field: 'date' });
      const row = await addClosedDate(app.db, currentUser(request).id, date, app.now());
      if (!row) throw new HttpError(409, CLOSED_DATE_EXISTS, { field: 'date' });
      return reply.code(201).send(toClosedDay(row));
    });

  app.delete(`/${RESOURCE}/:id`, { schema: { tags, params: ClosedDayId, response: { 200: ClosedDay, ...Responses } }, config: ADMIN },
    async (request) => {
      const row = await removeClosedDate(app.db, currentUser(request).id, calendarDate(request.params.id, 'id'));
      if (!row) throw new HttpError(404, CLOSED_DATE_NOT_FOUND);
      return toClosedDay(row);
    });
};
