import type { NewEvent } from '../store/port.js';

// An encryption job: the desktop application (the encryption agent) encrypts or decrypts one file
// of the content-addressed store. One stream per job; its id derives from (op, input), so asking
// twice for the same work makes one job. Event types carry the feature's name: the feed is global.

export const ENCRYPTION_OPS = ['encrypt', 'decrypt'] as const;
export type EncryptionOp = (typeof ENCRYPTION_OPS)[number];

export const ENCRYPTION_JOB_STATUSES = ['waiting', 'completed', 'failed'] as const;
export type EncryptionJobStatus = (typeof ENCRYPTION_JOB_STATUSES)[number];

export const encryptionJobStream = (jobId: string) => `encryption-job-${jobId}`;
export const ENCRYPTION_JOB_STREAM_PREFIX = 'encryption-job-';

type JobRef = { jobId: string; op: EncryptionOp; inputSha256: string; at: string };

export type EncryptionEventData = {
  /** Waiting for an agent; `attempt` counts requests (a failed job may be asked again). */
  EncryptionJobRequested: JobRef & { attempt: number; actorId: string | null };
  /** The whole output is in the file store under `outputSha256`. */
  EncryptionJobCompleted: JobRef & { outputSha256: string; outputSize: number; agent: string };
  /** The agent refused the input (not a tool-encrypted read, wrong key, damaged). */
  EncryptionJobFailed: JobRef & { reason: string; agent: string };
};

export type EncryptionEventType = keyof EncryptionEventData;
export type EncryptionEvent = { [T in EncryptionEventType]: NewEvent<T, EncryptionEventData[T]> }[EncryptionEventType];
export const ENCRYPTION_EVENT_TYPES = ['EncryptionJobRequested', 'EncryptionJobCompleted', 'EncryptionJobFailed'] as const satisfies readonly EncryptionEventType[];
