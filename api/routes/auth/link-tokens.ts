import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../database/schema.js';
import type { TokenPurpose } from '../../../tables/users/table.js';
import { HttpError } from '../../http/errors.js';
import { hashLinkToken, newLinkToken } from '../../services/tokens.js';
import { problem } from '../../../events/problem.js';

// One-time links sent by mail. Only the hash is stored; a used or expired link is refused.

export const LINK_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 3600_000,
  reset_password: 2 * 3600_000,
  close_sessions: 7 * 24 * 3600_000,
};

export const INVALID_LINK = problem('INVALID_LINK', 'Invalid or expired link');

export const createLinkToken = async (trx: Transaction<Database>, userId: string, purpose: TokenPurpose, now: Date): Promise<string> => {
  const { token, hash } = newLinkToken();
  await trx.insertInto('user_tokens').values({ token_hash: hash, user_id: userId, purpose, expires_at: new Date(now.getTime() + LINK_TTL_MS[purpose]), used_at: null }).execute();
  return token;
};

/**
 * Refuses a link that is unknown, used or expired, without using it: checked before work a refused
 * request must never cost (a password hash). The link is used, once, by consumeLinkToken.
 */
export const assertLinkTokenUsable = async (db: Kysely<Database>, token: string, purpose: TokenPurpose, now: Date): Promise<void> => {
  const row = await db.selectFrom('user_tokens').select('user_id')
    .where('token_hash', '=', hashLinkToken(token)).where('purpose', '=', purpose).where('used_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw new HttpError(400, INVALID_LINK);
};

/** Marks the link used and answers its user id; concurrent uses of one link succeed once. */
export const consumeLinkToken = async (trx: Transaction<Database>, token: string, purpose: TokenPurpose, now: Date): Promise<string> => {
  const row = await trx
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashLinkToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw new HttpError(400, INVALID_LINK);
  return row.user_id;
};
