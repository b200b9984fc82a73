import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config.js';
import { objectPath, openDiskFileStore, STALE_TEMP_MS, tempDir } from '../../api/services/files/disk.js';
import { fileKeyFor, openFileStore } from '../../api/services/files/open.js';
import { fileStoreContract } from './store.contract.js';

// The disk adapter: the contract, then what only a disk has: temporary files a crash left behind,
// and the key kept in the data directory.

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-files-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const listObjects = async (dir: string) =>
  (await readdir(join(dir, 'objects'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name).sort();

fileStoreContract('disk', async () => {
  const dir = await freshDir();
  const store = await openDiskFileStore({ dir, key: randomBytes(32) });
  return {
    store,
    objects: () => listObjects(dir),
    rawBytes: (sha256) => readFile(objectPath(dir, sha256)),
    tamper: async (sha256, offset) => {
      const bytes = await readFile(objectPath(dir, sha256));
      bytes[offset] ^= 0x01;
      await writeFile(objectPath(dir, sha256), bytes);
    },
    cleanup: async () => undefined,
  };
});

describe('disk file store after a crash', () => {
  it('never names a half-written file, and removes what a dead writer left when it opens', async () => {
    const dir = await freshDir();
    const key = randomBytes(32);
    await openDiskFileStore({ dir, key });
    // What a crash mid-upload leaves: a temporary file, no object under the final name.
    const sha256 = 'b'.repeat(64);
    const leftover = join(tempDir(dir), 'crashed.part');
    await writeFile(leftover, randomBytes(4096));
    const old = new Date(Date.now() - STALE_TEMP_MS - 60_000);
    await utimes(leftover, old, old);
    // Another instance's upload still being written (touched just now) must survive the clean-up.
    const inFlight = join(tempDir(dir), 'in-flight.part');
    await writeFile(inFlight, randomBytes(10));

    const reopened = await openDiskFileStore({ dir, key });
    expect(await reopened.has(sha256)).toBe(false);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(inFlight)).toBe(true);
    expect(await listObjects(dir)).toEqual([]);
  });

  it('writes under a temporary name until the file is committed', async () => {
    const dir = await freshDir();
    const store = await openDiskFileStore({ dir, key: randomBytes(32) });
    const staged = await store.stage(Readable.from([randomBytes(1000)]));
    expect(await readdir(tempDir(dir))).toHaveLength(1);
    expect(await listObjects(dir)).toEqual([]);
    await staged.commit();
    expect(await readdir(tempDir(dir))).toEqual([]);
    expect(await listObjects(dir)).toEqual([staged.sha256]);
    expect((await stat(objectPath(dir, staged.sha256))).mode & 0o777).toBe(0o600);
  });
});

describe('the file key', () => {
  it('is generated once into the data directory and read back on the next start', async () => {
    const dataDir = await freshDir();
    const config = { ...readConfig({}), dataDir };
    const first = fileKeyFor(config);
    expect(first).toHaveLength(32);
    expect(fileKeyFor(config).equals(first)).toBe(true);
    expect(((await stat(join(dataDir, 'file-key'))).mode & 0o777)).toBe(0o600);
    // A file stored under one start opens under the next.
    const stored = await (await openFileStore(config)).put(Readable.from([Buffer.from('stays readable')]));
    const chunks: Buffer[] = [];
    for await (const chunk of (await openFileStore(config)).get(stored.sha256)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('stays readable');
  });

  it('comes from FILE_KEY when set, and a malformed one stops the start', async () => {
    const dataDir = await freshDir();
    const hex = randomBytes(32).toString('hex');
    expect(fileKeyFor(readConfig({ DATA_DIR: dataDir, FILE_KEY: hex })).toString('hex')).toBe(hex);
    expect(existsSync(join(dataDir, 'file-key'))).toBe(false);
    expect(() => fileKeyFor(readConfig({ DATA_DIR: dataDir, FILE_KEY: 'too-short' }))).toThrow('FILE_KEY must be 64 hexadecimal characters');
  });

  it('FILE_STORE_URL picks a directory, and refuses what is neither a directory nor a bucket', async () => {
    const dataDir = await freshDir();
    const elsewhere = await freshDir();
    const store = await openFileStore(readConfig({ DATA_DIR: dataDir, FILE_STORE_URL: `file://${elsewhere}` }));
    const stored = await store.put(Readable.from([Buffer.from('elsewhere')]));
    expect(existsSync(objectPath(elsewhere, stored.sha256))).toBe(true);
    await expect(openFileStore(readConfig({ DATA_DIR: dataDir, FILE_STORE_URL: 'gs://bucket/prefix' }))).rejects.toThrow('FILE_STORE_URL must be file:///path or s3://bucket/prefix, not gs:');
  });
});
