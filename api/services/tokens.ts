import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';

// Bearer tokens carry the user's session version: bumping it (close-sessions, deactivation,
// password reset) revokes every token issued before. A two-factor token is good only for step two.

export const SESSION_TTL = '12h';
export const TWO_FACTOR_TTL = '5m';

export type TokenPurpose = 'session' | 'two-factor';
export type TokenClaims = { sub: string; sv: number; purpose: TokenPurpose };

export const signToken = (secret: string, claims: TokenClaims): string =>
  jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: claims.purpose === 'session' ? SESSION_TTL : TWO_FACTOR_TTL });

export const verifyToken = (secret: string, token: string): TokenClaims | null => {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.sv !== 'number') return null;
    if (claims.purpose !== 'session' && claims.purpose !== 'two-factor') return null;
    return { sub: claims.sub, sv: claims.sv, purpose: claims.purpose };
  } catch {
    return null;
  }
};

/** One-time link tokens (email verification, reset, close sessions): random, stored only hashed. */
export const newLinkToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
};

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
