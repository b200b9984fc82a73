import { sql, type Kysely, type Transaction } from 'kysely';
import { audit } from '../audit/queries.js';
import { VEHICLE_STAGES } from '../catalogue/table.js';
import type { Database } from '../../database/schema.js';
import { applyStagePrices } from './apply.js';
import { STAGE_COLUMNS, type StagePrices, type VehiclesPriceConfigRow } from './table.js';
import { NO_ID, type Page } from '../../database/query-helpers.js';

type Executor = Kysely<Database> | Transaction<Database>;

const ENTITY = 'vehicles_price_configs';

/** A config row with its stage prices by stage name and the number of vehicles of its family. */
export type PriceConfig = { id: string; engineFamily: string; prices: StagePrices; vehicles: number; createdAt: Date; updatedAt: Date };
export type PriceConfigFields = { engineFamily: string; prices: StagePrices };
export type PriceConfigSortField = 'engine_family' | 'updated_at' | 'one' | 'two' | 'two_plus' | 'three' | 'four';
export type PriceConfigFilter = { q?: string; ids?: string[]; start?: Date; end?: Date };

export const pricesOf = (row: VehiclesPriceConfigRow): StagePrices =>
  Object.fromEntries(VEHICLE_STAGES.map((stage) => [stage, row[STAGE_COLUMNS[stage]]])) as StagePrices;
const columnsOf = (prices: StagePrices) => Object.fromEntries(VEHICLE_STAGES.map((stage) => [STAGE_COLUMNS[stage], prices[stage]]));
const samePrices = (a: StagePrices, b: StagePrices) => VEHICLE_STAGES.every((stage) => (a[stage] === null ? b[stage] === null : b[stage] !== null && Number(a[stage]) === Number(b[stage])));

const vehicleCount = sql<number>`(SELECT count(*)::int FROM vehicles v WHERE v.engine_family = c.engine_family)`;
const toConfig = (row: VehiclesPriceConfigRow & { vehicles: number }): PriceConfig => ({
  id: row.id, engineFamily: row.engine_family, prices: pricesOf(row), vehicles: row.vehicles, createdAt: row.created_at, updatedAt: row.updated_at,
});

const filtered = (db: Executor, filter: PriceConfigFilter) => {
  let query = db.selectFrom('vehicles_price_configs as c');
  if (filter.q) query = query.where('c.engine_family', 'ilike', `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  if (filter.ids) query = query.where('c.id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  if (filter.start) query = query.where('c.updated_at', '>=', filter.start);
  if (filter.end) query = query.where('c.updated_at', '<', filter.end);
  return query;
};

export const listPriceConfigs = async (db: Executor, filter: PriceConfigFilter, page: Page<PriceConfigSortField>) => {
  const query = filtered(db, filter);
  const [rows, count] = await Promise.all([
    query.selectAll('c').select(vehicleCount.as('vehicles')).orderBy(`c.${page.sort.field}`, page.sort.order).orderBy('c.engine_family').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toConfig), total: Number(count.total) };
};

/** Every config changed within the range, by engine family (the export). */
export const exportPriceConfigs = (db: Executor, range: { start?: Date; end?: Date }) =>
  filtered(db, range).selectAll('c').select(vehicleCount.as('vehicles')).orderBy('c.engine_family').execute().then((rows) => rows.map(toConfig));

export const findPriceConfig = (db: Executor, id: string) =>
  db.selectFrom('vehicles_price_configs as c').selectAll('c').select(vehicleCount.as('vehicles')).where('c.id', '=', id).executeTakeFirst().then((row) => row && toConfig(row));

const findByFamily = (trx: Transaction<Database>, engineFamily: string) =>
  trx.selectFrom('vehicles_price_configs').selectAll().where('engine_family', '=', engineFamily).forUpdate().executeTakeFirst();

export type SavedConfig = { config: PriceConfig; appliedTo: number; change: 'created' | 'updated' | 'unchanged' };

/**
 * Creates or replaces the config of an engine family (by `id`, or else by the family) and applies
 * its prices to the family's vehicles, in the caller's transaction. With `skipUnchanged` (the
 * importer) an equal config is left alone; a save from the screen re-applies it.
 */
export const saveConfig = async (
  trx: Transaction<Database>, actorId: string, fields: PriceConfigFields, now: Date, options: { id?: string; skipUnchanged?: boolean } = {},
): Promise<SavedConfig | undefined> => {
  const before = options.id
    ? await trx.selectFrom('vehicles_price_configs').selectAll().where('id', '=', options.id).forUpdate().executeTakeFirst()
    : await findByFamily(trx, fields.engineFamily);
  if (options.id && !before) return undefined;
  const unchanged = before !== undefined && before.engine_family === fields.engineFamily && samePrices(pricesOf(before), fields.prices);
  let id = before?.id;
  if (!unchanged) {
    const values = { engine_family: fields.engineFamily, ...columnsOf(fields.prices), updated_at: now };
    const after = before
      ? await trx.updateTable('vehicles_price_configs').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
      : await trx.insertInto('vehicles_price_configs').values({ ...values, created_at: now }).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: ENTITY, entityId: after.id, action: before ? 'update' : 'create', before, after });
    id = after.id;
  }
  const appliedTo = unchanged && options.skipUnchanged ? 0 : await applyStagePrices(trx, actorId, fields.engineFamily, fields.prices, now);
  const config = (await findPriceConfig(trx, id!))!;
  return { config, appliedTo, change: unchanged ? 'unchanged' : before ? 'updated' : 'created' };
};

export const deletePriceConfig = (db: Kysely<Database>, actorId: string, id: string) =>
  db.transaction().execute(async (trx) => {
    const config = await findPriceConfig(trx, id);
    if (!config) return undefined;
    const before = await trx.deleteFrom('vehicles_price_configs').where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { actorId, entity: ENTITY, entityId: id, action: 'delete', before });
    return config;
  });
