import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { openDiskFileStore } from './disk.js';
import { KEY_BYTES } from './sealed.js';
import type { FileStore } from './store.js';

// Which file store a portal uses (README "Settings"): FILE_STORE_URL, or the disk under DATA_DIR;
// and its key: FILE_KEY, or one generated once into the data directory like the JWT key. Losing
// the key loses every stored file: back it up with them, and give every instance the same one.

const HEX_KEY = new RegExp(`^[0-9a-fA-F]{${KEY_BYTES * 2}}$`);

export const fileKeyFor = (config: Pick<Config, 'fileKey' | 'dataDir'>): Buffer => {
  if (config.fileKey) {
    if (!HEX_KEY.test(config.fileKey)) throw new Error(`FILE_KEY must be ${KEY_BYTES * 2} hexadecimal characters (a ${KEY_BYTES * 8}-bit key)`);
    return Buffer.from(config.fileKey, 'hex');
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'file-key');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting on the same directory wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!HEX_KEY.test(text)) throw new Error(`${file} does not hold a ${KEY_BYTES * 2}-character hexadecimal key`);
  return Buffer.from(text, 'hex');
};

export const openFileStore = async (config: Pick<Config, 'fileKey' | 'fileStoreUrl' | 'dataDir'>): Promise<FileStore> => {
  const key = fileKeyFor(config);
  if (!config.fileStoreUrl) return openDiskFileStore({ dir: join(config.dataDir, 'files'), key });
  const url = new URL(config.fileStoreUrl);
  if (url.protocol === 'file:') return openDiskFileStore({ dir: fileURLToPath(url), key });
  if (url.protocol === 's3:') {
    // Loaded only here: the AWS SDK is large, and a disk portal never needs it.
    const { openS3FileStore, parseS3Url } = await import('./s3.js');
    return openS3FileStore({ location: parseS3Url(url), key });
  }
  throw new Error(`FILE_STORE_URL must be file:///path or s3://bucket/prefix, not ${url.protocol}`);
};

/** The plaintext of a stored file for a download (authorised by the caller), or null when the store has none. */
export const openStoredFile = async (services: { files: FileStore }, sha256: string): Promise<Readable | null> =>
  (await services.files.has(sha256)) ? services.files.get(sha256) : null;
