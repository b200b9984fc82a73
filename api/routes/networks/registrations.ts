import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely, Transaction } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../../database/schema.js';
import { problem } from '../../../events/problem.js';
import { audit } from '../../../tables/audit/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { NoQuery } from '../../http/no-query.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { currentUser, hasRole, type AuthUser } from '../../plugins/auth.js';
import { withAccountEvents } from '../account-events.js';
import { IdParams, Registration, RegistrationCount, RegistrationDecision, toRegistration } from './schemas.js';

// A sub-dealer who signs up under a dealer waits ("Your account is being verified") until that
// dealer or an Admin accepts it; a refusal deactivates the account. Another dealer's registration
// answers 404, as if it did not exist.

export const REGISTRATION_NOT_FOUND = problem('REGISTRATION_NOT_FOUND', 'Registration not found');

const REVIEWERS = { roles: ['Admin', 'Dealer'] as const };

export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Accounts waiting for `reviewer`: every one for an Admin, a dealer's own sub-dealers otherwise. */
  const pending = (db: Kysely<Database> | Transaction<Database>, reviewer: AuthUser) => {
    let query = db.selectFrom('users').selectAll().where('under_review', '=', true).where('active', '=', true);
    if (!hasRole(reviewer, ['Admin'])) query = query.where('parent_id', '=', reviewer.id);
    return query;
  };

  const countPending = async (reviewer: AuthUser) =>
    Number((await pending(app.db, reviewer).clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  // A page at a time (ra-data-simple-rest's range, oldest first): an Admin may have thousands waiting.
  app.get('/networks/registrations', {
    schema: { tags: ['networks'], querystring: ListQuery, response: { 200: Type.Array(Registration) } }, config: REVIEWERS,
  }, async (request, reply) => {
    const reviewer = currentUser(request);
    const params = parseListQuery(request.query, ['createdAt'], 'createdAt', 'ASC');
    const [rows, total] = await Promise.all([
      pending(app.db, reviewer).orderBy('created_at', params.sort.order).orderBy('id', params.sort.order).offset(params.offset).limit(params.limit).execute(),
      countPending(reviewer),
    ]);
    return sendList(reply, 'registrations', params, rows.map(toRegistration), total);
  });

  // The sidebar's badge on Registrations (a dealer has no menu counters: those are the Admins').
  app.get('/networks/registrations/count', {
    schema: { tags: ['networks'], querystring: NoQuery, response: { 200: RegistrationCount } }, config: REVIEWERS,
  }, async (request) => ({ pending: await countPending(currentUser(request)) }));

  const decide = (reviewer: AuthUser, id: string, accept: boolean) =>
    withAccountEvents(app, async (trx, record) => {
      // Inside the transaction: a second connection per request could exhaust the pool under load.
      const account = await pending(trx, reviewer).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!account) throw new HttpError(404, REGISTRATION_NOT_FOUND, { id });
      const now = app.now();
      const after = accept ? { under_review: false } : { under_review: false, active: false, session_version: account.session_version + 1 };
      await trx.updateTable('users').set({ ...after, updated_at: now }).where('id', '=', id).execute();
      await audit(trx, { actorId: reviewer.id, entity: 'users', entityId: id, action: 'update', before: { under_review: true, active: true }, after });
      await record(accept ? 'RegistrationAccepted' : 'RegistrationRefused', { userId: id, by: reviewer.id, at: now.toISOString() });
      return { id, status: accept ? ('accepted' as const) : ('refused' as const) };
    });

  app.post('/networks/registrations/:id/accept', {
    schema: { tags: ['networks'], params: IdParams, response: { 200: RegistrationDecision, 404: ErrorSchema } }, config: REVIEWERS,
  }, async (request) => decide(currentUser(request), request.params.id, true));

  app.post('/networks/registrations/:id/refuse', {
    schema: { tags: ['networks'], params: IdParams, response: { 200: RegistrationDecision, 404: ErrorSchema } }, config: REVIEWERS,
  }, async (request) => decide(currentUser(request), request.params.id, false));
};
