import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/schema.js';
import type { StagesByName, VehicleFields, VehicleWithStages } from '../catalogue/queries.js';
import { VEHICLE_NOT_FOUND, VEHICLE_STAGES, type VehicleStage } from '../catalogue/table.js';
import * as cell from './cells.js';
import type { ApplySummary, ExportRow, RowProblem, SheetKind } from './kind.js';
import * as bulk from './vehicle-rows.js';

// The vehicle database as a spreadsheet (spec: database / import-database): one row per vehicle,
// its ECU stages side by side. An empty id creates the vehicle, an id updates it.

export type VehicleSheetRow = { id: string | null; fields: VehicleFields; stages: StagesByName };

const STAGE_CELLS = ['price', 'power', 'torque', 'options'] as const;
const stageColumn = (stage: VehicleStage, part: (typeof STAGE_CELLS)[number]) => `${stage} ${part}`;
export const VEHICLE_COLUMNS = [
  'id', 'make', 'model', 'generation', 'engine', 'engineFamily', 'dsg',
  ...VEHICLE_STAGES.flatMap((stage) => STAGE_CELLS.map((part) => stageColumn(stage, part))),
] as const;

export const SAME_VEHICLE_IN_FILE = 'Another row of the file has the same make, model, generation and engine';
export const SAME_VEHICLE_EXISTS = 'A vehicle with this make, model, generation and engine already exists';

/** A stage is offered when any of its four cells is filled; the export writes "[]" options for an offered stage, so it stays offered. */
const parseStages = (problems: RowProblem[], cells: Readonly<Record<string, string>>): StagesByName => {
  const stages: StagesByName = {};
  for (const stage of VEHICLE_STAGES) {
    const text = (part: (typeof STAGE_CELLS)[number]) => cells[stageColumn(stage, part)] ?? '';
    if (STAGE_CELLS.every((part) => text(part) === '')) continue;
    stages[stage] = {
      price: cell.price(problems, stageColumn(stage, 'price'), text('price')),
      power: cell.optionalText(problems, stageColumn(stage, 'power'), text('power')),
      torque: cell.optionalText(problems, stageColumn(stage, 'torque'), text('torque')),
      options: cell.options(problems, stageColumn(stage, 'options'), text('options')),
    };
  }
  return stages;
};

export const parseVehicleRow = (cells: Readonly<Record<string, string>>): { row: VehicleSheetRow } | { problems: RowProblem[] } => {
  const problems: RowProblem[] = [];
  const text = (column: string) => cells[column] ?? '';
  const id = cell.vehicleId(problems, 'id', text('id'), false);
  const fields: VehicleFields = {
    make: cell.requiredText(problems, 'make', text('make')),
    model: cell.requiredText(problems, 'model', text('model')),
    generation: cell.requiredText(problems, 'generation', text('generation')),
    engine: cell.requiredText(problems, 'engine', text('engine')),
    engine_family: cell.optionalText(problems, 'engineFamily', text('engineFamily')) ?? '',
    dsg_families: cell.families(problems, 'dsg', text('dsg')),
  };
  const stages = parseStages(problems, cells);
  return problems.length ? { problems } : { row: { id, fields, stages } };
};

/** The cells a vehicle exports to; parsing them gives the vehicle back unchanged. */
export const vehicleCells = (vehicle: VehicleWithStages): ExportRow => {
  const row: ExportRow = {
    id: vehicle.id, make: vehicle.make, model: vehicle.model, generation: vehicle.generation, engine: vehicle.engine,
    engineFamily: vehicle.engine_family, dsg: vehicle.dsg_families.join(', '),
  };
  for (const stage of VEHICLE_STAGES) {
    const found = vehicle.stages.find((s) => s.stage === stage);
    row[stageColumn(stage, 'price')] = found?.price == null ? null : Number(found.price);
    row[stageColumn(stage, 'power')] = found?.power ?? null;
    row[stageColumn(stage, 'torque')] = found?.torque ?? null;
    row[stageColumn(stage, 'options')] = found ? cell.optionsText(found.options) : null;
  }
  return row;
};

