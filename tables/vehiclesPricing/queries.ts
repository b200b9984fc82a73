import { sql, type Kysely, type Transaction } from 'kysely';
import { audit } from '../audit/queries.js';
import { findVehicle } from '../catalogue/queries.js';
import { VEHICLE_STAGES, type VehicleStage } from '../catalogue/table.js';
import { upsertStagePrices } from '../catalogueSheets/vehicle-rows.js';
import type { Database } from '../../database/schema.js';
import { escapeLike, NO_ID, type Page } from '../../database/query-helpers.js';

// Vehicle pricing (spec section 2, "vehicle pricing options"): the five ECU stage prices of every
// vehicle on one row. Power, torque and options stay with the vehicle screen.

type Executor = Kysely<Database> | Transaction<Database>;

/** A stage price as numeric(10, 2) text; null = on request. */
export type StagePrices = Record<VehicleStage, string | null>;
export type VehiclePriceRow = {
  id: string; make: string; model: string; generation: string; engine: string; engine_family: string; updated_at: Date;
  /** The stages the vehicle offers at all; a stage not offered also reads as a null price. */
  offered: VehicleStage[];
} & StagePrices;

export const PRICE_SORTABLE = ['make', 'model', 'generation', 'engine', 'updated_at'] as const;
export type PriceSortField = (typeof PRICE_SORTABLE)[number];
export type PriceFilter = { q?: string; make?: string; start?: Date; end?: Date; ids?: string[] };

const withPrices = (db: Executor, filter: PriceFilter) => {
  let query = db.selectFrom('vehicles as v');
  if (filter.q) {
    const like = escapeLike(filter.q);
    query = query.where((eb) => eb.or([eb('v.make', 'ilike', like), eb('v.model', 'ilike', like), eb('v.engine', 'ilike', like), eb('v.engine_family', 'ilike', like)]));
  }
  if (filter.make) query = query.where('v.make', '=', filter.make);
  if (filter.start) query = query.where('v.updated_at', '>=', filter.start);
  if (filter.end) query = query.where('v.updated_at', '<', filter.end);
  if (filter.ids) query = query.where('v.id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  return query;
};

/** One price column per stage, pivoted from vehicle_stages (a missing stage reads as null). */
const selectPrices = (query: ReturnType<typeof withPrices>) =>
  query
    .select(['v.id', 'v.make', 'v.model', 'v.generation', 'v.engine', 'v.engine_family', 'v.updated_at'])
    .select(VEHICLE_STAGES.map((stage) =>
      sql<string | null>`(SELECT s.price::text FROM vehicle_stages s WHERE s.vehicle_id = v.id AND s.stage = ${stage})`.as(stage)))
    .select(sql<VehicleStage[]>`ARRAY(SELECT s.stage FROM vehicle_stages s WHERE s.vehicle_id = v.id)`.as('offered'));

export const listVehiclePrices = async (db: Executor, filter: PriceFilter, page: Page<PriceSortField>) => {
  const query = withPrices(db, filter);
  const [rows, count] = await Promise.all([
    selectPrices(query).orderBy(`v.${page.sort.field}`, page.sort.order).orderBy('v.id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as VehiclePriceRow[], total: Number(count.total) };
};

export const findVehiclePrices = async (db: Executor, id: string) =>
  (await selectPrices(withPrices(db, { ids: [id] })).executeTakeFirst()) as VehiclePriceRow | undefined;

/**
 * Sets the given stage prices (null = on request). A priced stage the vehicle did not offer is
 * added with the price alone; other stages and all power, torque and options stay as they are.
 * Audited with the whole vehicle before and after; undefined when there is no such vehicle.
 */
export const updateVehiclePrices = (db: Kysely<Database>, actorId: string, id: string, prices: Partial<StagePrices>, now: Date) =>
  db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('vehicles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!locked) return undefined;
    const before = (await findVehicle(trx, id))!;
    const changes = VEHICLE_STAGES.flatMap((stage) => {
      if (!(stage in prices)) return [];
      const price = prices[stage] ?? null;
      const current = before.stages.find((row) => row.stage === stage);
      if ((current?.price ?? null) === price || (!current && price === null)) return [];
      return [{ vehicle_id: id, stage, price }];
    });
    if (changes.length) {
      await upsertStagePrices(trx, changes);
      await trx.updateTable('vehicles').set({ updated_at: now }).where('id', '=', id).execute();
      await audit(trx, { actorId, entity: 'vehicles', entityId: id, action: 'update', before, after: await findVehicle(trx, id) });
    }
    return (await findVehiclePrices(trx, id))!;
  });
