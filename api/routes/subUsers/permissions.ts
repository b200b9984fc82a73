import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { handleCommand } from '../../../events/command/handle-command.js';
import { changedRights, subUserPermissionDecider, SUB_USER_PERMISSION_NOT_FOUND, type SubUserPermissionCommand } from '../../../events/subUsers/decide.js';
import { SUB_USER_EVENT_TYPES, subUserPermissionStream } from '../../../events/subUsers/events.js';
import { withDefaults } from '../../../events/subUsers/permissions.js';
import { countAccountsUnder, findSubUserPermission, listSubUserPermissions } from '../../../projections/subUsers/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { actingId, currentUser, type AuthUser } from '../../plugins/auth.js';
import { assertWithinOwnRights } from './acting.js';
import { SUB_USER_PERMISSION_IN_USE } from './errors.js';
import { PARENT_ROLES } from './roles.js';
import { CreatePermissionBody, Deleted, IdBody, IdParams, SubUserPermission, toSubUserPermission, UpdatePermissionBody } from './schemas.js';

// A parent's permission sets (spec section 7: user-sub-permissions create, update, delete, view/{id}).

type Acting = Pick<SubUserPermissionCommand, 'eventId' | 'parentId' | 'by' | 'at'>;
const acting = (app: FastifyInstance, user: AuthUser): Acting => ({ eventId: randomUUID(), parentId: user.id, by: actingId(user), at: app.now().toISOString() });

const run = async (app: FastifyInstance, command: SubUserPermissionCommand) => {
  const result = await handleCommand(app.store, subUserPermissionStream(command.permissionId), subUserPermissionDecider, command);
  if (result.position && !(await app.runner.waitFor(result.position, undefined, SUB_USER_EVENT_TYPES))) app.log.warn('sub_users read model did not reach the change in time');
  return result;
};

/** The set, if it is the caller's account's (an Admin reads any). */
const readable = async (app: FastifyInstance, user: AuthUser, id: string) => {
  const row = await findSubUserPermission(app.db, id);
  if (!row || (row.parent_id !== user.id && !user.roles.includes('Admin'))) throw new HttpError(404, SUB_USER_PERMISSION_NOT_FOUND);
  return row;
};

export const subUserPermissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { roles: PARENT_ROLES };

  app.get('/user-sub-permissions', {
    schema: { tags: ['sub-users'], response: { 200: Type.Array(SubUserPermission) } }, config,
  }, async (request) => (await listSubUserPermissions(app.db, currentUser(request).id)).map(toSubUserPermission));

  app.get('/user-sub-permissions/view/:id', {
    schema: { tags: ['sub-users'], params: IdParams, response: { 200: SubUserPermission, 404: ErrorSchema } }, config,
  }, async (request) => toSubUserPermission(await readable(app, currentUser(request), request.params.id)));

  app.post('/user-sub-permissions/create', {
    schema: { tags: ['sub-users'], body: CreatePermissionBody, response: { 201: SubUserPermission, 400: ErrorSchema, 403: ErrorSchema } }, config,
  }, async (request, reply) => {
    const user = currentUser(request);
    const { name, role, permissions } = request.body;
    assertWithinOwnRights(user, withDefaults(role, permissions));
    const permissionId = randomUUID();
    await run(app, { type: 'CreateSubUserPermission', ...acting(app, user), permissionId, name, role, permissions });
    return reply.code(201).send(toSubUserPermission(await readable(app, user, permissionId)));
  });

  app.post('/user-sub-permissions/update', {
    schema: { tags: ['sub-users'], body: UpdatePermissionBody, response: { 200: SubUserPermission, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } }, config,
  }, async (request) => {
    const user = currentUser(request);
    const { id, name, role, permissions } = request.body;
    const before = await readable(app, user, id);
    // Checked on the tree the change gives (the role's defaults filled in), before anything is recorded.
    assertWithinOwnRights(user, changedRights(before, { role, permissions }).permissions);
    await run(app, { type: 'UpdateSubUserPermission', ...acting(app, user), permissionId: id, name, role, permissions });
    return toSubUserPermission(await readable(app, user, id));
  });

  app.post('/user-sub-permissions/delete', {
    schema: { tags: ['sub-users'], body: IdBody, response: { 200: Deleted, 404: ErrorSchema, 409: ErrorSchema } }, config,
  }, async (request) => {
    const user = currentUser(request);
    const { id } = request.body;
    await readable(app, user, id); // another account's set is not found, whether in use or not
    // Accounts under a set would be left without rights: their deletion comes first.
    if (await countAccountsUnder(app.db, id)) throw new HttpError(409, SUB_USER_PERMISSION_IN_USE);
    await run(app, { type: 'DeleteSubUserPermission', ...acting(app, user), permissionId: id });
    return { id };
  });
};
