import type { EncryptionOp } from './events.js';

// Commands carry the job's identity, the time and the id of the event they append.

type Base = { jobId: string; op: EncryptionOp; inputSha256: string; eventId: string; at: string };

export type RequestEncryptionJob = Base & { type: 'RequestEncryptionJob'; actorId: string | null };
export type CompleteEncryptionJob = Base & { type: 'CompleteEncryptionJob'; outputSha256: string; outputSize: number; agent: string };
export type FailEncryptionJob = Base & { type: 'FailEncryptionJob'; reason: string; agent: string };

export type EncryptionCommand = RequestEncryptionJob | CompleteEncryptionJob | FailEncryptionJob;
