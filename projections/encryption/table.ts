import type { Selectable } from 'kysely';
import type { Int8 } from '../../database/column-types.js';

/** Read model of encryption jobs: by status (the dispatcher's queue), and the output of an input. */
export interface EncryptionJobsTable {
  id: string;
  op: string;
  input_sha256: string;
  status: string;
  attempts: number;
  output_sha256: string | null;
  output_size: Int8 | null;
  reason: string | null;
  /** The agent that completed or failed it. */
  agent: string | null;
  requested_at: Date;
  updated_at: Date;
}

export type EncryptionJobRow = Selectable<EncryptionJobsTable>;
