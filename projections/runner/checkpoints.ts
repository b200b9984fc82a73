import type { Kysely, Transaction } from 'kysely';
import { START, type GlobalPosition } from '../../events/store/port.js';
import type { Database } from '../schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export const readCheckpoint = async (db: Executor, name: string): Promise<GlobalPosition> => {
  const row = await db.selectFrom('projection_checkpoints').select(['commit_position', 'prepare_position']).where('name', '=', name).executeTakeFirst();
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START;
};

export const readCheckpoints = async (db: Executor, names: string[]): Promise<Map<string, GlobalPosition>> => {
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'commit_position', 'prepare_position']).where('name', 'in', names).execute();
  return new Map(rows.map((r) => [r.name, { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) }]));
};

export const writeCheckpoint = (trx: Executor, name: string, position: GlobalPosition) =>
  trx
    .insertInto('projection_checkpoints')
    .values({ name, commit_position: position.commit.toString(), prepare_position: position.prepare.toString(), updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ commit_position: position.commit.toString(), prepare_position: position.prepare.toString(), updated_at: new Date() }),
    )
    .execute();

export const deleteCheckpoint = (trx: Executor, name: string) => trx.deleteFrom('projection_checkpoints').where('name', '=', name).execute();