/** True when the row would leave the stored vehicle as it is. */
export const sameVehicle = (stored: VehicleWithStages, row: VehicleSheetRow): boolean =>
  JSON.stringify(vehicleCells(stored)) === JSON.stringify(vehicleCells({ ...stored, ...row.fields, stages: bulk.stageRows(stored.id, row.stages) }));

const check = async (db: Kysely<Database>, rows: readonly VehicleSheetRow[]) => {
  const problems = new Map<number, RowProblem[]>();
  const add = (index: number, problem: RowProblem) => problems.set(index, [...(problems.get(index) ?? []), problem]);
  // Two rows naming one make/model/generation/engine under different keys would break the unique cascade.
  const byCascade = new Map<string, number[]>();
  rows.forEach((row, index) => byCascade.set(bulk.cascadeKey(row.fields), [...(byCascade.get(bulk.cascadeKey(row.fields)) ?? []), index]));
  for (const indexes of byCascade.values()) {
    if (new Set(indexes.map((i) => vehiclesSheet.key(rows[i]))).size > 1) for (const i of indexes) add(i, { code: 'same_vehicle_in_file', message: SAME_VEHICLE_IN_FILE });
  }
  const existing = await bulk.existingIds(db, rows.flatMap((row) => (row.id ? [row.id] : [])));
  const holders = await bulk.idsByCascade(db, rows.map((row) => row.fields));
  rows.forEach((row, index) => {
    if (row.id && !existing.has(row.id)) add(index, { column: 'id', code: 'vehicle_not_found', message: VEHICLE_NOT_FOUND });
    const holder = holders.get(bulk.cascadeKey(row.fields));
    if (holder && holder !== row.id) add(index, { code: 'same_vehicle_exists', message: SAME_VEHICLE_EXISTS });
  });
  return problems;
};

const apply = async (...[trx, rows, actorId, now]: Parameters<SheetKind<VehicleSheetRow>['apply']>): Promise<ApplySummary> => {
  const stored = await bulk.loadVehicles(trx, rows.flatMap((row) => (row.id ? [row.id] : [])));
  const created: bulk.VehicleWrite[] = [];
  const updated: bulk.VehicleWrite[] = [];
  const audits: bulk.AuditEntry[] = [];
  const stageWrites: ReturnType<typeof bulk.stageRows> = [];
  let unchanged = 0;
  for (const row of rows) {
    const before = row.id ? stored.get(row.id) : undefined;
    if (before && sameVehicle(before, row)) {
      unchanged += 1;
      continue;
    }
    const id = before?.id ?? randomUUID();
    const stages = bulk.stageRows(id, row.stages);
    stageWrites.push(...stages);
    (before ? updated : created).push({ id, fields: row.fields });
    // The audit keeps the vehicle row and its stages, as the vehicle API's own changes record them.
    const after = { ...(before ?? { id, created_at: now }), ...row.fields, updated_at: now, stages };
    audits.push(before ? { entityId: id, action: 'update', before, after } : { entityId: id, action: 'create', after });
  }
  await bulk.insertVehicles(trx, created, now);
  await bulk.updateVehicles(trx, updated, now);
  await bulk.replaceStages(trx, updated.map((v) => v.id), stageWrites);
  await bulk.auditVehicles(trx, actorId, audits);
  return { created: created.length, updated: updated.length, unchanged };
};

export const vehiclesSheet: SheetKind<VehicleSheetRow> = {
  name: 'vehicles',
  columns: VEHICLE_COLUMNS,
  parse: parseVehicleRow,
  key: (row) => row.id ?? `new:${bulk.cascadeKey(row.fields)}`,
  check,
  apply,
  countRows: bulk.countVehicles,
  async *exportRows(db, range) {
    for await (const page of bulk.vehiclePages(db, range)) for (const vehicle of page) yield vehicleCells(vehicle);
  },
};
