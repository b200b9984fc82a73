import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { GearboxFamily } from '../../events/constants.js';
import type { VehicleWithStages } from './queries.js';
import { VEHICLE_STAGES } from './table.js';

// Reads behind the catalogue offer calls of spec section 7 (POST site, GET site/:id, combos, TCU).

type Executor = Kysely<Database> | Transaction<Database>;

/** At most this many vehicles are priced by one POST site call. */
export const OFFER_VEHICLE_LIMIT = 50;

export type OfferFilter = { make?: string; model?: string; generation?: string; engine?: string; dsg?: GearboxFamily };

/** The vehicles matching the filters, with their stages, by make, model, generation and engine. */
export const findOfferVehicles = async (db: Executor, filter: OfferFilter): Promise<VehicleWithStages[]> => {
  let query = db.selectFrom('vehicles').selectAll();
  if (filter.make !== undefined) query = query.where('make', '=', filter.make);
  if (filter.model !== undefined) query = query.where('model', '=', filter.model);
  if (filter.generation !== undefined) query = query.where('generation', '=', filter.generation);
  if (filter.engine !== undefined) query = query.where('engine', '=', filter.engine);
  if (filter.dsg !== undefined) query = query.where(sql<boolean>`dsg_families @> ARRAY[${filter.dsg}]::text[]`);
  const vehicles = await query.orderBy('make').orderBy('model').orderBy('generation').orderBy('engine').orderBy('id').limit(OFFER_VEHICLE_LIMIT).execute();
  if (vehicles.length === 0) return [];
  // One query for all their stages (not one per vehicle): a brand alone prices up to 50 vehicles.
  const stages = await db.selectFrom('vehicle_stages').selectAll().where('vehicle_id', 'in', vehicles.map((v) => v.id)).execute();
  return vehicles.map((vehicle) => ({
    ...vehicle,
    stages: stages.filter((row) => row.vehicle_id === vehicle.id).sort((a, b) => VEHICLE_STAGES.indexOf(a.stage) - VEHICLE_STAGES.indexOf(b.stage)),
  }));
};

export const findDsgOffers = (db: Executor, families: readonly GearboxFamily[]) =>
  families.length ? db.selectFrom('dsg_offers').selectAll().where('family', 'in', [...families]).orderBy('family').execute() : Promise.resolve([]);

export const listCombos = (db: Executor) => db.selectFrom('combos').selectAll().orderBy('id').execute();
export const listComboRules = (db: Executor) => db.selectFrom('combo_rules').selectAll().orderBy('ecu').execute();

/** A country by its alpha-2 code (any case) with its market factor and its currency's rate. */
export const findMarket = (db: Executor, alpha2: string) =>
  db
    .selectFrom('countries')
    .innerJoin('currencies', 'currencies.code', 'countries.currency_code')
    .select(['countries.alpha2_code', 'countries.market_factor', 'currencies.code', 'currencies.symbol', 'currencies.price', 'currencies.locale'])
    .where('countries.alpha2_code', '=', alpha2.toUpperCase())
    .executeTakeFirst();
export type Market = NonNullable<Awaited<ReturnType<typeof findMarket>>>;
