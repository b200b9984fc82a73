import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../../tables/audit/queries.js';
import { saveCompany } from '../../../tables/companies/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser, hasRole } from '../../plugins/auth.js';
import { withAccountEvents } from '../account-events.js';
import { COMPANY_NOT_FOUND, COMPANY_ROLES, readableAccount, readCompanyView, UNKNOWN_COUNTRY } from './read.js';
import { CompanyQuery, CompanyView, normalise, SaveCompanyBody } from './schemas.js';
import { changeRequestRoutes } from './requests.js';
import { termsRoutes } from './terms.js';

// Spec section 7 `company`, the information/{company} and required-information screens (issue 13).
// The first filling is saved as is; a change of completed information waits for an Admin
// (company/request-update-accept). Who may read an account's company: itself, the accounts above
// it and Admins (the credit screens' rule); anyone else gets 404.

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/company', {
    schema: { tags: ['company'], querystring: CompanyQuery, response: { 200: CompanyView, 404: ErrorSchema } }, config: COMPANY_ROLES,
  }, async (request) => readCompanyView(app, await readableAccount(app, currentUser(request), request.query.userId)));

  app.put('/company', {
    schema: { tags: ['company'], body: SaveCompanyBody, response: { 200: CompanyView, 400: ErrorSchema, 404: ErrorSchema } }, config: COMPANY_ROLES,
  }, async (request) => {
    const viewer = currentUser(request);
    const admin = hasRole(viewer, ['Admin']);
    const userId = request.body.userId ?? viewer.id;
    // Only an Admin edits another account's information; for the others it does not exist.
    if (userId !== viewer.id && !admin) throw new HttpError(404, COMPANY_NOT_FOUND, { userId });
    await readableAccount(app, viewer, userId);
    const company = normalise(request.body);
    const country = await app.db.selectFrom('countries').select('id').where('id', '=', company.countryId).executeTakeFirst();
    if (!country) throw new HttpError(400, UNKNOWN_COUNTRY, { field: 'countryId' });
    const now = app.now();
    await withAccountEvents(app, async (trx, record) => {
      const before = await trx.selectFrom('companies').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
      if (admin || !before?.completed_at) {
        // The first filling (required-information) or an Admin's own edit: saved at once; a pending request it overtakes is left for the Admin to decide.
        await saveCompany(trx, userId, company, now);
        await audit(trx, { actorId: viewer.id, entity: 'companies', entityId: userId, action: before ? 'update' : 'create', before, after: company });
        await record('CompanyInformationSaved', { userId, company, by: viewer.id, at: now.toISOString() });
        return;
      }
      // Completed information changes only through an Admin: one pending request per account, a new save replaces its changes.
      const pending = await trx.selectFrom('company_change_requests').select('id').where('user_id', '=', userId).where('status', '=', 'pending').forUpdate().executeTakeFirst();
      const requestId = pending?.id ?? randomUUID();
      if (pending) await trx.updateTable('company_change_requests').set({ changes: JSON.stringify(company), requested_at: now }).where('id', '=', requestId).execute();
      else await trx.insertInto('company_change_requests').values({ id: requestId, user_id: userId, changes: JSON.stringify(company), requested_at: now, decided_by: null, decided_at: null }).execute();
      await record('CompanyChangeRequested', { userId, requestId, changes: company, at: now.toISOString() });
    });
    return readCompanyView(app, userId);
  });

  await app.register(changeRequestRoutes);
  await app.register(termsRoutes);
};
