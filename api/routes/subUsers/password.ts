import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../../tables/audit/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { actingId, currentUser } from '../../plugins/auth.js';
import { hashPassword, newPasswordProblem } from '../../services/passwords.js';
import { withAccountEvents } from '../account-events.js';
import { SUB_USER_NOT_FOUND } from './errors.js';
import { PARENT_ROLES } from './roles.js';
import { Deleted, PasswordBody } from './schemas.js';

// The tree's user_management.update_password: the parent (or a sub-user allowed to) sets a sub-user's
// password. Not a call spec section 7 names; without it that switch would guard nothing. A sub-user
// has no profile of its own (the profile routes are the parent's account), so this is how it gets a new one.
export const subUserPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user-sub-permissions/update-password', {
    schema: { tags: ['sub-users'], body: PasswordBody, response: { 200: Deleted, 400: ErrorSchema, 404: ErrorSchema } },
    config: { roles: PARENT_ROLES },
  }, async (request) => {
    const user = currentUser(request);
    const { id, password, repeatPassword } = request.body;
    const problem = newPasswordProblem(password, repeatPassword);
    if (problem) throw new HttpError(400, problem);
    // Never a hash for a refused request: the sub-user is looked up first (and again, locked, below).
    const known = await app.db.selectFrom('users').select('id').where('id', '=', id).where('sub_user_of', '=', user.id).where('active', '=', true).executeTakeFirst();
    if (!known) throw new HttpError(404, SUB_USER_NOT_FOUND);
    const hash = await hashPassword(password);
    await withAccountEvents(app, async (trx, record) => {
      const before = await trx.selectFrom('users').select(['id', 'active', 'session_version']).where('id', '=', id).where('sub_user_of', '=', user.id).forUpdate().executeTakeFirst();
      if (!before?.active) throw new HttpError(404, SUB_USER_NOT_FOUND);
      // As a reset: every session of the sub-user ends, it signs in again with the new password.
      await trx.updateTable('users').set({ password_hash: hash, session_version: before.session_version + 1, updated_at: app.now() }).where('id', '=', id).execute();
      await audit(trx, { actorId: actingId(user), entity: 'users', entityId: id, action: 'update', after: { password: 'changed' } });
      await record('PasswordReset', { userId: id, at: app.now().toISOString() });
    });
    return { id };
  });
};
