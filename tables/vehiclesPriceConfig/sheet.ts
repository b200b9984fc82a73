import * as cell from '../catalogueSheets/cells.js';
import type { ApplySummary, ExportRow, RowProblem, SheetKind } from '../catalogueSheets/kind.js';
import { VEHICLE_STAGES } from '../catalogue/table.js';
import { exportPriceConfigs, saveConfig, type PriceConfigFields } from './queries.js';
import type { StagePrices } from './table.js';

// The vehicles price config as a spreadsheet (spec: vehicles-price-config, "index and importer"):
// one row per engine family with its ECU stage prices in EUR; an empty price leaves that stage of
// the family's vehicles alone. Importing a row saves the config and applies it to the vehicles.

export const PRICE_CONFIG_COLUMNS = ['engineFamily', ...VEHICLE_STAGES] as const;

export const parsePriceConfigRow = (cells: Readonly<Record<string, string>>): { row: PriceConfigFields } | { problems: RowProblem[] } => {
  const problems: RowProblem[] = [];
  const engineFamily = cell.requiredText(problems, 'engineFamily', cells.engineFamily ?? '');
  const prices = Object.fromEntries(VEHICLE_STAGES.map((stage) => [stage, cell.price(problems, stage, cells[stage] ?? '')])) as StagePrices;
  return problems.length ? { problems } : { row: { engineFamily, prices } };
};

/** The cells a config exports to; parsing them gives the config back unchanged. */
export const priceConfigCells = (config: PriceConfigFields): ExportRow => ({
  engineFamily: config.engineFamily,
  ...Object.fromEntries(VEHICLE_STAGES.map((stage) => [stage, config.prices[stage] === null ? null : Number(config.prices[stage])])),
});

export const priceConfigSheet: SheetKind<PriceConfigFields> = {
  name: 'price-config',
  columns: PRICE_CONFIG_COLUMNS,
  parse: parsePriceConfigRow,
  key: (row) => row.engineFamily,
  async apply(trx, rows, actorId, now) {
    const summary: ApplySummary = { created: 0, updated: 0, unchanged: 0 };
    for (const row of rows) {
      const saved = await saveConfig(trx, actorId, row, now, { skipUnchanged: true });
      if (saved) summary[saved.change] += 1;
    }
    return summary;
  },
  async countRows(db, range) {
    let query = db.selectFrom('vehicles_price_configs').select((eb) => eb.fn.countAll<string>().as('n'));
    if (range.start) query = query.where('updated_at', '>=', range.start);
    if (range.end) query = query.where('updated_at', '<', range.end);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },
  async *exportRows(db, range) {
    for (const config of await exportPriceConfigs(db, range)) yield priceConfigCells(config);
  },
};
