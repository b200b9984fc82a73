import type { Transaction } from 'kysely';
import { ENCRYPTION_EVENT_TYPES, type EncryptionEvent } from '../../events/encryption/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Database } from '../../database/schema.js';
import type { Projection } from '../runner/projection.js';
import { unreachable } from '../../events/unreachable.js';

const isEncryptionEvent = eventOfTypes<EncryptionEvent>(ENCRYPTION_EVENT_TYPES);

const fold = async (trx: Transaction<Database>, event: EncryptionEvent) => {
  const at = new Date(event.data.at);
  switch (event.type) {
    case 'EncryptionJobRequested': {
      const d = event.data;
      await trx
        .insertInto('encryption_jobs')
        .values({ id: d.jobId, op: d.op, input_sha256: d.inputSha256, status: 'waiting', attempts: d.attempt, requested_at: at, updated_at: at })
        .onConflict((oc) => oc.column('id').doUpdateSet({ status: 'waiting', attempts: d.attempt, reason: null, agent: null, requested_at: at, updated_at: at }))
        .execute();
      return;
    }
    case 'EncryptionJobCompleted':
      await trx.updateTable('encryption_jobs')
        .set({ status: 'completed', output_sha256: event.data.outputSha256, output_size: event.data.outputSize, agent: event.data.agent, updated_at: at })
        .where('id', '=', event.data.jobId).execute();
      return;
    case 'EncryptionJobFailed':
      await trx.updateTable('encryption_jobs')
        .set({ status: 'failed', reason: event.data.reason, agent: event.data.agent, updated_at: at })
        .where('id', '=', event.data.jobId).execute();
      return;
    default:
      return unreachable('encryption event', event);
  }
};

export const encryptionJobsProjection: Projection = {
  name: 'encryption_jobs',
  handles: ENCRYPTION_EVENT_TYPES,
  tables: ['encryption_jobs'],
  evolve: async (trx, event: RecordedEvent) => {
    if (isEncryptionEvent(event)) await fold(trx, event);
  },
};
