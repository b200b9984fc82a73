import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { CompanyInformation } from '../../../events/accounts/events.js';
import { problem } from '../../../events/problem.js';
import { audit } from '../../../tables/audit/queries.js';
import { companyInformation, saveCompany } from '../../../tables/companies/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { withAccountEvents } from '../account-events.js';
import { ChangeRequest, IdBody } from './schemas.js';

// Spec section 7 company/request-update-accept: an Admin accepts (or refuses) a change of an
// account's completed company information.

export const CHANGE_REQUEST_NOT_FOUND = problem('COMPANY_CHANGE_NOT_FOUND', 'Change request not found');

const ADMIN = { roles: ['Admin'] as const };
const Decision = Type.Object({ id: Type.String(), status: Type.Union([Type.Literal('accepted'), Type.Literal('refused')]) });

export const changeRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A page at a time (ra-data-simple-rest's range, oldest first): every account may have one waiting.
  app.get('/company/requests', {
    schema: { tags: ['company'], querystring: ListQuery, response: { 200: Type.Array(ChangeRequest) } }, config: ADMIN,
  }, async (request, reply) => {
    const params = parseListQuery(request.query, ['requestedAt'], 'requestedAt', 'ASC');
    const [rows, counted] = await Promise.all([app.db.selectFrom('company_change_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('companies as c', 'c.user_id', 'r.user_id')
      .selectAll('r').select(['u.email', 'u.first_name', 'u.last_name'])
      .select(['c.name', 'c.vat_id', 'c.address', 'c.postal_code', 'c.city', 'c.country_id', 'c.email as company_email', 'c.phone', 'c.completed_at'])
      .where('r.status', '=', 'pending').orderBy('r.requested_at', params.sort.order).orderBy('r.id', params.sort.order)
      .offset(params.offset).limit(params.limit).execute(),
    app.db.selectFrom('company_change_requests').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow()]);
    return sendList(reply, 'requests', params, rows.map((r) => ({
      id: r.id, userId: r.user_id, email: r.email, userName: `${r.first_name} ${r.last_name}`,
      current: companyInformation(r.name === null ? undefined : {
        user_id: r.user_id, name: r.name, vat_id: r.vat_id, address: r.address, postal_code: r.postal_code, city: r.city, country_id: r.country_id,
        email: r.company_email, phone: r.phone, required: false, completed_at: r.completed_at, terms_sha256: null, terms_name: null, terms_size: null, terms_uploaded_at: null, updated_at: r.requested_at,
      }),
      changes: r.changes as CompanyInformation, status: r.status, requestedAt: r.requested_at.toISOString(),
    })), Number(counted.n));
  });

  const decide = (actorId: string, id: string, accept: boolean) =>
    withAccountEvents(app, async (trx, record) => {
      const request = await trx.selectFrom('company_change_requests').selectAll().where('id', '=', id).where('status', '=', 'pending').forUpdate().executeTakeFirst();
      if (!request) throw new HttpError(404, CHANGE_REQUEST_NOT_FOUND, { id });
      const now = app.now();
      await trx.updateTable('company_change_requests').set({ status: accept ? 'accepted' : 'refused', decided_by: actorId, decided_at: now }).where('id', '=', id).execute();
      const at = now.toISOString();
      if (accept) {
        const company = request.changes as CompanyInformation;
        await saveCompany(trx, request.user_id, company, now);
        await audit(trx, { actorId, entity: 'companies', entityId: request.user_id, action: 'update', after: company });
        await record('CompanyChangeAccepted', { userId: request.user_id, requestId: id, company, by: actorId, at });
      } else {
        await record('CompanyChangeRefused', { userId: request.user_id, requestId: id, by: actorId, at });
      }
      return { id, status: accept ? ('accepted' as const) : ('refused' as const) };
    });

  app.post('/company/request-update-accept', {
    schema: { tags: ['company'], body: IdBody, response: { 200: Decision, 404: ErrorSchema } }, config: ADMIN,
  }, async (request) => decide(currentUser(request).id, request.body.id, true));

  app.post('/company/request-update-refuse', {
    schema: { tags: ['company'], body: IdBody, response: { 200: Decision, 404: ErrorSchema } }, config: ADMIN,
  }, async (request) => decide(currentUser(request).id, request.body.id, false));
};
