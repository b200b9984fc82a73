import { resolve } from 'node:path';

// Everything the environment may override (README: PORT, DATA_DIR, DATABASE_URL, EVENTSTORE_URL).
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  eventStoreUrl: string | null;
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Public origin used in links of outgoing mail. */
  publicUrl: string;
  logLevel: string;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    eventStoreUrl: env.EVENTSTORE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Tuning Portal <no-reply@portal.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
};
