import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { StagesByName, VehicleFields, VehicleWithStages } from '../catalogue/queries.js';
import { VEHICLE_STAGES, type VehicleStageRow } from '../catalogue/table.js';
import type { ExportRange } from './kind.js';
import { optionsText } from './cells.js';

// Set-based reads and writes of many vehicles at once for the sheet kinds: each statement takes
// whole columns as arrays (UNNEST), so a 50,000-row import is a few dozen statements, not 50,000.

type Executor = Kysely<Database> | Transaction<Database>;
const BATCH = 5000;

export const chunks = <T>(items: readonly T[], size = BATCH): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

const stageOrder = (row: VehicleStageRow) => VEHICLE_STAGES.indexOf(row.stage);

/** The stages of the given vehicles, in the spec's stage order, by vehicle id. */
const stagesOf = async (db: Executor, ids: readonly string[]): Promise<Map<string, VehicleStageRow[]>> => {
  const found = new Map<string, VehicleStageRow[]>();
  for (const batch of chunks([...new Set(ids)])) {
    const stages = await db.selectFrom('vehicle_stages').selectAll().where(sql<boolean>`vehicle_id = ANY(${batch}::uuid[])`).execute();
    for (const stage of stages) found.set(stage.vehicle_id, [...(found.get(stage.vehicle_id) ?? []), stage]);
  }
  for (const list of found.values()) list.sort((a, b) => stageOrder(a) - stageOrder(b));
  return found;
};

/** Vehicles with their stages, by id; the ids that do not exist are left out. */
export const loadVehicles = async (db: Executor, ids: readonly string[]): Promise<Map<string, VehicleWithStages>> => {
  const found = new Map<string, VehicleWithStages>();
  for (const batch of chunks([...new Set(ids)])) {
    const vehicles = await db.selectFrom('vehicles').selectAll().where(sql<boolean>`id = ANY(${batch}::uuid[])`).execute();
    const stages = await stagesOf(db, batch);
    for (const vehicle of vehicles) found.set(vehicle.id, { ...vehicle, stages: stages.get(vehicle.id) ?? [] });
  }
  return found;
};

