import { handleCommand } from '../../events/command/handle-command.js';
import { encryptionJobDecider } from '../../events/encryption/decide.js';
import { encryptionJobStream } from '../../events/encryption/events.js';
import type { AppServices } from '../../api/plugins/services.js';
import { deterministicUuid } from '../../events/deterministic-id.js';

// Encryption jobs in every state without an agent process, for tests of the read model (rebuilds).
export const requestAndSettleEncryptionJobs = async (services: Pick<AppServices, 'encryption' | 'store' | 'runner'>) => {
  const at = new Date().toISOString();
  await services.encryption.request('decrypt', 'a1'.repeat(32));
  const done = await services.encryption.request('decrypt', 'b2'.repeat(32));
  await services.encryption.request('decrypt', 'b2'.repeat(32));
  const failed = await services.encryption.request('encrypt', 'c3'.repeat(32));
  const settle = (job: typeof done, outcome: 'completed' | 'failed') =>
    handleCommand(services.store, encryptionJobStream(job.id), encryptionJobDecider, {
      jobId: job.id, op: job.op, inputSha256: job.inputSha256, at, agent: 'test', eventId: deterministicUuid(`${job.id}:${outcome}`),
      ...(outcome === 'completed' ? { type: 'CompleteEncryptionJob' as const, outputSha256: 'd4'.repeat(32), outputSize: 10 } : { type: 'FailEncryptionJob' as const, reason: 'wrong key or damaged file' }),
    });
  await settle(done, 'completed');
  const last = await settle(failed, 'failed');
  await services.encryption.request('encrypt', 'c3'.repeat(32));
  if (last.position) await services.runner.waitFor(last.position);
};
