import { resolve } from 'node:path';

// Everything the environment may override (README's settings table).
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  eventStoreUrl: string | null;
  jwtSecret: string | null;
  /** 64 hex characters (AES-256) for the files at rest; generated into dataDir when unset. */
  fileKey: string | null;
  /** Where files are stored: file:///path; unset = DATA_DIR/files. */
  fileStoreUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public origin used in links of outgoing mail. */
  publicUrl: string;
  logLevel: string;
  /** Sign-in attempts one account takes a minute, whatever their address (SIGNIN_ATTEMPTS_PER_ACCOUNT, default 10). */
  signinAttemptsPerAccount: number;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated in
   * TRUST_PROXY). None by default: the address is then the socket's, which a client cannot forge,
   * so the sign-in rate limit cannot be walked around by sending another header.
   */
  trustProxy: string[];
  /** The encryption agent's secret (ENCRYPTION_AGENT_SECRET); generated into dataDir when unset. */
  encryptionAgentSecret: string | null;
  /**
   * Who may scrape GET /metrics by address (METRICS_ALLOW: addresses or CIDRs, comma-separated),
   * read as the request's address, so behind a proxy only with TRUST_PROXY set. None by default.
   */
  metricsAllow: string[];
  /** The bearer token that opens GET /metrics from anywhere (METRICS_TOKEN); none by default. */
  metricsToken: string | null;
};

/** Sign-in attempts per minute on one account, whatever the addresses they come from (api/routes/auth/signin.ts). */
export const SIGNIN_ATTEMPTS_PER_ACCOUNT = 10;

/** A whole number above 0, or null when unset; anything else stops the start with the variable's name. */
const positiveInteger = (value: string | undefined, name: string): number | null => {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return n;
};

const listOf = (value: string | undefined) => (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    eventStoreUrl: env.EVENTSTORE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    fileKey: env.FILE_KEY || null,
    fileStoreUrl: env.FILE_STORE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Tuning Portal <no-reply@portal.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    signinAttemptsPerAccount: positiveInteger(env.SIGNIN_ATTEMPTS_PER_ACCOUNT, 'SIGNIN_ATTEMPTS_PER_ACCOUNT') ?? SIGNIN_ATTEMPTS_PER_ACCOUNT,
    encryptionAgentSecret: env.ENCRYPTION_AGENT_SECRET || null,
    trustProxy: listOf(env.TRUST_PROXY),
    metricsAllow: listOf(env.METRICS_ALLOW),
    metricsToken: env.METRICS_TOKEN || null,
  };
};
