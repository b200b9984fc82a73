import { describe, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import type { EncryptionCommand } from './commands.js';
import { decide } from './decide.js';
import type { EncryptionEvent } from './events.js';
import { evolve, initialEncryptionJob } from './state.js';

const spec = deciderSpec({ decide, evolve, initialState: initialEncryptionJob });
const at = '2026-11-24T12:00:00.000Z';
const ref = { jobId: 'j1', op: 'decrypt' as const, inputSha256: 'a'.repeat(64), at };
const out = 'b'.repeat(64);

const request = (eventId = 'r1'): EncryptionCommand => ({ type: 'RequestEncryptionJob', ...ref, eventId, actorId: 'calibrator' });
const complete: EncryptionCommand = { type: 'CompleteEncryptionJob', ...ref, eventId: 'c1', outputSha256: out, outputSize: 10, agent: 'desk' };
const fail: EncryptionCommand = { type: 'FailEncryptionJob', ...ref, eventId: 'f1', reason: 'wrong key or damaged file', agent: 'desk' };

const requested = (attempt = 1, id = 'r1'): EncryptionEvent => ({ id, type: 'EncryptionJobRequested', data: { ...ref, attempt, actorId: 'calibrator' } });
const completed: EncryptionEvent = { id: 'c1', type: 'EncryptionJobCompleted', data: { ...ref, outputSha256: out, outputSize: 10, agent: 'desk' } };
const failed: EncryptionEvent = { id: 'f1', type: 'EncryptionJobFailed', data: { ...ref, reason: 'wrong key or damaged file', agent: 'desk' } };

describe('encryption job decider', () => {
  it('requests a new job', () => spec.given([]).when(request()).then([requested()]));
  it('asking again for a waiting or done job makes no second job', () => {
    spec.given([requested()]).when(request('r2')).then([]);
    spec.given([requested(), completed]).when(request('r2')).then([]);
  });
  it('asks a failed job anew, counting the attempt', () => spec.given([requested(), failed]).when(request('r2')).then([requested(2, 'r2')]));
  it('completes a waiting job with its output', () => spec.given([requested()]).when(complete).then([completed]));
  it('keeps the first output: a later completion or failure changes nothing', () => {
    spec.given([requested(), completed]).when({ ...complete, eventId: 'c2', outputSha256: 'c'.repeat(64) }).then([]);
    spec.given([requested(), completed]).when(fail).then([]);
  });
  it('fails a waiting job with the reason', () => spec.given([requested()]).when(fail).then([failed]));
  it('refuses to finish a job never requested', () => {
    spec.given([]).when(complete).thenThrows({ code: 'ENCRYPTION_JOB_NOT_FOUND', statusCode: 404 });
    spec.given([]).when(fail).thenThrows({ code: 'ENCRYPTION_JOB_NOT_FOUND' });
  });
});
