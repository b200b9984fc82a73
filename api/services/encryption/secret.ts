import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.js';

// The agent secret: how the desktop application proves itself to the server. It is not the tool
// key (that one never leaves the agent). ENCRYPTION_AGENT_SECRET, or generated once into the data
// directory like the JWT key; the agent gets it by its --secret flag or environment.

export const AGENT_SECRET_FILE = 'encryption-agent-secret';

export const agentSecretFor = (config: Pick<Config, 'encryptionAgentSecret' | 'dataDir'>): string => {
  if (config.encryptionAgentSecret) return config.encryptionAgentSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, AGENT_SECRET_FILE);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time (digests of equal length, whatever was sent). */
export const sameSecret = (expected: string, given: string) => timingSafeEqual(digest(expected), digest(given));
