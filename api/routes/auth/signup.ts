import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { findUserByEmail, findUserById } from '../../../tables/users/queries.js';
import { defaultCanSale } from '../../../tables/users/table.js';
import { audit } from '../../../tables/audit/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { hashPassword, newPasswordProblem } from '../../services/passwords.js';
import { queueMail } from '../../services/mail/outbox.js';
import { verificationMail } from '../../services/mail/templates.js';
import { withAccountEvents } from '../account-events.js';
import { accountFormLimit } from './limits.js';
import { createLinkToken } from './link-tokens.js';
import { Dealer, DEALER_SEARCH_LIMIT, DealerSearch, Message, SignupBody } from './schemas.js';
import { escapeLike } from '../../../database/query-helpers.js';
import { problem } from '../../../events/problem.js';
import { INVALID_PHONE, normalPhone } from '../../../events/accounts/phone.js';
import { requireCompany } from '../../../tables/companies/queries.js';

export const TERMS_NOT_ACCEPTED = problem('TERMS_NOT_ACCEPTED', 'Please accept the terms & conditions and license agreements');
export const EMAIL_TAKEN = problem('EMAIL_TAKEN', 'Email already registered');
export const UNKNOWN_COUNTRY = problem('UNKNOWN_COUNTRY', 'Please choose a country from the list');
export const DEALER_REQUIRED = problem('DEALER_REQUIRED', 'Please choose the dealer you work with');
export const SIGNUP_DONE = 'Your account was created: check your email to confirm it';

export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/signup', {
    schema: { tags: ['auth'], security: [], body: SignupBody, response: { 201: Message, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: accountFormLimit },
  }, async (request, reply) => {
    const body = request.body;
    if (!body.termsAccepted) throw new HttpError(400, TERMS_NOT_ACCEPTED);
    const phone = normalPhone(body.phone);
    if (!phone) throw new HttpError(400, INVALID_PHONE);
    const passwordProblem = newPasswordProblem(body.password, body.repeatPassword);
    if (passwordProblem) throw new HttpError(400, passwordProblem);
    const country = await app.db.selectFrom('countries').select('id').where('id', '=', body.countryId.toUpperCase()).executeTakeFirst();
    if (!country) throw new HttpError(400, UNKNOWN_COUNTRY);
    let parentId: string | null = null;
    if (body.isSubDealer) {
      const dealer = body.dealerId ? await findUserById(app.db, body.dealerId) : undefined;
      if (!dealer || !dealer.roles.includes('Dealer') || !dealer.active) throw new HttpError(400, DEALER_REQUIRED);
      parentId = dealer.id;
    }
    if (await findUserByEmail(app.db, body.email)) throw new HttpError(409, EMAIL_TAKEN);
    const passwordHash = await hashPassword(body.password);
    const now = app.now();
    const roles = body.isSubDealer ? (['SubDealer'] as const) : (['Dealer'] as const);
    await withAccountEvents(app, async (trx, record) => {
      const created = await trx
        .insertInto('users')
        .values({
          email: body.email, first_name: body.firstName.trim(), last_name: body.lastName.trim(), phone,
          country_id: country.id, password_hash: passwordHash, roles: [...roles], parent_id: parentId, can_sale: defaultCanSale(roles),
          // A sub-dealer works under a dealer's name: an administrator confirms the link first.
          under_review: Boolean(body.isSubDealer), email_verified_at: null, two_factor_secret: null, language: body.language ?? 'en',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, { actorId: null, entity: 'users', entityId: created.id, action: 'create', after: { email: created.email, roles: created.roles } });
      // A new account fills its company information before ordering (required-information).
      await requireCompany(trx, created.id);
      const token = await createLinkToken(trx, created.id, 'verify_email', now);
      await queueMail(trx, verificationMail(app.config.publicUrl, created.email, created.first_name, token));
      await record('UserRegistered', { userId: created.id, email: created.email, roles: created.roles, parentId, at: now.toISOString() });
    });
    return reply.code(201).send({ message: SIGNUP_DONE });
  });

  // The sub-dealer's dealer is searched by name as it is typed: a large network has thousands of
  // dealers, and this public page loads only the few that match (20), never all of them.
  app.get('/auth/dealers', {
    schema: { tags: ['auth'], security: [], querystring: DealerSearch, response: { 200: Type.Array(Dealer) } },
  }, async (request) => {
    const q = request.query.q?.trim();
    const dealers = await app.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('active', '=', true)
      .where((eb) => eb(eb.val('Dealer'), '=', eb.fn.any('roles')))
      .$if(Boolean(q), (query) => query.where(sql<string>`first_name || ' ' || last_name`, 'ilike', escapeLike(q!)))
      .orderBy('first_name')
      .orderBy('last_name')
      .limit(DEALER_SEARCH_LIMIT)
      .execute();
    return dealers.map((d) => ({ id: d.id, name: `${d.first_name} ${d.last_name}` }));
  });
};
