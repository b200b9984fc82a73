import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUserById } from '../../../tables/users/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser, type AuthUser } from '../../plugins/auth.js';
import { CURRENT_PASSWORD_MESSAGE, verifyPassword } from '../../services/passwords.js';
import { passwordCheckLimit } from '../auth/limits.js';
import { newTotpSecret, qrCodeDataUrl, verifyTotp } from '../../services/totp.js';
import { withAccountEvents } from '../account-events.js';
import { INVALID_TWO_FACTOR_CODE } from '../auth/signin.js';
import { CodeBody, Message, PasswordBody, TwoFactorSetup } from './schemas.js';
import { problem } from '../../../events/problem.js';

export const TWO_FACTOR_ON = 'Two-factor login is on';
const TWO_FACTOR_ALREADY_ON = problem('TWO_FACTOR_ALREADY_ON', TWO_FACTOR_ON);
export const TWO_FACTOR_OFF = 'Two-factor login is off';
export const TWO_FACTOR_NOT_SET_UP = problem('TWO_FACTOR_NOT_SET_UP', 'Start the two-factor setup first');

/** Whose two-factor a request sets: a sub-user's own login, never its parent's (issue 13). */
const ownLogin = (user: AuthUser) => user.subUser ?? user;

// Setup stores a pending secret; it only takes effect once a code from the app proves it was scanned.
export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/two-factor/setup', { schema: { tags: ['user'], response: { 200: TwoFactorSetup } } }, async (request) => {
    const user = ownLogin(currentUser(request));
    const { secret, otpauthUrl } = newTotpSecret(user.email);
    await app.db.updateTable('users').set({ two_factor_secret: secret }).where('id', '=', user.id).where('two_factor_enabled', '=', false).execute();
    const stored = await findUserById(app.db, user.id);
    if (stored?.two_factor_enabled) throw new HttpError(409, TWO_FACTOR_ALREADY_ON);
    return { secret, otpauthUrl, qrCode: await qrCodeDataUrl(otpauthUrl) };
  });

  app.post('/user/two-factor/enable', {
    schema: { tags: ['user'], body: CodeBody, response: { 200: Message, 400: ErrorSchema } },
  }, async (request) => {
    const user = await findUserById(app.db, ownLogin(currentUser(request)).id);
    if (!user?.two_factor_secret) throw new HttpError(400, TWO_FACTOR_NOT_SET_UP);
    if (!verifyTotp(user.two_factor_secret, request.body.code)) throw new HttpError(400, INVALID_TWO_FACTOR_CODE);
    await withAccountEvents(app, async (trx, record) => {
      await trx.updateTable('users').set({ two_factor_enabled: true, updated_at: app.now() }).where('id', '=', user.id).execute();
      await record('TwoFactorEnabled', { userId: user.id, at: app.now().toISOString() });
    });
    return { message: TWO_FACTOR_ON };
  });

  app.post('/user/two-factor/disable', {
    schema: { tags: ['user'], body: PasswordBody, response: { 200: Message, 400: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: passwordCheckLimit },
  }, async (request) => {
    const user = await findUserById(app.db, ownLogin(currentUser(request)).id);
    if (!user || !(await verifyPassword(user.password_hash, request.body.password))) throw new HttpError(400, CURRENT_PASSWORD_MESSAGE);
    await withAccountEvents(app, async (trx, record) => {
      await trx.updateTable('users').set({ two_factor_enabled: false, two_factor_secret: null, updated_at: app.now() }).where('id', '=', user.id).execute();
      await record('TwoFactorDisabled', { userId: user.id, at: app.now().toISOString() });
    });
    return { message: TWO_FACTOR_OFF };
  });
};
