import { sql, type CompiledQuery, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { audit } from '../audit/queries.js';
import type { Database } from '../../database/schema.js';
import type { GearboxFamily } from '../../events/constants.js';
import { VEHICLE_STAGES, type StageOption, type VehicleRow, type VehicleStage, type VehicleStageRow } from './table.js';
import { escapeLike, NO_ID, type Page } from '../../database/query-helpers.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A vehicle with its ECU stages in the spec's order. */
export type VehicleWithStages = VehicleRow & { stages: VehicleStageRow[] };

export type VehicleFields = { make: string; model: string; generation: string; engine: string; engine_family: string; dsg_families: GearboxFamily[] };
export type StageFields = { price: string | null; power: string | null; torque: string | null; options: StageOption[] };
/** Stages side by side; a stage left out is not offered for the vehicle. */
export type StagesByName = Partial<Record<VehicleStage, StageFields>>;

export const VEHICLE_SORTABLE = ['make', 'model', 'generation', 'engine', 'created_at'] as const;
export type VehicleSortField = (typeof VEHICLE_SORTABLE)[number];
export type VehicleFilter = { q?: string; make?: string; model?: string; generation?: string; ids?: string[] };

export const listVehicles = async (db: Executor, filter: VehicleFilter, page: Page<VehicleSortField>) => {
  let query = db.selectFrom('vehicles');
  if (filter.q) {
    const like = escapeLike(filter.q);
    query = query.where((eb) => eb.or([eb('make', 'ilike', like), eb('model', 'ilike', like), eb('engine', 'ilike', like)]));
  }
  if (filter.make) query = query.where('make', '=', filter.make);
  if (filter.model) query = query.where('model', '=', filter.model);
  if (filter.generation) query = query.where('generation', '=', filter.generation);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length ? filter.ids : [NO_ID]);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy(page.sort.field, page.sort.order).orderBy('id').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
};

const stageOrder = (row: VehicleStageRow) => VEHICLE_STAGES.indexOf(row.stage);

export const findVehicle = async (db: Executor, id: string): Promise<VehicleWithStages | undefined> => {
  const vehicle = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!vehicle) return undefined;
  const stages = await db.selectFrom('vehicle_stages').selectAll().where('vehicle_id', '=', id).execute();
  return { ...vehicle, stages: stages.sort((a, b) => stageOrder(a) - stageOrder(b)) };
};

const writeStages = async (trx: Transaction<Database>, vehicleId: string, stages: StagesByName) => {
  await trx.deleteFrom('vehicle_stages').where('vehicle_id', '=', vehicleId).execute();
  const rows = VEHICLE_STAGES.flatMap((stage) => {
    const fields = stages[stage];
    return fields ? [{ vehicle_id: vehicleId, stage, ...fields, options: JSON.stringify(fields.options) }] : [];
  });
  if (rows.length) await trx.insertInto('vehicle_stages').values(rows).execute();
};

// Changes by administrators: one transaction with the audit row (before and after carry the stages).

export const createVehicle = (db: Kysely<Database>, actorId: string | null, fields: VehicleFields, stages: StagesByName, now: Date) =>
  db.transaction().execute(async (trx): Promise<VehicleWithStages> => {
    const row = await trx.insertInto('vehicles').values({ ...fields, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await writeStages(trx, row.id, stages);
    const after = (await findVehicle(trx, row.id))!;
    await audit(trx, { actorId, entity: 'vehicles', entityId: row.id, action: 'create', after });
    return after;
  });

/** Replaces the vehicle's fields, and its stages when given; undefined when there is no such vehicle. */
export const updateVehicle = (db: Kysely<Database>, actorId: string, id: string, fields: VehicleFields, stages: StagesByName | undefined, now: Date) =>
  db.transaction().execute(async (trx): Promise<VehicleWithStages | undefined> => {
    const locked = await trx.selectFrom('vehicles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!locked) return undefined;
    const before = (await findVehicle(trx, id))!;
    await trx.updateTable('vehicles').set({ ...fields, updated_at: now }).where('id', '=', id).execute();
    if (stages) await writeStages(trx, id, stages);
    const after = (await findVehicle(trx, id))!;
    await audit(trx, { actorId, entity: 'vehicles', entityId: id, action: 'update', before, after });
    return after;
  });

export const deleteVehicle = (db: Kysely<Database>, actorId: string, id: string) =>
  db.transaction().execute(async (trx): Promise<VehicleWithStages | undefined> => {
    const locked = await trx.selectFrom('vehicles').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!locked) return undefined;
    const before = (await findVehicle(trx, id))!;
    await trx.deleteFrom('vehicles').where('id', '=', id).execute();
    await audit(trx, { actorId, entity: 'vehicles', entityId: id, action: 'delete', before });
    return before;
  });

// The search cascade of spec section 4: each level lists the distinct values under the chosen ones.

export type CascadeFilter = { make?: string; model?: string; generation?: string; dsg?: GearboxFamily };
export type CascadeLevel = 'make' | 'model' | 'generation' | 'engine';

/** The index vehicles_cascade (make, model, generation, engine) in its column order. */
const CASCADE_ORDER = ['make', 'model', 'generation', 'engine'] as const;

/**
 * The SQL of one cascade level (exported so the bench runs the same SQL as its baseline). When the
 * filters are exactly the index columns before the level, the distinct values are read with a loose
 * index scan (one index probe per value, a recursive CTE) rather than by reading every row under
 * the filters: the brand list of a 50,000-vehicle catalogue reads ~40 index entries, not 50,000.
 * Otherwise (a gearbox filter), a plain DISTINCT.
 */
export const cascadeQuery = (db: Executor, level: CascadeLevel, filter: CascadeFilter): CompiledQuery<{ value: string }> => {
  const prefix = CASCADE_ORDER.slice(0, CASCADE_ORDER.indexOf(level));
  const given = CASCADE_ORDER.filter((column) => column !== 'engine' && filter[column] !== undefined);
  const skipScan = filter.dsg === undefined && level !== 'engine' && given.length === prefix.length && prefix.every((column, i) => given[i] === column);
  if (skipScan) {
    const column = sql.ref(level);
    const equal = prefix.map((c) => sql`${sql.ref(c)} = ${filter[c as keyof CascadeFilter]}`);
    const where = (...more: RawBuilder<unknown>[]) => (equal.length + more.length ? sql`WHERE ${sql.join([...equal, ...more], sql` AND `)}` : sql``);
    return sql<{ value: string }>`
      WITH RECURSIVE found(value) AS (
        (SELECT ${column} FROM vehicles ${where()} ORDER BY ${column} LIMIT 1)
        UNION ALL
        SELECT (SELECT ${column} FROM vehicles ${where(sql`${column} > found.value`)} ORDER BY ${column} LIMIT 1) FROM found WHERE found.value IS NOT NULL
      )
      SELECT value FROM found WHERE value IS NOT NULL`.compile(db);
  }
  let query = db.selectFrom('vehicles').select(`${level} as value`).distinct();
  if (filter.make !== undefined) query = query.where('make', '=', filter.make);
  if (filter.model !== undefined) query = query.where('model', '=', filter.model);
  if (filter.generation !== undefined) query = query.where('generation', '=', filter.generation);
  if (filter.dsg !== undefined) query = query.where(sql<boolean>`dsg_families @> ARRAY[${filter.dsg}]::text[]`);
  return query.orderBy('value').compile();
};

export const cascadeValues = async (db: Executor, level: CascadeLevel, filter: CascadeFilter): Promise<string[]> => {
  const { rows } = await db.executeQuery(cascadeQuery(db, level, filter));
  return rows.map((row) => row.value);
};
