import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { OriginalFileKind } from '../../events/constants.js';
import type { UploadedFileRow } from './table.js';
import { UUID } from '../../database/query-helpers.js';

type Executor = Kysely<Database> | Transaction<Database>;


export const recordUpload = (db: Executor, upload: { sha256: string; size: number; name: string; kind: OriginalFileKind; uploadedBy: string }) =>
  db.insertInto('uploaded_files')
    .values({ sha256: upload.sha256, size: upload.size, name: upload.name, kind: upload.kind, uploaded_by: upload.uploadedBy })
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * The upload `id` if `userId` made it, else null (also for an id that is no uuid): what the order
 * feature calls before it lets a dealer's order point at a file.
 */
export const findUpload = async (db: Executor, id: string, userId: string): Promise<UploadedFileRow | null> => {
  if (!UUID.test(id) || !UUID.test(userId)) return null;
  const row = await db.selectFrom('uploaded_files').selectAll().where('id', '=', id).where('uploaded_by', '=', userId).executeTakeFirst();
  return row ?? null;
};
