import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUserByEmail, findUserById } from '../../../projections/users/queries.js';
import { errorBody, ErrorSchema, HttpError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { verifyTotp } from '../../services/totp.js';
import { recordAccountEvent } from '../account-events.js';
import { toUserInfo } from '../user/user-info.js';
import { SigninBody, SigninReply, TwoFactorBody } from './schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { problem } from '../../../events/problem.js';

// Spec section 8 login messages; the same answer for an unknown email and a wrong password.
export const INVALID_CREDENTIALS = problem('INVALID_CREDENTIALS', 'Invalid Login Credentials');
export const EMAIL_NOT_VERIFIED = problem('EMAIL_NOT_VERIFIED', 'Email not verified');
export const ACCOUNT_UNDER_REVIEW = problem('ACCOUNT_UNDER_REVIEW', 'Your account is being verified');
export const ACCOUNT_INACTIVE = problem('ACCOUNT_INACTIVE', 'Your account is inactive');
export const INVALID_TWO_FACTOR_CODE = problem('INVALID_TWO_FACTOR_CODE', 'Invalid two-factor code');

/** Attempts per minute for one email from one address. */
export const SIGNIN_ATTEMPTS_PER_MINUTE = 10;

const rateLimit = {
  max: SIGNIN_ATTEMPTS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: { ip: string; body?: unknown }) => `${request.ip}:${String((request.body as { email?: string } | undefined)?.email ?? '').toLowerCase()}`,
  errorResponseBuilder: (_req: unknown, context: { after: string }) => ({
    ...errorBody(429, 'TOO_MANY_ATTEMPTS', `Too many sign-in attempts: try again in ${context.after}`, { after: context.after }),
  }),
};

const dummyHash = hashPassword('not the password of anyone');

export const signinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/signin', {
    schema: { tags: ['auth'], security: [], body: SigninBody, response: { 200: SigninReply, 401: ErrorSchema, 403: ErrorSchema } },
    config: { rateLimit },
  }, async (request) => {
    const user = await findUserByEmail(app.db, request.body.email);
    const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyHash), request.body.password);
    if (!user || !passwordOk) throw new HttpError(401, INVALID_CREDENTIALS);
    if (!user.email_verified_at) throw new HttpError(403, EMAIL_NOT_VERIFIED);
    if (user.under_review) throw new HttpError(403, ACCOUNT_UNDER_REVIEW);
    if (!user.active) throw new HttpError(403, ACCOUNT_INACTIVE);
    if (user.two_factor_enabled) return { twoFactorRequired: true as const, token: app.issueToken(user, 'two-factor') };
    await recordAccountEvent(app, 'UserSignedIn', { userId: user.id, ip: request.ip, twoFactor: false, at: app.now().toISOString() });
    return { token: app.issueToken(user), user: await toUserInfo(app.db, user) };
  });

  app.post('/auth/two-factor', {
    schema: { tags: ['auth'], body: TwoFactorBody, response: { 200: SigninReply, 401: ErrorSchema } },
    config: { tokenPurpose: 'two-factor', rateLimit },
    onRequest: app.authenticate,
  }, async (request) => {
    const user = await findUserById(app.db, currentUser(request).id);
    if (!user?.two_factor_secret || !verifyTotp(user.two_factor_secret, request.body.code)) throw new HttpError(401, INVALID_TWO_FACTOR_CODE);
    await recordAccountEvent(app, 'UserSignedIn', { userId: user.id, ip: request.ip, twoFactor: true, at: app.now().toISOString() });
    return { token: app.issueToken(user), user: await toUserInfo(app.db, user) };
  });
};
