import { Refusal } from '../problem.js';
import type { EncryptionCommand } from './commands.js';
import { ENCRYPTION_JOB_NOT_FOUND } from './errors.js';
import type { EncryptionEvent } from './events.js';
import { evolve, initialEncryptionJob, type EncryptionJob } from './state.js';
import { unreachable } from '../unreachable.js';

// A request is idempotent: a job waiting or done is not asked again; a failed one is asked anew.
// The first whole output completes a job; a later answer (a second agent, a resend) changes nothing.

export const decide = (command: EncryptionCommand, state: EncryptionJob): EncryptionEvent[] => {
  const ref = { jobId: command.jobId, op: command.op, inputSha256: command.inputSha256, at: command.at };
  switch (command.type) {
    case 'RequestEncryptionJob':
      if (state.status === 'waiting' || state.status === 'completed') return [];
      return [{ id: command.eventId, type: 'EncryptionJobRequested', data: { ...ref, attempt: state.attempts + 1, actorId: command.actorId } }];
    case 'CompleteEncryptionJob':
      if (state.status === 'none') throw new Refusal(404, ENCRYPTION_JOB_NOT_FOUND);
      if (state.status !== 'waiting') return [];
      return [{ id: command.eventId, type: 'EncryptionJobCompleted', data: { ...ref, outputSha256: command.outputSha256, outputSize: command.outputSize, agent: command.agent } }];
    case 'FailEncryptionJob':
      if (state.status === 'none') throw new Refusal(404, ENCRYPTION_JOB_NOT_FOUND);
      if (state.status !== 'waiting') return [];
      return [{ id: command.eventId, type: 'EncryptionJobFailed', data: { ...ref, reason: command.reason, agent: command.agent } }];
    default:
      return unreachable('encryption command', command);
  }
};

export const encryptionJobDecider = { initialState: initialEncryptionJob, evolve, decide };
