import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SUB_USER_PERMISSION_NOT_FOUND } from '../../../events/subUsers/decide.js';
import { subUserStream, type SubUserEvent } from '../../../events/subUsers/events.js';
import { listSubUserAccounts } from '../../../projections/subUsers/queries.js';
import { audit } from '../../../tables/audit/queries.js';
import { findUserByEmail } from '../../../tables/users/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { actingId, currentUser } from '../../plugins/auth.js';
import { hashPassword, meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../../services/passwords.js';
import { withEvents } from '../account-events.js';
import { EMAIL_TAKEN } from '../auth/signup.js';
import { assertWithinOwnRights } from './acting.js';
import { SUB_USER_ACCOUNTS_OF_OTHERS, SUB_USER_NOT_FOUND } from './errors.js';
import { PARENT_ROLES } from './roles.js';
import { CreateAccountBody, Deleted, IdBody, IdParams, SubUserAccount } from './schemas.js';

// Sub-user accounts (spec section 7: create-user, delete-account, find-accounts/{id}). A sub-user signs
// in like any account, so its login is a `users` row (no roles, `sub_user_of` its parent); the row and the
// event that records it commit together.

type AccountRow = Awaited<ReturnType<typeof listSubUserAccounts>>[number];
const toAccount = (row: AccountRow): SubUserAccount => ({
  id: row.id, parentId: row.parent_id, permissionId: row.permission_id, permissionName: row.permission_name, role: row.role,
  email: row.email, firstName: row.first_name, lastName: row.last_name, createdAt: row.created_at.toISOString(),
});

export const subUserAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { roles: PARENT_ROLES };

  app.get('/find-accounts/:id', {
    schema: { tags: ['sub-users'], params: IdParams, response: { 200: Type.Array(SubUserAccount), 403: ErrorSchema } }, config,
  }, async (request) => {
    const user = currentUser(request);
    // The id is the parent account's: one's own, or any for an Admin.
    if (request.params.id !== user.id && !user.roles.includes('Admin')) throw new HttpError(403, SUB_USER_ACCOUNTS_OF_OTHERS);
    return (await listSubUserAccounts(app.db, request.params.id)).map(toAccount);
  });

  app.post('/user-sub-permissions/create-user', {
    schema: { tags: ['sub-users'], body: CreateAccountBody, response: { 201: SubUserAccount, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } }, config,
  }, async (request, reply) => {
    const user = currentUser(request);
    const body = request.body; // the email is normalised by the auth plugin, as for every account
    if (!meetsPasswordPolicy(body.password)) throw new HttpError(400, PASSWORD_POLICY_MESSAGE);
    const permission = await app.db.selectFrom('sub_user_permissions').selectAll().where('id', '=', body.permissionId).where('parent_id', '=', user.id).executeTakeFirst();
    if (!permission) throw new HttpError(404, SUB_USER_PERMISSION_NOT_FOUND);
    assertWithinOwnRights(user, permission.permissions);
    if (await findUserByEmail(app.db, body.email)) throw new HttpError(409, EMAIL_TAKEN);
    const hash = await hashPassword(body.password);
    const at = app.now();
    const row = await withEvents(app, async (trx, append) => {
      const created = await trx.insertInto('users').values({
        email: body.email, first_name: body.firstName.trim(), last_name: body.lastName.trim(), phone: '', country_id: null, password_hash: hash,
        roles: [], parent_id: null, sub_user_of: user.id, can_sale: false, can_buy: false,
        email_verified_at: at, two_factor_secret: null, // the parent vouches for the address, as an Admin does for accounts it creates
      }).returning(['id', 'email', 'first_name', 'last_name']).executeTakeFirstOrThrow();
      await audit(trx, { actorId: actingId(user), entity: 'users', entityId: created.id, action: 'create', after: { ...created, subUserOf: user.id, permissionId: permission.id } });
      const event: SubUserEvent = {
        id: randomUUID(), type: 'SubUserCreated',
        data: { subUserId: created.id, parentId: user.id, permissionId: permission.id, email: created.email, firstName: created.first_name, lastName: created.last_name, by: actingId(user), at: at.toISOString() },
      };
      await append(subUserStream(created.id), [event]);
      return created;
    });
    return reply.code(201).send({
      id: row.id, parentId: user.id, permissionId: permission.id, permissionName: permission.name, role: permission.role,
      email: row.email, firstName: row.first_name, lastName: row.last_name, createdAt: at.toISOString(),
    });
  });

  app.post('/user-sub-permissions/delete-account', {
    schema: { tags: ['sub-users'], body: IdBody, response: { 200: Deleted, 404: ErrorSchema } }, config,
  }, async (request) => {
    const user = currentUser(request);
    const { id } = request.body;
    await withEvents(app, async (trx, append) => {
      const before = await trx.selectFrom('users').select(['id', 'active', 'session_version']).where('id', '=', id).where('sub_user_of', '=', user.id).forUpdate().executeTakeFirst();
      if (!before?.active) throw new HttpError(404, SUB_USER_NOT_FOUND);
      // The row stays (deactivated) so the events it acted in keep a name; the new session version ends its sessions at once.
      await trx.updateTable('users').set({ active: false, session_version: before.session_version + 1, updated_at: app.now() }).where('id', '=', id).execute();
      await audit(trx, { actorId: actingId(user), entity: 'users', entityId: id, action: 'delete', before: { active: true } });
      const event: SubUserEvent = { id: randomUUID(), type: 'SubUserDeleted', data: { subUserId: id, parentId: user.id, by: actingId(user), at: app.now().toISOString() } };
      await append(subUserStream(id), [event]);
    }, () => app.forgetUser(id));
    return { id };
  });
};
