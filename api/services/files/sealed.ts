import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

// The stored form of a file: AES-256-GCM in segments, so a file is sealed and opened as a stream
// and no plaintext of a segment is released before its tag has been checked (one GCM tag over the
// whole file would let a reader pass on megabytes of unchecked bytes before the error at the end).
//
//   header   'TPFS' | version 1 | 3 zero bytes | 12-byte random nonce              (20 bytes)
//   segment  ciphertext of SEGMENT_BYTES of plaintext (the last one shorter) | 16-byte tag
//
// Segment i uses the header's nonce with i XORed into its last 8 bytes. Its additional data is the
// header, i (8 bytes) and a final flag; the final segment's also holds the plaintext's SHA-256. So a
// changed byte, a changed header, segments swapped, cut off or added, and a file renamed to another
// file's hash all fail to open (FileTampered) instead of yielding other bytes.

export const SEGMENT_BYTES = 64 * 1024;
const MAGIC = Buffer.from('TPFS');
const VERSION = 1;
const NONCE_BYTES = 12;
export const HEADER_BYTES = MAGIC.length + 4 + NONCE_BYTES;
const TAG_BYTES = 16;
const SEALED_SEGMENT_BYTES = SEGMENT_BYTES + TAG_BYTES;
export const KEY_BYTES = 32;

/** The stored size of a plaintext of `size` bytes (an empty file is one empty final segment). */
export const sealedSize = (size: number) => HEADER_BYTES + Math.max(1, Math.ceil(size / SEGMENT_BYTES)) * TAG_BYTES + size;

/** A stored file that does not open with the key: changed, cut short, or not a file of this store. */
export class FileTampered extends Error {
  readonly code = 'FILE_TAMPERED';
  constructor(detail: string) {
    super(`stored file cannot be opened: ${detail}`);
    this.name = 'FileTampered';
  }
}

/** More plaintext than the caller allowed (PutOptions.maxBytes). */
export class FileTooLarge extends Error {
  readonly code = 'FILE_TOO_LARGE';
  constructor(readonly maxBytes: number) {
    super(`file exceeds ${maxBytes} bytes`);
    this.name = 'FileTooLarge';
  }
}

const segmentNonce = (nonce: Buffer, index: number) => {
  const derived = Buffer.from(nonce);
  derived.writeBigUInt64BE(derived.readBigUInt64BE(NONCE_BYTES - 8) ^ BigInt(index), NONCE_BYTES - 8);
  return derived;
};

const additionalData = (header: Buffer, index: number, digest: Buffer | null) => {
  const position = Buffer.alloc(9);
  position.writeBigUInt64BE(BigInt(index));
  position[8] = digest ? 1 : 0;
  return Buffer.concat(digest ? [header, position, digest] : [header, position]);
};

/** Plaintext in, sealed bytes out; `sha256` and `size` of the plaintext once it has ended. */
export class Sealer extends Transform {
  private readonly header: Buffer;
  private readonly nonce = randomBytes(NONCE_BYTES);
  private readonly hash = createHash('sha256');
  private pending: Buffer = Buffer.alloc(0);
  private index = 0;
  size = 0;
  sha256: string | null = null;

  constructor(private readonly key: Buffer, private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
    this.header = Buffer.concat([MAGIC, Buffer.from([VERSION, 0, 0, 0]), this.nonce]);
    this.push(this.header);
  }

  private seal(plain: Buffer, digest: Buffer | null) {
    const cipher = createCipheriv('aes-256-gcm', this.key, segmentNonce(this.nonce, this.index), { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(this.header, this.index, digest));
    this.index += 1;
    this.push(Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new FileTooLarge(this.maxBytes));
    this.hash.update(chunk);
    const all = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    // A full segment is sealed only once more plaintext follows it: the last one carries the digest.
    let offset = 0;
    for (; all.length - offset > SEGMENT_BYTES; offset += SEGMENT_BYTES) this.seal(all.subarray(offset, offset + SEGMENT_BYTES), null);
    this.pending = Buffer.from(all.subarray(offset));
    done();
  }

  override _flush(done: TransformCallback) {
    const digest = this.hash.digest();
    this.sha256 = digest.toString('hex');
    this.seal(this.pending, digest);
    done();
  }
}

/** Sealed bytes in, plaintext out, each segment checked before it is passed on; the file must be the one whose hash is `sha256`. */
export class Opener extends Transform {
  private header: Buffer | null = null;
  private pending: Buffer = Buffer.alloc(0);
  private index = 0;

  constructor(private readonly key: Buffer, private readonly sha256: string) {
    super();
  }

  private open(sealed: Buffer, digest: Buffer | null) {
    const header = this.header!;
    const nonce = header.subarray(HEADER_BYTES - NONCE_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, segmentNonce(nonce, this.index), { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(header, this.index, digest));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    this.index += 1;
    try {
      const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
      if (plain.length) this.push(plain);
    } catch {
      throw new FileTampered(`segment ${this.index - 1} fails its authentication tag`);
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    let all = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    try {
      if (!this.header) {
        if (all.length < HEADER_BYTES) {
          this.pending = Buffer.from(all);
          return done();
        }
        const header = all.subarray(0, HEADER_BYTES);
        if (!header.subarray(0, MAGIC.length).equals(MAGIC) || header[MAGIC.length] !== VERSION) throw new FileTampered('unknown header');
        this.header = Buffer.from(header);
        all = all.subarray(HEADER_BYTES);
      }
      let offset = 0;
      for (; all.length - offset > SEALED_SEGMENT_BYTES; offset += SEALED_SEGMENT_BYTES) this.open(all.subarray(offset, offset + SEALED_SEGMENT_BYTES), null);
      this.pending = Buffer.from(all.subarray(offset));
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback) {
    try {
      if (!this.header || this.pending.length < TAG_BYTES) throw new FileTampered('cut short');
      this.open(this.pending, Buffer.from(this.sha256, 'hex'));
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}
