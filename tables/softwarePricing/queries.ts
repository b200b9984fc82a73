import type { Kysely, Transaction } from 'kysely';
import { ORDER_TYPES, URGENCY_LEVELS, type OrderType, type UrgencyLevel } from '../../events/constants.js';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import type { SoftwarePriceRow } from './table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** One urgency level with its surcharge per order type: a row of the software pricing matrix. */
export type UrgencyPrices = { urgency: UrgencyLevel; prices: Record<OrderType, string>; updatedAt: Date };

const ENTITY = 'software_prices';

/** The matrix in the spec's urgency order (fastest last), each row with its three order types. */
export const softwarePriceMatrix = async (db: Executor): Promise<UrgencyPrices[]> => {
  const rows = await db.selectFrom('software_prices').selectAll().execute();
  return URGENCY_LEVELS.flatMap((urgency) => {
    const cells = rows.filter((row) => row.urgency === urgency);
    if (cells.length !== ORDER_TYPES.length) return [];
    const prices = Object.fromEntries(cells.map((row) => [row.order_type, row.price])) as Record<OrderType, string>;
    const updatedAt = new Date(Math.max(...cells.map((row) => row.updated_at.getTime())));
    return [{ urgency, prices, updatedAt }];
  });
};

/**
 * Writes the given surcharges in one transaction; each real change is one audit row (entity id
 * "urgency|order type"); equal prices are left alone. Answers how many cells changed.
 */
export const saveSoftwarePrices = (
  db: Kysely<Database>,
  actorId: string,
  cells: readonly { urgency: UrgencyLevel; orderType: OrderType; price: string }[],
  now: Date,
) =>
  db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('software_prices').selectAll().forUpdate().execute();
    let changed = 0;
    for (const cell of cells) {
      const before = current.find((row) => row.urgency === cell.urgency && row.order_type === cell.orderType);
      if (before && Number(before.price) === Number(cell.price)) continue;
      const after: SoftwarePriceRow = await trx
        .updateTable('software_prices')
        .set({ price: cell.price, updated_at: now })
        .where('urgency', '=', cell.urgency)
        .where('order_type', '=', cell.orderType)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, { actorId, entity: ENTITY, entityId: `${cell.urgency}|${cell.orderType}`, action: 'update', before, after });
      changed += 1;
    }
    return changed;
  });
