import { sql, type Kysely, type Transaction } from 'kysely';
import { comparePositions, START, type GlobalPosition } from '../../events/store/port.js';
import type { Database } from '../../database/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export const readCheckpoint = async (db: Executor, name: string): Promise<GlobalPosition> => {
  const row = await db.selectFrom('projection_checkpoints').select(['commit_position', 'prepare_position']).where('name', '=', name).executeTakeFirst();
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START;
};

export const readCheckpoints = async (db: Executor, names: string[]): Promise<Map<string, GlobalPosition>> => {
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'commit_position', 'prepare_position']).where('name', 'in', names).execute();
  return new Map(rows.map((r) => [r.name, { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) }]));
};

/** Another instance moved the checkpoint since this one read it: its fold must not count. */
export class CheckpointMoved extends Error {
  constructor(readonly checkpoint: string, readonly expected: GlobalPosition) {
    super(`checkpoint ${checkpoint} is no longer at ${expected.commit}/${expected.prepare}: another instance has moved it`);
    this.name = 'CheckpointMoved';
  }
}

const columns = (position: GlobalPosition) => ({ commit_position: position.commit.toString(), prepare_position: position.prepare.toString(), updated_at: new Date() });

/**
 * Compare-and-set: moves the checkpoint from `from` to `to`, or throws CheckpointMoved when it is
 * no longer at `from`. Inside a fold's transaction it also locks the row until commit, so of two
 * instances folding the same batch the second waits, then finds the row moved and rolls back.
 * A missing row counts as START only: a row deleted under a running fold is never re-created.
 */
export const advanceCheckpoint = async (db: Executor, name: string, from: GlobalPosition, to: GlobalPosition): Promise<void> => {
  const atFrom = sql<boolean>`projection_checkpoints.commit_position = ${from.commit.toString()} AND projection_checkpoints.prepare_position = ${from.prepare.toString()}`;
  const moved =
    comparePositions(from, START) === 0
      ? (await db.insertInto('projection_checkpoints').values({ name, ...columns(to) }).onConflict((oc) => oc.column('name').doUpdateSet(columns(to)).where(atFrom)).executeTakeFirst()).numInsertedOrUpdatedRows
      : (await db.updateTable('projection_checkpoints').set(columns(to)).where('name', '=', name).where(atFrom).executeTakeFirst()).numUpdatedRows;
  if (Number(moved ?? 0) !== 1) throw new CheckpointMoved(name, from);
};

/** Back to START (a rebuild): any fold still running elsewhere then fails its compare-and-set. */
export const resetCheckpoint = (trx: Executor, name: string) =>
  trx.insertInto('projection_checkpoints').values({ name, ...columns(START) }).onConflict((oc) => oc.column('name').doUpdateSet(columns(START))).execute();

/**
 * How long a follower may keep progress over events it does not handle in memory only. Writing the
 * checkpoint for every such batch cost one committed (fsynced) transaction per follower per append
 * elsewhere; the stored checkpoint lagging behind is harmless: after a restart those events are
 * read again and, being unhandled, change nothing, and the next fold moves it by compare-and-set
 * from the stored position, so exactly-once holds.
 */
export const SKIPPED_CHECKPOINT_MS = 5_000;

/**
 * How long an idle loop may sleep while its stored checkpoint trails its position over skipped
 * events: no longer than until that checkpoint is due, so the table (read by other instances'
 * waitFor, the lag figures and a caught-up check) never trails for longer than SKIPPED_CHECKPOINT_MS.
 */
export const idleSleepMs = (idleMs: number, trailing: boolean, storedAt: number, now = Date.now()) =>
  trailing ? Math.min(idleMs, Math.max(0, SKIPPED_CHECKPOINT_MS - (now - storedAt))) : idleMs;
