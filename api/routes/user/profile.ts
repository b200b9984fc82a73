import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findUserById } from '../../../tables/users/queries.js';
import { listUserActivity } from '../../../projections/userActivity/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { ListQuery, parseListQuery, sendList } from '../../http/simple-rest.js';
import { actingId, currentUser } from '../../plugins/auth.js';
import { CURRENT_PASSWORD_MESSAGE, hashPassword, newPasswordProblem, verifyPassword } from '../../services/passwords.js';
import { queueMail } from '../../services/mail/outbox.js';
import { passwordChangedMail } from '../../services/mail/templates.js';
import { withAccountEvents } from '../account-events.js';
import { createLinkToken } from '../auth/link-tokens.js';
import { passwordCheckLimit } from '../auth/limits.js';
import { endAllSessions } from '../auth/sessions.js';
import { UserInfo, toUserInfo } from './user-info.js';
import { Activity, ChangePasswordBody, LanguageBody, Message, PasswordBody } from './schemas.js';
import { SESSION_ENDED } from '../../plugins/auth.js';
import { PermissionTreeSchema, SubUserRoleSchema } from '../subUsers/schemas.js';

const MyUserInfo = Type.Object({
  ...UserInfo.properties,
  subUser: Type.Optional(Type.Object({ id: Type.String(), email: Type.String(), name: Type.String({ description: 'its own full name (its email when it has none): screens greet it as acting for the account' }), role: SubUserRoleSchema, permissions: PermissionTreeSchema, twoFactorEnabled: Type.Boolean() })),
});

export const PASSWORD_CHANGED = 'Your password was changed';
const PasswordChanged = Type.Object({ message: Type.String(), token: Type.String({ description: 'a new token for this session: every token issued before answers 401' }) });
export const LANGUAGE_SAVED = 'Language saved';

/** The signed-in user's own account: information, password, language, security timeline. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = async (request: Parameters<typeof currentUser>[0]) => {
    const user = await findUserById(app.db, currentUser(request).id);
    if (!user) throw new HttpError(401, SESSION_ENDED);
    return user;
  };
  /** Whose credentials a request changes: a sub-user's own login, never its parent's (issue 13). */
  const ownLogin = async (request: Parameters<typeof currentUser>[0]) => {
    const user = await findUserById(app.db, actingId(currentUser(request)));
    if (!user) throw new HttpError(401, SESSION_ENDED);
    return user;
  };

  // A sub-user reads its parent's account, and itself with its rights (the UI hides what the server would refuse).
  app.get('/user/view', { schema: { tags: ['user'], response: { 200: MyUserInfo } } }, async (request) => {
    const subUser = currentUser(request).subUser;
    // The profile screen shows a sub-user's own two-factor, not the parent's `twoFactorEnabled`.
    const login = subUser ? await ownLogin(request) : null;
    const own = subUser && login ? { subUser: { ...subUser, name: `${login.first_name} ${login.last_name}`.trim() || login.email, twoFactorEnabled: login.two_factor_enabled } } : {};
    return { ...(await toUserInfo(app.db, await me(request))), ...own };
  });

  app.post('/user/validate-password', {
    schema: { tags: ['user'], body: PasswordBody, response: { 200: Type.Object({ valid: Type.Boolean() }), 400: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: passwordCheckLimit },
  }, async (request) => {
    const user = await ownLogin(request);
    if (!(await verifyPassword(user.password_hash, request.body.password))) throw new HttpError(400, CURRENT_PASSWORD_MESSAGE);
    return { valid: true };
  });

  // Every other session of the login ends (and its sub-users' sessions): whoever knew the old password
  // is signed out. The session that changed it goes on with the fresh token of the answer.
  app.put('/user/password', {
    schema: { tags: ['user'], body: ChangePasswordBody, response: { 200: PasswordChanged, 400: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: passwordCheckLimit },
  }, async (request) => {
    const problem = newPasswordProblem(request.body.password, request.body.repeatPassword);
    if (problem) throw new HttpError(400, problem);
    const user = await ownLogin(request);
    if (!(await verifyPassword(user.password_hash, request.body.currentPassword))) throw new HttpError(400, CURRENT_PASSWORD_MESSAGE);
    const hash = await hashPassword(request.body.password);
    const now = app.now();
    const login = await withAccountEvents(app, async (trx, record) => {
      await trx.updateTable('users').set({ password_hash: hash, updated_at: now }).where('id', '=', user.id).execute();
      const ended = await endAllSessions(trx, record, user.id, now);
      const token = await createLinkToken(trx, user.id, 'close_sessions', now);
      await queueMail(trx, passwordChangedMail(app.config.publicUrl, user.email, user.first_name, token));
      await record('PasswordChanged', { userId: user.id, at: now.toISOString() });
      return ended;
    });
    return { message: PASSWORD_CHANGED, token: app.issueToken(login) };
  });

  app.put('/user/language', { schema: { tags: ['user'], body: LanguageBody, response: { 200: Message } } }, async (request) => {
    await app.db.updateTable('users').set({ language: request.body.language }).where('id', '=', currentUser(request).id).execute();
    return { message: LANGUAGE_SAVED };
  });

  app.get('/user/activity', {
    schema: { tags: ['user'], querystring: ListQuery, response: { 200: Type.Array(Activity), 400: ErrorSchema } },
  }, async (request, reply) => {
    const params = parseListQuery(request.query, ['at'], 'at');
    const { rows, total } = await listUserActivity(app.db, currentUser(request).id, params);
    return sendList(reply, 'activity', params, rows.map((r) => ({ id: r.event_id, type: r.type, at: r.at.toISOString(), detail: r.detail })), total);
  });
};
