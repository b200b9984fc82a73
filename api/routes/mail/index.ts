import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { MailRow } from '../../../tables/mail/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { problem } from '../../http/errors.js';

const MAIL_NOT_FOUND = problem('MAIL_NOT_FOUND', 'Mail not found');

const Mail = Type.Object({
  id: Type.Integer(), to: Type.String(), subject: Type.String(), text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String(), sentAt: Type.Union([Type.String(), Type.Null()]),
});

const toMail = (row: MailRow) => ({
  id: Number(row.id), to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body,
  createdAt: row.created_at.toISOString(), sentAt: row.sent_at?.toISOString() ?? null,
});

/** The dev mailbox: what the portal sent (or would send without SMTP_URL), for administrators. */
export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/mail', {
    schema: { tags: ['mail'], querystring: ListQuery, response: { 200: Type.Array(Mail), 400: ErrorSchema } },
    config: { roles: ['Admin'] },
  }, async (request, reply) => {
    const params = parseListQuery(request.query, ['id', 'createdAt'], 'id');
    let query = app.db.selectFrom('mail_outbox');
    const q = params.filter.q;
    if (typeof q === 'string' && q.trim()) query = query.where((eb) => eb.or([eb('to_address', 'ilike', `%${q.trim()}%`), eb('subject', 'ilike', `%${q.trim()}%`)]));
    const column = params.sort.field === 'createdAt' ? 'created_at' : 'id';
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy(column, params.sort.order).orderBy('id', 'desc').offset(params.offset).limit(params.limit).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return sendList(reply, 'mail', params, rows.map(toMail), Number(count.total));
  });

  app.get('/mail/:id', {
    schema: { tags: ['mail'], params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) }), response: { 200: Mail, 404: ErrorSchema } },
    config: { roles: ['Admin'] },
  }, async (request) => {
    const row = await app.db.selectFrom('mail_outbox').selectAll().where('id', '=', Number(request.params.id)).executeTakeFirst();
    if (!row) throw new HttpError(404, MAIL_NOT_FOUND);
    return toMail(row);
  });
};
