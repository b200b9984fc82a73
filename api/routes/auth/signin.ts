import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findUserByEmail, findUserById } from '../../../tables/users/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { requestsPerMinute } from '../../http/rate-limit.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { verifyTotp } from '../../services/totp.js';
import { recordAccountEvent } from '../account-events.js';
import { toUserInfo } from '../user/user-info.js';
import { SessionReply, SigninBody, SigninReply, TwoFactorBody } from './schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { problem } from '../../../events/problem.js';

// Spec section 8 login messages; the same answer for an unknown email and a wrong password.
export const INVALID_CREDENTIALS = problem('INVALID_CREDENTIALS', 'Invalid Login Credentials');
export const EMAIL_NOT_VERIFIED = problem('EMAIL_NOT_VERIFIED', 'Email not verified');
export const ACCOUNT_UNDER_REVIEW = problem('ACCOUNT_UNDER_REVIEW', 'Your account is being verified');
export const ACCOUNT_INACTIVE = problem('ACCOUNT_INACTIVE', 'Your account is inactive');
export const INVALID_TWO_FACTOR_CODE = problem('INVALID_TWO_FACTOR_CODE', 'Invalid two-factor code');

/** Sign-in attempts per minute from one address, whatever the accounts tried (an office shares one address). */
export const SIGNIN_ATTEMPTS_PER_ADDRESS = 60;
/** The default of the per-account limit (the SIGNIN_ATTEMPTS_PER_ACCOUNT setting). */
export { SIGNIN_ATTEMPTS_PER_ACCOUNT } from '../../config.js';
const WINDOW = '1 minute';

export const TOO_MANY_ATTEMPTS = problem('TOO_MANY_ATTEMPTS', 'Too many sign-in attempts: try again in {after}');
const tooMany = (after: string) => new HttpError(429, TOO_MANY_ATTEMPTS, { after });

const perAddress = requestsPerMinute(SIGNIN_ATTEMPTS_PER_ADDRESS, TOO_MANY_ATTEMPTS, { hook: 'preHandler' });

/** The account a sign-in step is about: the (already normalised) email, or the two-factor token's user. */
const accountKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email}` : `user:${request.user?.id ?? ''}`;
};
const dummyHash = hashPassword('not the password of anyone');

export const signinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A second counter per account, so spreading guesses over many addresses gains nothing.
  const accountLimit = app.createRateLimit({ max: app.config.signinAttemptsPerAccount, timeWindow: WINDOW, keyGenerator: accountKey });
  const limitPerAccount = async (request: FastifyRequest) => {
    const limit = await accountLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooMany(`${limit.ttlInSeconds} seconds`);
  };

  app.post('/signin', {
    schema: { tags: ['auth'], security: [], body: SigninBody, response: { 200: SigninReply, 401: ErrorSchema, 403: ErrorSchema } },
    config: { rateLimit: perAddress },
    preHandler: limitPerAccount,
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
    schema: { tags: ['auth'], body: TwoFactorBody, response: { 200: SessionReply, 401: ErrorSchema } },
    config: { tokenPurpose: 'two-factor', rateLimit: perAddress },
    onRequest: app.authenticate,
    preHandler: limitPerAccount,
  }, async (request) => {
    const user = await findUserById(app.db, currentUser(request).id);
    if (!user?.two_factor_secret || !verifyTotp(user.two_factor_secret, request.body.code)) throw new HttpError(401, INVALID_TWO_FACTOR_CODE);
    await recordAccountEvent(app, 'UserSignedIn', { userId: user.id, ip: request.ip, twoFactor: true, at: app.now().toISOString() });
    return { token: app.issueToken(user), user: await toUserInfo(app.db, user) };
  });
};
