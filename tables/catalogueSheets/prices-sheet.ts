import type { Kysely } from 'kysely';
import type { VehicleWithStages } from '../catalogue/queries.js';
import { VEHICLE_NOT_FOUND, VEHICLE_STAGES, type VehicleStage, type VehicleStageRow } from '../catalogue/table.js';
import type { Database } from '../../database/schema.js';
import * as cell from './cells.js';
import type { ApplySummary, ExportRow, RowProblem, SheetKind } from './kind.js';
import * as bulk from './vehicle-rows.js';

// The stage prices of the vehicle database as a spreadsheet: the vehicle columns only identify
// the row (they must match the vehicle), the five stage prices are what an import changes.

const NAME_COLUMNS = ['make', 'model', 'generation', 'engine'] as const;
const priceColumn = (stage: VehicleStage) => `${stage} price`;
export const PRICE_COLUMNS = ['id', ...NAME_COLUMNS, ...VEHICLE_STAGES.map(priceColumn)] as const;

export const doesNotMatch = (stored: string) => `Field does not match the vehicle (${stored}); only the prices can be changed here`;

type Names = Record<(typeof NAME_COLUMNS)[number], string>;
/** Prices by stage; null is on request (or, for a stage the vehicle does not offer, left not offered). */
export type PriceSheetRow = { id: string; names: Names; prices: Record<VehicleStage, string | null> };

export const parsePriceRow = (cells: Readonly<Record<string, string>>): { row: PriceSheetRow } | { problems: RowProblem[] } => {
  const problems: RowProblem[] = [];
  const text = (column: string) => cells[column] ?? '';
  const id = cell.vehicleId(problems, 'id', text('id'), true);
  const names = Object.fromEntries(NAME_COLUMNS.map((column) => [column, text(column)])) as Names;
  const prices = Object.fromEntries(VEHICLE_STAGES.map((stage) => [stage, cell.price(problems, priceColumn(stage), text(priceColumn(stage)))])) as PriceSheetRow['prices'];
  return problems.length || !id ? { problems } : { row: { id, names, prices } };
};

export const priceCells = (vehicle: VehicleWithStages): ExportRow => ({
  id: vehicle.id, make: vehicle.make, model: vehicle.model, generation: vehicle.generation, engine: vehicle.engine,
  ...Object.fromEntries(VEHICLE_STAGES.map((stage) => {
    const price = vehicle.stages.find((s) => s.stage === stage)?.price;
    return [priceColumn(stage), price == null ? null : Number(price)];
  })),
});

/** The vehicle's stages with the row's prices: a price for a stage not offered yet offers it (no figures, no options). */
export const pricedStages = (vehicle: VehicleWithStages, prices: PriceSheetRow['prices']): VehicleStageRow[] =>
  VEHICLE_STAGES.flatMap((stage) => {
    const stored = vehicle.stages.find((s) => s.stage === stage);
    if (stored) return [{ ...stored, price: prices[stage] }];
    return prices[stage] === null ? [] : [{ vehicle_id: vehicle.id, stage, price: prices[stage], power: null, torque: null, options: [] }];
  });

/** The stages whose price the row changes (or that it adds). */
const changedPrices = (before: readonly VehicleStageRow[], after: readonly VehicleStageRow[]) =>
  after.filter((stage) => {
    const stored = before.find((s) => s.stage === stage.stage);
    return !stored || Number(stored.price ?? 0) !== Number(stage.price ?? 0);
  });

/** What the audit keeps of a price change: the vehicle's names and its stage prices (the figures and options do not change here). */
const priceAudit = (vehicle: VehicleWithStages, stages: readonly VehicleStageRow[]) => ({
  id: vehicle.id, make: vehicle.make, model: vehicle.model, generation: vehicle.generation, engine: vehicle.engine,
  prices: Object.fromEntries(stages.map((stage) => [stage.stage, stage.price])),
});

const check = async (db: Kysely<Database>, rows: readonly PriceSheetRow[]) => {
  const stored = await bulk.loadVehicles(db, rows.map((row) => row.id));
  const problems = new Map<number, RowProblem[]>();
  rows.forEach((row, index) => {
    const vehicle = stored.get(row.id);
    const found: RowProblem[] = vehicle
      ? NAME_COLUMNS.filter((column) => row.names[column] !== vehicle[column]).map((column) => ({ column, code: 'does_not_match', params: { stored: vehicle[column] }, message: doesNotMatch(vehicle[column]) }))
      : [{ column: 'id', code: 'vehicle_not_found', message: VEHICLE_NOT_FOUND }];
    if (found.length) problems.set(index, found);
  });
  return problems;
};

const apply = async (...[trx, rows, actorId, now]: Parameters<SheetKind<PriceSheetRow>['apply']>): Promise<ApplySummary> => {
  const stored = await bulk.loadVehicles(trx, rows.map((row) => row.id));
  const changed: string[] = [];
  const priceWrites: VehicleStageRow[] = [];
  const audits: bulk.AuditEntry[] = [];
  for (const row of rows) {
    const before = stored.get(row.id)!; // checked; the transaction keeps it (a vehicle deleted meanwhile fails the import)
    const stages = pricedStages(before, row.prices);
    const writes = changedPrices(before.stages, stages);
    if (writes.length === 0) continue;
    changed.push(row.id);
    priceWrites.push(...writes);
    audits.push({ entityId: row.id, action: 'update', before: priceAudit(before, before.stages), after: priceAudit(before, stages) });
  }
  await bulk.upsertStagePrices(trx, priceWrites);
  await bulk.touchVehicles(trx, changed, now);
  await bulk.auditVehicles(trx, actorId, audits);
  return { created: 0, updated: changed.length, unchanged: rows.length - changed.length };
};

export const pricesSheet: SheetKind<PriceSheetRow> = {
  name: 'prices',
  columns: PRICE_COLUMNS,
  parse: parsePriceRow,
  key: (row) => row.id,
  check,
  apply,
  countRows: bulk.countVehicles,
  async *exportRows(db, range) {
    for await (const page of bulk.vehiclePages(db, range)) for (const vehicle of page) yield priceCells(vehicle);
  },
};
