import { sql, type Kysely, type Transaction } from 'kysely';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import type { PricePolicyRow } from './table.js';
import { NO_ID, type Page } from '../../database/query-helpers.js';

type Executor = Kysely<Database> | Transaction<Database>;

const ENTITY = 'price_policies';

export type PricePolicyFields = {
  country_id: string | null;
  dealer_id: string | null;
  discount_after_a_year: string;
  minimum_price: string;
  only_on_upgrade_fee: boolean;
  distributor_margin: string;
};
export type PricePolicySortField = 'scope' | 'country_id' | 'discount_after_a_year' | 'minimum_price' | 'updated_at';
export type PricePolicyFilter = { scope?: 'default' | 'country' | 'dealer'; countryId?: string; dealerId?: string; ids?: string[] };

/** Default first, then countries, then dealers: the order in which they get more specific. */
const scopeRank = sql<number>`CASE WHEN dealer_id IS NOT NULL THEN 2 WHEN country_id IS NOT NULL THEN 1 ELSE 0 END`;

export const listPricePolicies = async (db: Executor, filter: PricePolicyFilter, page: Page<PricePolicySortField>) => {
  let query = db.selectFrom('price_policies');
  if (filter.scope === 'default') query = query.where('country_id', 'is', null).where('dealer_id', 'is', null);
  if (filter.scope === 'country') query = query.where('country_id', 'is not', null);
  if (filter.scope === 'dealer') query = query.where('dealer_id', 'is not', null);
  if (filter.countryId) query = query.where('country_id', '=', filter.countryId);
  if (filter.dealerId) query = query.where('dealer_id', '=', filter.dealerId);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  const sortBy = page.sort.field === 'scope' ? scopeRank : sql.ref(page.sort.field);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(sortBy, page.sort.order).orderBy(scopeRank).orderBy('country_id').orderBy('id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findPricePolicy = (db: Executor, id: string) => db.selectFrom('price_policies').selectAll().where('id', '=', id).executeTakeFirst();

/** The policies that could apply to a dealer of `countryId` with these accounts (itself and above), plus the default. */
export const candidatePolicies = (db: Executor, dealerChain: readonly string[], countryId: string | null): Promise<PricePolicyRow[]> =>
  db
    .selectFrom('price_policies')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('dealer_id', 'is', null), eb('country_id', 'is', null)]),
        ...(countryId ? [eb.and([eb('dealer_id', 'is', null), eb('country_id', '=', countryId)])] : []),
        ...(dealerChain.length ? [eb('dealer_id', 'in', [...dealerChain])] : []),
      ]),
    )
    .execute();

/** The user and the accounts above it, nearest first (the network is at most 10 levels deep). */
export const accountChain = async (db: Executor, userId: string): Promise<{ id: string; country_id: string | null }[]> => {
  const result = await sql<{ id: string; country_id: string | null }>`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, country_id, 0 AS depth FROM users WHERE id = ${userId}
      UNION ALL
      SELECT u.id, u.parent_id, u.country_id, c.depth + 1 FROM users u JOIN chain c ON u.id = c.parent_id WHERE c.depth < 10
    ) SELECT id, country_id FROM chain ORDER BY depth`.execute(db);
  return result.rows;
};

export const createPricePolicy = (db: Kysely<Database>, actorId: string, fields: PricePolicyFields, now: Date) =>
  db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('price_policies').values({ ...fields, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: ENTITY, entityId: row.id, action: 'create', after: row });
    return row;
  });

/** Replaces the policy's fields; `guard` may refuse the change after seeing the row as it was. */
export const updatePricePolicy = (db: Kysely<Database>, actorId: string, id: string, fields: PricePolicyFields, now: Date, guard: (before: PricePolicyRow) => void) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('price_policies').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    guard(before);
    const row = await trx.updateTable('price_policies').set({ ...fields, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'update', before, after: row });
    return row;
  });

export const deletePricePolicy = (db: Kysely<Database>, actorId: string, id: string, guard: (before: PricePolicyRow) => void) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('price_policies').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    guard(before);
    await trx.deleteFrom('price_policies').where('id', '=', id).execute();
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'delete', before });
    return before;
  });

/**
 * The distributor above an account (nearest first, never the account itself) and the margin its
 * price policy gives it on the software its dealers order (issue 10); null without one or at 0 %.
 */
export const distributorMargin = async (db: Executor, chain: readonly string[]): Promise<{ distributorId: string; percent: number } | null> => {
  const above = chain.slice(1);
  if (above.length === 0) return null;
  const rows = await db.selectFrom('users')
    .leftJoin('price_policies', 'price_policies.dealer_id', 'users.id')
    .select(['users.id', 'price_policies.distributor_margin'])
    .where('users.id', 'in', above).where(sql<boolean>`'Distributor' = ANY(users.roles)`).execute();
  const nearest = above.map((id) => rows.find((row) => row.id === id)).find((row) => row !== undefined);
  const percent = nearest ? Number(nearest.distributor_margin ?? 0) : 0;
  return nearest && percent > 0 ? { distributorId: nearest.id, percent } : null;
};
