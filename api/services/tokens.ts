import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

// Bearer tokens carry the user's session version: bumping it (close-sessions, deactivation,
// password change or reset) revokes every token issued before. A session token also names its own
// session (`sid`): signing out ends that one session (the user row's ended sessions), not the others.
// A two-factor token is good only for step two.

export const SESSION_TTL = '12h';
export const TWO_FACTOR_TTL = '5m';

export type TokenPurpose = 'session' | 'two-factor';
/** `sid`: a session token's own id (tokens issued before sign-out existed have none); `exp`: when it expires (seconds). */
export type TokenClaims = { sub: string; sv: number; purpose: TokenPurpose; sid?: string; exp?: number };

export const signToken = (secret: string, claims: Omit<TokenClaims, 'sid' | 'exp'>): string =>
  jwt.sign(claims.purpose === 'session' ? { ...claims, sid: randomUUID() } : claims, secret, {
    algorithm: 'HS256', expiresIn: claims.purpose === 'session' ? SESSION_TTL : TWO_FACTOR_TTL,
  });

// jsonwebtoken first tries a string secret as a PEM public key and only then as an HMAC key: that
// failed parse cost a tenth of the CPU of every authenticated request. The same key bytes, made once.
const secretKeys = new Map<string, KeyObject>();
const secretKey = (secret: string): KeyObject => {
  let key = secretKeys.get(secret);
  if (!key) secretKeys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
};

export const verifyToken = (secret: string, token: string): TokenClaims | null => {
  try {
    const claims = jwt.verify(token, secretKey(secret), { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.sv !== 'number') return null;
    if (claims.purpose !== 'session' && claims.purpose !== 'two-factor') return null;
    return {
      sub: claims.sub, sv: claims.sv, purpose: claims.purpose,
      ...(typeof claims.sid === 'string' ? { sid: claims.sid } : {}), ...(typeof claims.exp === 'number' ? { exp: claims.exp } : {}),
    };
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
