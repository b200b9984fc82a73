import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Write one audit row in the same transaction as the change it records. */
export const audit = (
  trx: Executor,
  entry: { actorId: string | null; entity: string; entityId: string; action: 'create' | 'update' | 'delete'; before?: unknown; after?: unknown },
) =>
  trx
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