/** The ids of existing vehicles among `ids`. */
export const existingIds = async (db: Executor, ids: readonly string[]): Promise<Set<string>> => {
  const found = new Set<string>();
  for (const batch of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom('vehicles').select('id').where(sql<boolean>`id = ANY(${batch}::uuid[])`).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
};

export const cascadeKey = (v: { make: string; model: string; generation: string; engine: string }) => JSON.stringify([v.make, v.model, v.generation, v.engine]);

/** The id of the vehicle holding each make/model/generation/engine among `names` (keyed by cascadeKey). */
export const idsByCascade = async (db: Executor, names: readonly VehicleFields[]): Promise<Map<string, string>> => {
  const found = new Map<string, string>();
  for (const batch of chunks(names)) {
    const rows = await sql<{ id: string; make: string; model: string; generation: string; engine: string }>`
      SELECT v.id, v.make, v.model, v.generation, v.engine FROM vehicles v
      JOIN unnest(${batch.map((n) => n.make)}::text[], ${batch.map((n) => n.model)}::text[], ${batch.map((n) => n.generation)}::text[], ${batch.map((n) => n.engine)}::text[])
        AS t(make, model, generation, engine) USING (make, model, generation, engine)`.execute(db);
    for (const row of rows.rows) found.set(cascadeKey(row), row.id);
  }
  return found;
};

export type VehicleWrite = { id: string; fields: VehicleFields };

/** Inserts new vehicles (ids chosen by the caller), created and updated `now`. */
export const insertVehicles = async (trx: Transaction<Database>, rows: readonly VehicleWrite[], now: Date) => {
  for (const batch of chunks(rows)) {
    await sql`
      INSERT INTO vehicles (id, make, model, generation, engine, engine_family, dsg_families, created_at, updated_at)
      SELECT id, make, model, generation, engine, engine_family, COALESCE(string_to_array(NULLIF(dsg, ''), ','), '{}'), ${now}, ${now}
      FROM unnest(${batch.map((r) => r.id)}::uuid[], ${batch.map((r) => r.fields.make)}::text[], ${batch.map((r) => r.fields.model)}::text[],
        ${batch.map((r) => r.fields.generation)}::text[], ${batch.map((r) => r.fields.engine)}::text[], ${batch.map((r) => r.fields.engine_family)}::text[],
        ${batch.map((r) => r.fields.dsg_families.join(','))}::text[]) AS t(id, make, model, generation, engine, engine_family, dsg)`.execute(trx);
  }
};

/** Replaces the fields of existing vehicles and stamps them updated `now`. */
export const updateVehicles = async (trx: Transaction<Database>, rows: readonly VehicleWrite[], now: Date) => {
  for (const batch of chunks(rows)) {
    await sql`
      UPDATE vehicles v SET make = t.make, model = t.model, generation = t.generation, engine = t.engine, engine_family = t.engine_family,
        dsg_families = COALESCE(string_to_array(NULLIF(t.dsg, ''), ','), '{}'), updated_at = ${now}
      FROM unnest(${batch.map((r) => r.id)}::uuid[], ${batch.map((r) => r.fields.make)}::text[], ${batch.map((r) => r.fields.model)}::text[],
        ${batch.map((r) => r.fields.generation)}::text[], ${batch.map((r) => r.fields.engine)}::text[], ${batch.map((r) => r.fields.engine_family)}::text[],
        ${batch.map((r) => r.fields.dsg_families.join(','))}::text[]) AS t(id, make, model, generation, engine, engine_family, dsg)
      WHERE v.id = t.id`.execute(trx);
  }
};

/** Stamps vehicles updated `now` (a change to their stages only). */
export const touchVehicles = async (trx: Transaction<Database>, ids: readonly string[], now: Date) => {
  for (const batch of chunks(ids)) await sql`UPDATE vehicles SET updated_at = ${now} WHERE id = ANY(${batch}::uuid[])`.execute(trx);
};

/** The stage rows of vehicles, in the spec's stage order. */
export const stageRows = (vehicleId: string, stages: StagesByName): VehicleStageRow[] =>
  VEHICLE_STAGES.flatMap((stage) => {
    const fields = stages[stage];
    return fields ? [{ vehicle_id: vehicleId, stage, price: fields.price, power: fields.power, torque: fields.torque, options: fields.options }] : [];
  });

/** Replaces all stages of the given vehicles with `rows`. */
export const replaceStages = async (trx: Transaction<Database>, vehicleIds: readonly string[], rows: readonly VehicleStageRow[]) => {
  for (const batch of chunks(vehicleIds)) await sql`DELETE FROM vehicle_stages WHERE vehicle_id = ANY(${batch}::uuid[])`.execute(trx);
  for (const batch of chunks(rows)) {
    await sql`
      INSERT INTO vehicle_stages (vehicle_id, stage, price, power, torque, options)
      SELECT * FROM unnest(${batch.map((r) => r.vehicle_id)}::uuid[], ${batch.map((r) => r.stage)}::text[], ${batch.map((r) => r.price)}::numeric[],
        ${batch.map((r) => r.power)}::text[], ${batch.map((r) => r.torque)}::text[], ${batch.map((r) => optionsText(r.options))}::jsonb[])`.execute(trx);
  }
};

/** Sets the price of existing stages, and adds the stages not offered yet (no figures, no options). */
export const upsertStagePrices = async (trx: Transaction<Database>, rows: readonly Pick<VehicleStageRow, 'vehicle_id' | 'stage' | 'price'>[]) => {
  for (const batch of chunks(rows)) {
    await sql`
      INSERT INTO vehicle_stages (vehicle_id, stage, price)
      SELECT * FROM unnest(${batch.map((r) => r.vehicle_id)}::uuid[], ${batch.map((r) => r.stage)}::text[], ${batch.map((r) => r.price)}::numeric[])
      ON CONFLICT (vehicle_id, stage) DO UPDATE SET price = EXCLUDED.price`.execute(trx);
  }
};

export type AuditEntry = { entityId: string; action: 'create' | 'update'; before?: unknown; after: unknown };

/** Many audit rows (entity vehicles) in few statements, in the import's transaction. */
export const auditVehicles = async (trx: Transaction<Database>, actorId: string | null, entries: readonly AuditEntry[]) => {
  for (const batch of chunks(entries, 2000)) {
    await sql`
      INSERT INTO audit_log (actor_id, entity, entity_id, action, before, after)
      SELECT ${actorId}::uuid, 'vehicles', entity_id, action, before, after
      FROM unnest(${batch.map((e) => e.entityId)}::text[], ${batch.map((e) => e.action)}::text[],
        ${batch.map((e) => (e.before === undefined ? null : JSON.stringify(e.before)))}::jsonb[], ${batch.map((e) => JSON.stringify(e.after))}::jsonb[])
        AS t(entity_id, action, before, after)`.execute(trx);
  }
};

/** How many vehicles changed within the range (all when it is open). */
export const countVehicles = async (db: Kysely<Database>, range: ExportRange): Promise<number> => {
  let query = db.selectFrom('vehicles').select((eb) => eb.fn.countAll<string>().as('n'));
  if (range.start) query = query.where('updated_at', '>=', range.start);
  if (range.end) query = query.where('updated_at', '<', range.end);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** Vehicles with their stages, ordered by make, model, generation, engine (the cascade, which is unique), page by page. */
export async function* vehiclePages(db: Kysely<Database>, range: ExportRange, pageSize = 2000): AsyncGenerator<VehicleWithStages[]> {
  let after: [string, string, string, string] | undefined;
  for (;;) {
    let query = db.selectFrom('vehicles').selectAll();
    if (range.start) query = query.where('updated_at', '>=', range.start);
    if (range.end) query = query.where('updated_at', '<', range.end);
    if (after) query = query.where(sql<boolean>`(make, model, generation, engine) > (${after[0]}, ${after[1]}, ${after[2]}, ${after[3]})`);
    const page = await query.orderBy('make').orderBy('model').orderBy('generation').orderBy('engine').limit(pageSize).execute();
    if (page.length === 0) return;
    const stages = await stagesOf(db, page.map((v) => v.id));
    yield page.map((v) => ({ ...v, stages: stages.get(v.id) ?? [] }));
    if (page.length < pageSize) return;
    const last = page[page.length - 1];
    after = [last.make, last.model, last.generation, last.engine];
  }
}
