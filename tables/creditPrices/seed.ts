import type { Kysely } from 'kysely';
import type { PriceRow } from '../../events/creditOrders/pricing.js';
import type { Database } from '../../database/schema.js';
import { audit } from '../audit/queries.js';
import { BASE_PRICE_TABLE } from './table.js';

/** A starting base table: a volume discount from 1.00 € per credit down to 0.75 €. */
export const DEFAULT_BASE_PRICES: PriceRow[] = [
  { credits: 1_000, price: 1_000 },
  { credits: 5_000, price: 4_750 },
  { credits: 10_000, price: 9_000 },
  { credits: 25_000, price: 21_250 },
  { credits: 50_000, price: 40_000 },
  { credits: 100_000, price: 75_000 },
];

/** Inserts the base credit price table when there is none; an administrator's table is never touched. */
export const seedCreditPrices = async (db: Kysely<Database>): Promise<boolean> => {
  const inserted = await db
    .insertInto('credit_price_tables')
    .values({ owner: BASE_PRICE_TABLE, rows: JSON.stringify(DEFAULT_BASE_PRICES), updated_by: null })
    .onConflict((oc) => oc.column('owner').doNothing())
    .returning('owner')
    .executeTakeFirst();
  if (inserted) await audit(db, { actorId: null, entity: 'credit_price_table', entityId: BASE_PRICE_TABLE, action: 'create', after: DEFAULT_BASE_PRICES });
  return Boolean(inserted);
};
