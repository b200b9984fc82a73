import type { Readable } from 'node:stream';

export { FileTampered, FileTooLarge } from './sealed.js';

// The file store port (DESIGN.md "Files"): originals, tuned files and attachments are kept by the
// SHA-256 of their plaintext, encrypted at rest, streamed in and out (a file is never held whole in
// memory). The disk adapter (disk.ts) is the default; the S3-compatible one (s3.ts) takes its place
// behind the same contract (tests/files/store.contract.ts).

export type StoredFile = {
  /** Lower-case hex SHA-256 of the plaintext: the file's address. */
  sha256: string;
  /** Bytes of plaintext. */
  size: number;
};

export type PutOptions = {
  /** More plaintext than this fails the put with FileTooLarge and stores nothing. */
  maxBytes?: number;
};

/**
 * A file written under a temporary name: nothing reads it until `commit` gives it its address.
 * `discard` removes it. One of the two must be called; a crash before either leaves only a
 * temporary name, which the disk store removes when it opens (an S3 bucket, its lifecycle rule).
 */
export type StagedFile = StoredFile & {
  commit(): Promise<void>;
  discard(): Promise<void>;
};

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Reads `source` to its end; rejects (storing nothing) when it fails, is too large or a stage of it fails. */
  stage(source: Readable, options?: PutOptions): Promise<StagedFile>;
  /** `stage` and `commit` in one: the same plaintext put twice is stored once. */
  put(source: Readable, options?: PutOptions): Promise<StoredFile>;
  /** The plaintext, decrypted as it streams; errors with FileNotFound or FileTampered. */
  get(sha256: string): Readable;
  has(sha256: string): Promise<boolean>;
}

/** No stored file has this address. */
export class FileNotFound extends Error {
  readonly code = 'FILE_NOT_FOUND';
  constructor(readonly sha256: string) {
    super(`no stored file ${sha256}`);
    this.name = 'FileNotFound';
  }
}

const SHA256 = /^[0-9a-f]{64}$/;
/** An address is 64 lower-case hex digits, nothing else (it becomes a path or an object key). */
export const isSha256 = (value: string) => SHA256.test(value);

/** `put` for adapters that implement `stage`. */
export const putByStaging = async (store: Pick<FileStore, 'stage'>, source: Readable, options?: PutOptions): Promise<StoredFile> => {
  const staged = await store.stage(source, options);
  await staged.commit();
  return { sha256: staged.sha256, size: staged.size };
};
