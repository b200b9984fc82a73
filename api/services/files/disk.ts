import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { KEY_BYTES, Opener, Sealer } from './sealed.js';
import { FileNotFound, isSha256, putByStaging, type FileStore, type PutOptions, type StagedFile } from './store.js';

// The disk adapter: `<dir>/objects/<2 hex>/<sha256>` sealed (sealed.ts), written first as
// `<dir>/tmp/<uuid>.part` on the same file system, flushed to disk, then renamed into place (an
// atomic step), so an address never names half a file. A temporary file whose writer died is
// removed when the store opens; one still being written by another instance sharing the
// directory is left alone (it is younger than STALE_TEMP_MS: every write touches it).

/** A temporary file untouched this long belongs to no living upload. */
export const STALE_TEMP_MS = 60 * 60 * 1000;
const TEMP_SUFFIX = '.part';

export type DiskFileStoreOptions = { dir: string; key: Buffer; now?: () => Date };

export const objectPath = (dir: string, sha256: string) => join(dir, 'objects', sha256.slice(0, 2), sha256);
export const tempDir = (dir: string) => join(dir, 'tmp');

const syncDirectory = async (path: string) => {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** Removes the temporary files of writers that died (a crash, a kill) before they committed. */
const removeStaleTemps = async (dir: string, now: Date) => {
  for (const name of await readdir(tempDir(dir))) {
    if (!name.endsWith(TEMP_SUFFIX)) continue;
    const path = join(tempDir(dir), name);
    const info = await stat(path).catch(() => null);
    if (info && now.getTime() - info.mtimeMs >= STALE_TEMP_MS) await rm(path, { force: true });
  }
};

export const openDiskFileStore = async ({ dir, key, now = () => new Date() }: DiskFileStoreOptions): Promise<FileStore> => {
  if (key.length !== KEY_BYTES) throw new Error(`the file key must be ${KEY_BYTES} bytes`);
  await mkdir(join(dir, 'objects'), { recursive: true, mode: 0o700 });
  await mkdir(tempDir(dir), { recursive: true, mode: 0o700 });
  await removeStaleTemps(dir, now());

  const stage = async (source: Readable, options: PutOptions = {}): Promise<StagedFile> => {
    const temp = join(tempDir(dir), `${randomUUID()}${TEMP_SUFFIX}`);
    const sealer = new Sealer(key, options.maxBytes);
    // `flush`: the bytes are on disk before the rename makes them the file of their address.
    const output = createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true });
    try {
      await pipeline(source, sealer, output);
    } catch (error) {
      // A stream destroyed while it was still opening creates its file afterwards: remove it once closed.
      if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
      await rm(temp, { force: true });
      throw error;
    }
    const sha256 = sealer.sha256!;
    let settled = false;
    return {
      sha256,
      size: sealer.size,
      commit: async () => {
        if (settled) return;
        settled = true;
        const target = objectPath(dir, sha256);
        await mkdir(join(dir, 'objects', sha256.slice(0, 2)), { recursive: true, mode: 0o700 });
        // Over an existing copy of the same plaintext: still one object, and a damaged copy is replaced.
        await rename(temp, target);
        await syncDirectory(join(dir, 'objects', sha256.slice(0, 2)));
      },
      discard: async () => {
        if (settled) return;
        settled = true;
        await rm(temp, { force: true });
      },
    };
  };

  const get = (sha256: string): Readable => {
    const opener = new Opener(key, sha256);
    if (!isSha256(sha256)) {
      process.nextTick(() => opener.destroy(new FileNotFound(sha256)));
      return opener;
    }
    const file = createReadStream(objectPath(dir, sha256));
    file.on('error', (error: NodeJS.ErrnoException) => opener.destroy(error.code === 'ENOENT' ? new FileNotFound(sha256) : error));
    // A reader that stops early (a download cut off) closes the file too.
    opener.on('close', () => file.destroy());
    return file.pipe(opener);
  };

  const has = async (sha256: string) => isSha256(sha256) && (await stat(objectPath(dir, sha256)).then(() => true, () => false));

  const store: FileStore = { kind: 'disk', stage, put: (source, options) => putByStaging(store, source, options), get, has };
  return store;
};
