import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFound, FileTampered, FileTooLarge, type FileStore } from '../../api/services/files/store.js';

// The one contract every file store adapter passes (DESIGN.md "Files"). What a test must see of
// the adapter's storage (its objects, their raw bytes) comes through the fixture.

export type FileStoreFixture = {
  store: FileStore;
  /** The addresses of the objects stored, as the storage lists them. */
  objects(): Promise<string[]>;
  /** The stored (encrypted) bytes of an object. */
  rawBytes(sha256: string): Promise<Buffer>;
  /** Changes one stored byte at `offset` from the start of the object. */
  tamper(sha256: string, offset: number): Promise<void>;
  cleanup(): Promise<void>;
};

const MB = 1024 * 1024;

/** `size` pseudo-random bytes from `seed`, generated piece by piece, and their SHA-256 once read. */
const generated = (size: number, seed: string) => {
  const hash = createHash('sha256');
  let sent = 0;
  let counter = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      // 64 KiB of SHA-256 output per piece: random-looking, cheap, never the whole file at once.
      const piece = Buffer.alloc(Math.min(64 * 1024, size - sent));
      for (let at = 0; at < piece.length; at += 32) createHash('sha256').update(`${seed}:${counter++}`).digest().copy(piece, at);
      hash.update(piece);
      sent += piece.length;
      this.push(piece);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
};

const digestOf = async (stream: Readable) => {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
};

const failingAfter = (bytes: number) => {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return void this.destroy(new Error('the client went away'));
      sent += 64 * 1024;
      this.push(Buffer.alloc(64 * 1024, 7));
    },
  });
};

export const fileStoreContract = (adapter: string, open: () => Promise<FileStoreFixture>) => {
  describe(`file store contract: ${adapter}`, () => {
    let fixture: FileStoreFixture;
    let store: FileStore;
    beforeAll(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterAll(async () => fixture?.cleanup());

    it('stores a 10MB file streamed in and reads it back streamed out, by the SHA-256 of its plaintext', async () => {
      const source = generated(10 * MB, 'round trip');
      const stored = await store.put(source.stream);
      expect(stored).toEqual({ sha256: source.sha256(), size: 10 * MB });
      expect(await store.has(stored.sha256)).toBe(true);
      expect(await digestOf(store.get(stored.sha256))).toEqual(stored);
    });

    it('stores the same plaintext once', async () => {
      const before = await fixture.objects();
      const first = await store.put(generated(300_000, 'twice').stream);
      const second = await store.put(generated(300_000, 'twice').stream);
      expect(second).toEqual(first);
      expect((await fixture.objects()).filter((o) => !before.includes(o))).toEqual([first.sha256]);
    });

    it('keeps no plaintext at rest', async () => {
      const marker = 'KNOWN-PLAINTEXT-MARKER-';
      const plain = Buffer.from(marker.repeat(20_000));
      const stored = await store.put(Readable.from([plain]));
      const raw = await fixture.rawBytes(stored.sha256);
      expect(raw.length).toBeGreaterThan(plain.length);
      expect(raw.includes(marker)).toBe(false);
      expect(raw.includes(plain.subarray(0, 64))).toBe(false);
    });

    it('refuses a stored file whose bytes were changed, with an error instead of other bytes', async () => {
      const stored = await store.put(generated(500_000, 'tampered').stream);
      await fixture.tamper(stored.sha256, 250_000);
      await expect(digestOf(store.get(stored.sha256))).rejects.toBeInstanceOf(FileTampered);
    });

    it('answers an unknown or malformed address as not found', async () => {
      const unknown = 'a'.repeat(64);
      expect(await store.has(unknown)).toBe(false);
      expect(await store.has('../../etc/passwd')).toBe(false);
      await expect(digestOf(store.get(unknown))).rejects.toBeInstanceOf(FileNotFound);
      await expect(digestOf(store.get('../x'))).rejects.toBeInstanceOf(FileNotFound);
    });

    it('stores nothing of a source that fails half way or exceeds maxBytes', async () => {
      const before = await fixture.objects();
      await expect(store.put(failingAfter(2 * MB))).rejects.toThrow('the client went away');
      await expect(store.put(generated(2 * MB, 'too large').stream, { maxBytes: MB })).rejects.toBeInstanceOf(FileTooLarge);
      expect(await fixture.objects()).toEqual(before);
    });

    it('gives a staged file its address only on commit; a discarded one leaves nothing', async () => {
      const before = await fixture.objects();
      const kept = await store.stage(generated(100_000, 'staged').stream);
      expect(await store.has(kept.sha256)).toBe(false);
      await kept.commit();
      expect(await store.has(kept.sha256)).toBe(true);
      const dropped = await store.stage(generated(100_000, 'discarded').stream);
      await dropped.discard();
      expect(await store.has(dropped.sha256)).toBe(false);
      expect((await fixture.objects()).filter((o) => !before.includes(o))).toEqual([kept.sha256]);
    });
  });
};
