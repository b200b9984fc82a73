import type { FastifyRequest } from 'fastify';
import { problem } from '../../../events/problem.js';
import { requestsPerMinute } from '../../http/rate-limit.js';
import { actingId, currentUser } from '../../plugins/auth.js';

// How often the account forms may be used. Each costs the server real work before anyone is known
// (an argon2 hash, a mail), so one address gets a person's share, not a script's: the one per-address
// configuration of the public forms (api/http/rate-limit.ts). Only requests that passed validation count.

/** Forms that send a mail (a reset link, a new confirmation link): a person asks once or twice. */
export const MAIL_FORM_REQUESTS_PER_MINUTE = 5;
/** Forms that hash a password (registration, reset) or use a mailed link: a person retries a few times after a refusal. */
export const ACCOUNT_FORM_REQUESTS_PER_MINUTE = 10;
/** Checks of a signed-in login's password, per login and route (validate, change, two-factor off): a stolen session may not guess it. */
export const PASSWORD_CHECKS_PER_MINUTE = 10;

export const TOO_MANY_PASSWORD_CHECKS = problem('TOO_MANY_PASSWORD_CHECKS', 'Too many password attempts: try again in {after}');

export const mailFormLimit = requestsPerMinute(MAIL_FORM_REQUESTS_PER_MINUTE, undefined, { hook: 'preHandler' });
export const accountFormLimit = requestsPerMinute(ACCOUNT_FORM_REQUESTS_PER_MINUTE, undefined, { hook: 'preHandler' });
/** Keyed by the login whose password is checked (a sub-user's own), whatever address it comes from. */
export const passwordCheckLimit = requestsPerMinute(PASSWORD_CHECKS_PER_MINUTE, TOO_MANY_PASSWORD_CHECKS, {
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `login:${actingId(currentUser(request))}`,
});
