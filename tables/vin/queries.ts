import { sql, type Kysely, type Transaction } from 'kysely';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import type { VinSearchRuleRow } from './table.js';
import { NO_ID, type Page } from '../../database/query-helpers.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type VinRuleFields = { pattern: string; make: string; model: string; generation: string | null; engine: string | null; note: string };
export type VinRuleSortField = 'pattern' | 'make' | 'model' | 'created_at';
export type VinLogSortField = 'at' | 'vin' | 'id';

/** The rule with the longest pattern that starts the VIN, if any. */
export const matchVinRule = (db: Executor, vin: string): Promise<VinSearchRuleRow | undefined> =>
  db
    .selectFrom('vin_search_rules')
    .selectAll()
    .where(sql<boolean>`starts_with(${vin.toUpperCase()}, pattern)`)
    .orderBy(sql`length(pattern)`, 'desc')
    .limit(1)
    .executeTakeFirst();

/** Vehicles that the rule's filters describe (make and model, and generation/engine when set). */
export const vehiclesForRule = (db: Executor, rule: VinSearchRuleRow, limit = 50) => {
  let query = db
    .selectFrom('vehicles')
    .select(['id', 'make', 'model', 'generation', 'engine'])
    .where('make', '=', rule.make)
    .where('model', '=', rule.model);
  if (rule.generation) query = query.where('generation', '=', rule.generation);
  if (rule.engine) query = query.where('engine', '=', rule.engine);
  return query.orderBy('generation').orderBy('engine').limit(limit).execute();
};

export const logVinSearch = (db: Executor, entry: { userId: string; vin: string; result: unknown; ruleId: string | null }) =>
  db
    .insertInto('vin_logs')
    .values({ user_id: entry.userId, vin: entry.vin, result: JSON.stringify(entry.result), matched_rule_id: entry.ruleId })
    .returningAll()
    .executeTakeFirstOrThrow();

export const listVinLogs = async (db: Executor, filter: { q?: string; userId?: string }, page: Page<VinLogSortField>) => {
  let query = db.selectFrom('vin_logs');
  if (filter.q) query = query.where('vin', 'ilike', `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(page.sort.field, page.sort.order).orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findVinLog = (db: Executor, id: number) => db.selectFrom('vin_logs').selectAll().where('id', '=', id).executeTakeFirst();

export const listVinRules = async (db: Executor, filter: { q?: string; ids?: string[] }, page: Page<VinRuleSortField>) => {
  let query = db.selectFrom('vin_search_rules');
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('pattern', 'ilike', like), eb('make', 'ilike', like), eb('model', 'ilike', like)]));
  }
  if (filter.ids) query = query.where('id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(page.sort.field, page.sort.order).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

export const findVinRule = (db: Executor, id: string) => db.selectFrom('vin_search_rules').selectAll().where('id', '=', id).executeTakeFirst();

const ENTITY = 'vin_search_rules';

export const createVinRule = (db: Kysely<Database>, actorId: string, fields: VinRuleFields) =>
  db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('vin_search_rules').values(fields).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: ENTITY, entityId: row.id, action: 'create', after: row });
    return row;
  });

export const updateVinRule = (db: Kysely<Database>, actorId: string, id: string, fields: VinRuleFields) =>
  db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('vin_search_rules').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    const row = await trx.updateTable('vin_search_rules').set(fields).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'update', before, after: row });
    return row;
  });

export const deleteVinRule = (db: Kysely<Database>, actorId: string, id: string) =>
  db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('vin_search_rules').where('id', '=', id).returningAll().executeTakeFirst();
    if (row) await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'delete', before: row });
    return row;
  });
