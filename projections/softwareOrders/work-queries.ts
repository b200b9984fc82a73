import { sql, type Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { SoftwareOrderRow } from './table.js';

// Reads of the calibrators' half (issue 10): the queue of open orders by due time, the tuned
// versions of an order and its original reads round by round.

/** Statuses still waiting for a calibrator's work (the queue index is partial on the others). */
const CLOSED = ['Completed', 'Cancel', 'Rejected', 'Transfer'];

export type QueueFilter = {
  calibratorId: string;
  scope: 'mine' | 'unassigned' | 'mineAndUnassigned' | 'all';
  overdueOnly: boolean;
  now: Date;
};

export const calibratorQueue = async (
  db: Kysely<Database>, filter: QueueFilter, page: { sort: { order: 'asc' | 'desc' }; offset: number; limit: number },
): Promise<{ rows: SoftwareOrderRow[]; total: number }> => {
  let query = db.selectFrom('software_orders').where('status', 'not in', CLOSED).where('number', 'is not', null).where('payment', '=', 'paid');
  if (filter.scope === 'mine') query = query.where('calibrator_id', '=', filter.calibratorId);
  if (filter.scope === 'unassigned') query = query.where('calibrator_id', 'is', null);
  if (filter.scope === 'mineAndUnassigned') query = query.where((eb) => eb.or([eb('calibrator_id', '=', filter.calibratorId), eb('calibrator_id', 'is', null)]));
  if (filter.overdueOnly) query = query.where('due_at', '<', filter.now);
  const order = page.sort.order === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(sql`due_at ${order}`).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
};

type FileRow = { unit: string; sha256: string; size: number; name: string };

export const orderVersions = async (db: Kysely<Database>, orderId: string) => {
  const rows = await db.selectFrom('software_order_versions').selectAll().where('order_id', '=', orderId).orderBy('version', 'desc').orderBy('unit').execute();
  const versions = new Map<number, { version: number; note: string | null; calibratorId: string; at: string; files: FileRow[] }>();
  for (const row of rows) {
    const entry = versions.get(row.version) ?? { version: row.version, note: row.note, calibratorId: row.calibrator_id, at: row.created_at.toISOString(), files: [] };
    entry.files.push({ unit: row.unit, sha256: row.sha256, size: Number(row.size), name: row.name });
    versions.set(row.version, entry);
  }
  return [...versions.values()];
};

export const orderReads = async (db: Kysely<Database>, orderId: string) => {
  const rows = await db.selectFrom('software_order_reads').selectAll().where('order_id', '=', orderId).orderBy('round').orderBy('unit').execute();
  const rounds = new Map<number, { round: number; note: string | null; at: string; files: FileRow[] }>();
  for (const row of rows) {
    const entry = rounds.get(row.round) ?? { round: row.round, note: row.note, at: row.created_at.toISOString(), files: [] };
    entry.files.push({ unit: row.unit, sha256: row.sha256, size: Number(row.size), name: row.name });
    rounds.set(row.round, entry);
  }
  return [...rounds.values()];
};

/** A file of the order: an original read of any round, or a tuned version. */
export const orderFile = async (db: Kysely<Database>, orderId: string, sha256: string) => {
  const read = await db.selectFrom('software_order_reads').select(['sha256', 'size', 'name']).where('order_id', '=', orderId).where('sha256', '=', sha256).executeTakeFirst();
  if (read) return { ...read, kind: 'read' as const };
  const tuned = await db.selectFrom('software_order_versions').select(['sha256', 'size', 'name']).where('order_id', '=', orderId).where('sha256', '=', sha256).executeTakeFirst();
  return tuned ? { ...tuned, kind: 'tuned' as const } : undefined;
};

/** The hashes of every original read of an order (all rounds). */
export const orderReadHashes = async (db: Kysely<Database>, orderId: string) =>
  (await db.selectFrom('software_order_reads').select('sha256').where('order_id', '=', orderId).execute()).map((r) => r.sha256);
