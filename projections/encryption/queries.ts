import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { Page } from '../../database/query-helpers.js';
import type { EncryptionOp, EncryptionJobStatus } from '../../events/encryption/events.js';
import type { EncryptionJobRow } from './table.js';

export const ENCRYPTION_JOB_SORTABLE = ['requested_at', 'updated_at', 'status', 'op'] as const;
export type EncryptionJobSort = (typeof ENCRYPTION_JOB_SORTABLE)[number];

/** The oldest waiting jobs first: the dispatcher's queue. */
export const waitingEncryptionJobs = (db: Kysely<Database>, limit: number): Promise<EncryptionJobRow[]> =>
  db.selectFrom('encryption_jobs').selectAll().where('status', '=', 'waiting').orderBy('requested_at').orderBy('id').limit(limit).execute();

export const findEncryptionJob = (db: Kysely<Database>, op: EncryptionOp, inputSha256: string): Promise<EncryptionJobRow | undefined> =>
  db.selectFrom('encryption_jobs').selectAll().where('op', '=', op).where('input_sha256', '=', inputSha256).executeTakeFirst();

export const listEncryptionJobs = async (
  db: Kysely<Database>,
  filter: { status?: EncryptionJobStatus; op?: EncryptionOp },
  page: Page<EncryptionJobSort>,
): Promise<{ rows: EncryptionJobRow[]; total: number }> => {
  let query = db.selectFrom('encryption_jobs');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.op) query = query.where('op', '=', filter.op);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(page.sort.field, page.sort.order).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};
