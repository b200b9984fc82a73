import type { FileStore } from '../files/store.js';
import { isToolEncrypted, TOOL_MAGIC } from '../../../events/encryption/container.js';
import { ENCRYPTION_JOB_FAILED, ENCRYPTION_OFFLINE } from '../../../events/encryption/errors.js';
import type { EncryptionOp } from '../../../events/encryption/events.js';
import { HttpError } from '../../http/errors.js';
import type { EncryptionService } from './service.js';

// The one integration point for features that hand out files the desktop application must process:
// today the order download decrypts a tool-encrypted original for the calibrator; the tuned file's
// re-encryption calls `processedFile(..., 'encrypt', sha)` the same way.

export type ProcessedFile =
  /** The output is stored: send this file instead. */
  | { kind: 'ready'; sha256: string; size: number }
  /** Queued or in progress at an online agent: ask again shortly (HTTP 202). */
  | { kind: 'pending'; jobId: string };

/** The first bytes of a stored file, enough to see the container's magic. */
const headOf = async (files: FileStore, sha256: string): Promise<Buffer> => {
  const stream = files.get(sha256);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      length += (chunk as Buffer).length;
      if (length >= TOOL_MAGIC.length) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
};

/** Whether a stored file is a tool-encrypted read (its address never changes its bytes, so the answer is kept). */
const known = new Map<string, boolean>();
const KNOWN_MAX = 10_000;
export const isStoredToolEncrypted = async (files: FileStore, sha256: string): Promise<boolean> => {
  const cached = known.get(sha256);
  if (cached !== undefined) return cached;
  if (!(await files.has(sha256))) return false;
  const answer = isToolEncrypted(await headOf(files, sha256));
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(sha256, answer);
  return answer;
};

/**
 * The output of `op` on a stored file: ready, or pending with the job queued. Throws
 * ENCRYPTION_OFFLINE (503) when it is not ready and no agent is connected (the job stays queued and
 * runs when one connects), ENCRYPTION_JOB_FAILED (422) when the agent refused the input.
 */
export const processedFile = async (encryption: EncryptionService, op: EncryptionOp, sha256: string, actorId: string | null): Promise<ProcessedFile> => {
  const before = await encryption.job(op, sha256);
  if (before?.status === 'completed' && before.outputSha256) return { kind: 'ready', sha256: before.outputSha256, size: before.outputSize ?? 0 };
  if (before?.status === 'failed') throw new HttpError(422, ENCRYPTION_JOB_FAILED, { reason: before.reason ?? 'unknown' });
  const job = await encryption.request(op, sha256, actorId);
  if (job.status === 'completed' && job.outputSha256) return { kind: 'ready', sha256: job.outputSha256, size: job.outputSize ?? 0 };
  if (encryption.status() === 'offline') throw new HttpError(503, ENCRYPTION_OFFLINE);
  return { kind: 'pending', jobId: job.id };
};
