import { sql, type Kysely, type Transaction } from 'kysely';
import type { PriceRow } from '../../events/creditOrders/pricing.js';
import { audit } from '../audit/queries.js';
import { BUYER_ROLES, SELLER_ROLES } from '../../events/creditOrders/seller.js';
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

const sameRows = (a: PriceRow[], b: PriceRow[]) => a.length === b.length && a.every((row, i) => row.credits === b[i].credits && row.price === b[i].price);

/**
 * Replace a table (empty rows remove a seller's own table), with its audit row, inside the caller's
 * transaction (which also records the change as an event). Answers whether anything changed.
 */
export const savePriceTable = async (trx: Transaction<Database>, owner: string, rows: PriceRow[], actorId: string | null): Promise<boolean> => {
  const before = await trx.selectFrom('credit_price_tables').select('rows').where('owner', '=', owner).forUpdate().executeTakeFirst();
  if (rows.length === 0) {
    if (!before) return false;
    await trx.deleteFrom('credit_price_tables').where('owner', '=', owner).execute();
    await audit(trx, { actorId, entity: 'credit_price_table', entityId: owner, action: 'delete', before: before.rows });
    return true;
  }
  if (before && sameRows(before.rows, rows)) return false;
  const values = { rows: JSON.stringify(rows), updated_by: actorId, updated_at: new Date() };
  await trx.insertInto('credit_price_tables').values({ owner, ...values }).onConflict((oc) => oc.column('owner').doUpdateSet(values)).execute();
  await audit(trx, { actorId, entity: 'credit_price_table', entityId: owner, action: before ? 'update' : 'create', before: before?.rows, after: rows });
  return true;
};

const roleArray = (roles: readonly string[]) => sql`ARRAY[${sql.join(roles.map((r) => sql.lit(r)))}]::text[]`;

/**
 * The active accounts allowed to buy credits that pay `owner`'s table now: a seller's children, or
 * for the base table those whose seller is the house (no selling parent, events/creditOrders/seller.ts)
 * and those whose selling parent has no table of its own (they fall back to the base).
 */
export const buyersOfPriceTable = async (db: Executor, owner: string): Promise<string[]> => {
  const base = owner === BASE_PRICE_TABLE;
  const { rows } = await sql<{ id: string }>`
    SELECT u.id FROM users u LEFT JOIN users p ON p.id = u.parent_id
     WHERE u.active AND u.can_buy AND u.roles::text[] && ${roleArray(BUYER_ROLES)}
       AND ${base
         ? sql`(p.id IS NULL OR NOT (p.can_sale AND p.roles::text[] && ${roleArray(SELLER_ROLES)})
                OR NOT EXISTS (SELECT 1 FROM credit_price_tables t WHERE t.owner = p.id::text))`
         : sql`u.parent_id::text = ${owner}`}
     ORDER BY u.id`.execute(db);
  return rows.map((r) => r.id);
};
