import type { EncryptionEvent, EncryptionJobStatus } from './events.js';
import { unreachable } from '../unreachable.js';

export type EncryptionJob = {
  status: EncryptionJobStatus | 'none';
  attempts: number;
  outputSha256: string | null;
  outputSize: number | null;
  reason: string | null;
};

export const initialEncryptionJob = (): EncryptionJob => ({ status: 'none', attempts: 0, outputSha256: null, outputSize: null, reason: null });

export const evolve = (state: EncryptionJob, event: EncryptionEvent): EncryptionJob => {
  switch (event.type) {
    case 'EncryptionJobRequested':
      return { ...state, status: 'waiting', attempts: event.data.attempt, reason: null };
    case 'EncryptionJobCompleted':
      return { ...state, status: 'completed', outputSha256: event.data.outputSha256, outputSize: event.data.outputSize };
    case 'EncryptionJobFailed':
      return { ...state, status: 'failed', reason: event.data.reason };
    default:
      return unreachable('encryption event', event);
  }
};
