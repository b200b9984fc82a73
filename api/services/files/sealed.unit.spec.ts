import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTampered, FileTooLarge, HEADER_BYTES, Opener, SEGMENT_BYTES, Sealer, sealedSize } from './sealed.js';

// The sealed format in memory: what it seals opens to the same bytes, and any change to the
// stored bytes is refused with FileTampered before a changed segment's plaintext is passed on.

const key = randomBytes(32);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const drain = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** `data` sealed, fed in pieces of `piece` bytes (uneven pieces cross segment boundaries). */
const seal = async (data: Buffer, piece = 10_000, maxBytes?: number) => {
  const sealer = new Sealer(key, maxBytes);
  const pieces = Array.from({ length: Math.ceil(data.length / piece) }, (_, i) => data.subarray(i * piece, (i + 1) * piece));
  const sealed = await drain(Readable.from(pieces).pipe(sealer));
  return { sealed, sha256: sealer.sha256!, size: sealer.size };
};

const open = (sealed: Buffer, sha256: string, piece = 7_000) => {
  const pieces = Array.from({ length: Math.ceil(sealed.length / piece) }, (_, i) => sealed.subarray(i * piece, (i + 1) * piece));
  return drain(Readable.from(pieces).pipe(new Opener(key, sha256)).on('error', () => undefined));
};

describe('sealed files', () => {
  it.each([0, 1, SEGMENT_BYTES - 1, SEGMENT_BYTES, SEGMENT_BYTES + 1, 3 * SEGMENT_BYTES, 200_000])('round-trips %i bytes', async (length) => {
    const data = randomBytes(length);
    const { sealed, sha256, size } = await seal(data);
    expect({ sha256, size, stored: sealed.length }).toEqual({ sha256: sha(data), size: length, stored: sealedSize(length) });
    expect((await open(sealed, sha256)).equals(data)).toBe(true);
  });

  it('seals the same plaintext differently each time and never holds it in clear', async () => {
    const data = Buffer.from('MARKER-plaintext-'.repeat(5000));
    const [a, b] = [await seal(data), await seal(data)];
    expect(a.sha256).toBe(b.sha256);
    expect(a.sealed.equals(b.sealed)).toBe(false);
    expect(a.sealed.includes('MARKER-plaintext')).toBe(false);
  });

  it('refuses a changed byte anywhere: header, a middle segment, the last tag', async () => {
    const data = randomBytes(3 * SEGMENT_BYTES + 5);
    const { sealed, sha256 } = await seal(data);
    for (const at of [5, HEADER_BYTES + 3, HEADER_BYTES + SEGMENT_BYTES + 100, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] ^= 0x01;
      await expect(open(changed, sha256), `byte ${at}`).rejects.toBeInstanceOf(FileTampered);
    }
  });

  it('passes on no plaintext of a changed segment', async () => {
    const data = randomBytes(3 * SEGMENT_BYTES);
    const { sealed, sha256 } = await seal(data);
    const changed = Buffer.from(sealed);
    changed[HEADER_BYTES + SEGMENT_BYTES + 16 + 10] ^= 0xff; // inside the second segment
    const received: Buffer[] = [];
    const opener = Readable.from([changed]).pipe(new Opener(key, sha256));
    await expect(new Promise((resolve, reject) => opener.on('data', (c: Buffer) => received.push(c)).on('end', resolve).on('error', reject))).rejects.toBeInstanceOf(FileTampered);
    expect(Buffer.concat(received).equals(data.subarray(0, SEGMENT_BYTES))).toBe(true);
  });

  it('refuses a file cut at a segment boundary, segments swapped, another file\'s hash and another key', async () => {
    const data = randomBytes(3 * SEGMENT_BYTES + 1);
    const { sealed, sha256 } = await seal(data);
    const segment = SEGMENT_BYTES + 16;
    await expect(open(sealed.subarray(0, HEADER_BYTES + 2 * segment), sha256)).rejects.toBeInstanceOf(FileTampered);
    const swapped = Buffer.concat([sealed.subarray(0, HEADER_BYTES), sealed.subarray(HEADER_BYTES + segment, HEADER_BYTES + 2 * segment), sealed.subarray(HEADER_BYTES, HEADER_BYTES + segment), sealed.subarray(HEADER_BYTES + 2 * segment)]);
    await expect(open(swapped, sha256)).rejects.toBeInstanceOf(FileTampered);
    await expect(open(sealed, sha(Buffer.from('another file')))).rejects.toBeInstanceOf(FileTampered);
    await expect(drain(Readable.from([sealed]).pipe(new Opener(randomBytes(32), sha256)))).rejects.toBeInstanceOf(FileTampered);
    await expect(open(Buffer.alloc(0), sha256)).rejects.toBeInstanceOf(FileTampered);
  });

  it('stops at maxBytes', async () => {
    await expect(seal(randomBytes(1001), 100, 1000)).rejects.toBeInstanceOf(FileTooLarge);
    expect((await seal(randomBytes(1000), 100, 1000)).size).toBe(1000);
  });
});
