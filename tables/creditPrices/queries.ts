import type { Kysely, Transaction } from 'kysely';
import type { PriceRow } from '../../events/creditOrders/pricing.js';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import { BASE_PRICE_TABLE } from './table.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type PriceTable = { owner: string; rows: PriceRow[]; updatedAt: Date | null };

export const findPriceTable = async (db: Executor, owner: string): Promise<PriceTable | null> => {
  const row = await db.selectFrom('credit_price_tables').selectAll().where('owner', '=', owner).executeTakeFirst();
  return row ? { owner: row.owner, rows: row.rows, updatedAt: row.updated_at } : null;
};

/** The table a seller's buyers pay: the seller's own, else the base table (empty when none is set). */
export const priceTableOfSeller = async (db: Executor, sellerId: string): Promise<PriceTable> =>
  (sellerId !== BASE_PRICE_TABLE ? await findPriceTable(db, sellerId) : null) ??
  (await findPriceTable(db, BASE_PRICE_TABLE)) ?? { owner: BASE_PRICE_TABLE, rows: [], updatedAt: null };

/** Replace a table (empty rows remove a seller's own table), with its audit row, in one transaction. */
export const savePriceTable = (db: Kysely<Database>, owner: string, rows: PriceRow[], actorId: string | null) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('credit_price_tables').select('rows').where('owner', '=', owner).forUpdate().executeTakeFirst();
    if (rows.length === 0) {
      if (before) {
        await trx.deleteFrom('credit_price_tables').where('owner', '=', owner).execute();
        await audit(trx, { actorId, entity: 'credit_price_table', entityId: owner, action: 'delete', before: before.rows });
      }
      return;
    }
    const values = { rows: JSON.stringify(rows), updated_by: actorId, updated_at: new Date() };
    await trx.insertInto('credit_price_tables').values({ owner, ...values }).onConflict((oc) => oc.column('owner').doUpdateSet(values)).execute();
    await audit(trx, { actorId, entity: 'credit_price_table', entityId: owner, action: before ? 'update' : 'create', before: before?.rows, after: rows });
  });
