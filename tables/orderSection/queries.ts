import type { Kysely, Transaction } from 'kysely';
import type { OrderSection } from '../../events/constants.js';
import { normaliseSections } from '../../events/orderSection/order-section.js';
import type { Database } from '../../database/schema.js';
import { audit } from '../audit/queries.js';

// The order section of a user (spec sections 3, 6 and 7): a column of users, audited like every
// change of a user. events/orderSection/order-section.ts says what each section allows.

type Executor = Kysely<Database> | Transaction<Database>;

/** The sections a user may order in; null is full access (also for an id no user has). */
export const orderSectionsOf = async (db: Executor, userId: string): Promise<OrderSection[] | null> => {
  const row = await db.selectFrom('users').select('order_sections').where('id', '=', userId).executeTakeFirst();
  return normaliseSections(row?.order_sections);
};

/** Sets a user's sections (none: full access) in the caller's transaction, audited; undefined when there is no such user. */
export const setOrderSections = async (trx: Transaction<Database>, actorId: string, userId: string, sections: readonly OrderSection[] | null, now: Date) => {
  const before = await trx.selectFrom('users').select('order_sections').where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!before) return undefined;
  const after = normaliseSections(sections);
  if ((before.order_sections ?? []).join() !== (after ?? []).join()) {
    await trx.updateTable('users').set({ order_sections: after, updated_at: now }).where('id', '=', userId).execute();
    await audit(trx, { actorId, entity: 'users', entityId: userId, action: 'update', before: { order_sections: before.order_sections }, after: { order_sections: after } });
  }
  return after;
};

export const assignOrderSections = (db: Kysely<Database>, actorId: string, userId: string, sections: readonly OrderSection[] | null, now: Date) =>
  db.transaction().execute((trx) => setOrderSections(trx, actorId, userId, sections, now));
