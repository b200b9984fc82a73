import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audit } from '../../../tables/audit/queries.js';
import { findUserByEmail, listUsers, USER_SORTABLE } from '../../../tables/users/queries.js';
import { defaultCanSale, ROLES, type Role } from '../../../tables/users/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList, uuidsFilter } from '../../http/simple-rest.js';
import { currentUser } from '../../plugins/auth.js';
import { USER_ADMIN } from '../../http/access.js';
import { hashPassword, meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../../services/passwords.js';
import { optionalPhoneOrRefuse } from '../../../events/accounts/phone.js';
import { EMAIL_TAKEN } from '../auth/signup.js';
import { toUserInfo, UserInfo } from '../user/user-info.js';
import { NewUser, toUserRecord, UpdateRolBody, UserChanges, UserId, UserRecord } from './schemas.js';
import { requireUser, updateUser } from './update-user.js';
import { EditBody } from '../../http/strict-body.js';
import { withAccountEvents } from '../account-events.js';
import { adoptMissingRegistrations } from '../../services/accounts/adopt-registrations.js';

// Emails and phones of every account: administrators only (api/http/access.ts).
const ADMIN = { roles: USER_ADMIN };
const SORT_COLUMNS = { email: 'email', firstName: 'first_name', lastName: 'last_name', createdAt: 'created_at', active: 'active' } as const;

/** Users as a react-admin resource for administrators (spec sections 4 and 6). */
export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onReady', async () => {
    const adopted = await adoptMissingRegistrations(app.db, app.store, app.now());
    if (adopted) app.log.info({ adopted }, 'accounts created by an older version recorded as UserRegistered events');
  });

  app.get('/users', {
    schema: { tags: ['users'], querystring: ListQuery, response: { 200: Type.Array(UserRecord), 400: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'createdAt');
    const f = params.filter;
    const role = typeof f.role === 'string' && (ROLES as readonly string[]).includes(f.role) ? (f.role as Role) : undefined;
    const { rows, total } = await listUsers(app.db, {
      q: typeof f.q === 'string' ? f.q.trim() : undefined,
      role,
      active: typeof f.active === 'boolean' ? f.active : undefined,
      parentId: idFilter(f, 'parentId'),
      ids: uuidsFilter(f.id),
    }, params);
    return sendList(reply, 'users', params, rows.map(toUserRecord), total);
  });

  app.get('/users/:id', { schema: { tags: ['users'], params: UserId, response: { 200: UserRecord, 404: ErrorSchema } }, config: ADMIN },
    async (request) => toUserRecord(await requireUser(app, request.params.id)));

  app.put('/users/:id', {
    schema: { tags: ['users'], params: UserId, body: EditBody(UserChanges, UserRecord), response: { 200: UserRecord, 400: ErrorSchema, 404: ErrorSchema } },
    config: ADMIN,
  }, async (request) => toUserRecord(await updateUser(app, currentUser(request).id, request.params.id, request.body)));

  app.post('/users', {
    schema: { tags: ['users'], body: NewUser, response: { 201: UserRecord, 400: ErrorSchema, 409: ErrorSchema } },
    config: ADMIN,
  }, async (request, reply) => {
    const body = request.body;
    if (!meetsPasswordPolicy(body.password)) throw new HttpError(400, PASSWORD_POLICY_MESSAGE);
    const phone = optionalPhoneOrRefuse(body.phone);
    if (await findUserByEmail(app.db, body.email)) throw new HttpError(409, EMAIL_TAKEN);
    const hash = await hashPassword(body.password);
    // Recorded like a signup (UserRegistered), so the reports' network knows accounts an Admin creates.
    const created = await withAccountEvents(app, async (trx, record) => {
      const row = await trx.insertInto('users').values({
        email: body.email, first_name: body.firstName.trim(), last_name: body.lastName.trim(), phone,
        country_id: body.countryId?.toUpperCase() ?? null, password_hash: hash, roles: body.roles, parent_id: body.parentId ?? null, can_sale: body.canSale ?? defaultCanSale(body.roles), can_buy: body.canBuy ?? true,
        email_verified_at: app.now(), two_factor_secret: null, // created by an administrator: the address is taken as confirmed
      }).returningAll().executeTakeFirstOrThrow();
      await audit(trx, { actorId: currentUser(request).id, entity: 'users', entityId: row.id, action: 'create', after: toUserRecord(row) });
      await record('UserRegistered', { userId: row.id, email: row.email, roles: row.roles, parentId: row.parent_id, at: app.now().toISOString() });
      return row;
    });
    return reply.code(201).send(toUserRecord(created));
  });

  app.get('/user/detail/:id', { schema: { tags: ['users'], params: UserId, response: { 200: UserInfo, 404: ErrorSchema } }, config: ADMIN },
    async (request) => toUserInfo(app.db, await requireUser(app, request.params.id)));

  app.put('/user/update-rol', { schema: { tags: ['users'], body: UpdateRolBody, response: { 200: UserRecord, 400: ErrorSchema } }, config: ADMIN },
    async (request) => toUserRecord(await updateUser(app, currentUser(request).id, request.body.id, { roles: request.body.roles })));
};
