import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { CATALOGUE_SHEET_LIMITS } from '../../api/routes/catalogueSheets/read-sheet.js';
import { readXlsxStream } from '../../api/services/sheets/read.js';
import { writeXlsx } from '../../api/routes/catalogueSheets/write-sheet.js';
import { GEARBOX_FAMILIES } from '../../events/constants.js';
import { VEHICLE_STAGES } from '../../tables/catalogue/table.js';
import { runImport } from '../../tables/catalogueSheets/engine.js';
import { createImportJob } from '../../tables/catalogueSheets/jobs.js';
import type { ExportRow } from '../../tables/catalogueSheets/kind.js';
import { pricesSheet } from '../../tables/catalogueSheets/prices-sheet.js';
import { VEHICLE_COLUMNS, vehiclesSheet } from '../../tables/catalogueSheets/vehicles-sheet.js';
import type { DatabaseHandle } from '../../database/connect.js';
import type { AnySheetKind } from '../../tables/catalogueSheets/kinds.js';
import { envNumber, rateLine, timed, timedWithPeakHeap } from './measure.js';

// The spreadsheet import of the vehicle database: a generated XLSX of BENCH_IMPORT_ROWS vehicles
// (five stages each) imported through the engine (read, parse, check, then chunks of short
// transactions with audit),
// beside a baseline measured in the same run: reading the same file with exceljs alone plus plain
// multi-row INSERTs of the same vehicles and stages into scratch copies of the tables.

const ROWS = envNumber('BENCH_IMPORT_ROWS', 50_000);
const INSERT_ROWS = 1000;
const OPTIONS = JSON.stringify([{ name: 'Pops & bangs', choices: '["Off","On"]' }, { name: 'Launch control', choices: '["Off","On"]' }]);

const sheetRow = (i: number): ExportRow => {
  const row: ExportRow = {
    id: null, make: `Make ${(i % 40) + 1}`, model: `Model ${(i % 700) + 1}`, generation: `Gen ${(i % 5) + 1}`, engine: `Engine ${i}`,
    engineFamily: `EA${(i % 900) + 100}`, dsg: GEARBOX_FAMILIES[i % GEARBOX_FAMILIES.length],
  };
  VEHICLE_STAGES.forEach((stage, s) => {
    row[`${stage} price`] = 200 + s * 100 + (i % 50);
    row[`${stage} power`] = `${150 + s * 30}hp`;
    row[`${stage} torque`] = `${300 + s * 40}Nm`;
    row[`${stage} options`] = OPTIONS;
  });
  return row;
};

async function* generated(count: number) {
  for (let i = 0; i < count; i += 1) yield sheetRow(i);
}

const writeFile = async (path: string, columns: readonly string[], rows: AsyncIterable<ExportRow>) => {
  const output = createWriteStream(path);
  await writeXlsx('Sheet1', columns, rows, output);
  await finished(output);
  return (await stat(path)).size;
};

const importFile = async (database: DatabaseHandle, kind: AnySheetKind, path: string) => {
  const job = await createImportJob(database.db, { kind: kind.name, fileName: path, actorId: null, dryRun: false });
  const done = await runImport({ db: database.db, kind, jobId: job.id, actorId: randomUUID(), dryRun: false, now: () => new Date() }, readXlsxStream(createReadStream(path), CATALOGUE_SHEET_LIMITS));
  if (done.status !== 'done') throw new Error(`import ${done.status}: ${JSON.stringify(done.problems.slice(0, 3))}`);
  return done.summary!;
};

/** The baseline write: the same vehicles and stages as plain multi-row INSERTs, 1000 vehicles per statement, one transaction. */
const baselineInsert = async (database: DatabaseHandle, rows: ExportRow[]) => {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      const batch = rows.slice(start, start + INSERT_ROWS).map((row) => ({ id: randomUUID(), row }));
      const vehicles = batch.flatMap(({ id, row }) => [id, row.make, row.model, row.generation, row.engine, row.engineFamily, `{${String(row.dsg)}}`]);
      await client.query(`INSERT INTO bench_vehicles (id, make, model, generation, engine, engine_family, dsg_families) VALUES ${
        batch.map((_, b) => `(${Array.from({ length: 7 }, (__, k) => `$${b * 7 + k + 1}`).join(', ')})`).join(', ')}`, vehicles);
      const stages = batch.flatMap(({ id, row }) => VEHICLE_STAGES.map((stage) => [id, stage, row[`${stage} price`], row[`${stage} power`], row[`${stage} torque`], row[`${stage} options`]]));
      await client.query(`INSERT INTO bench_vehicle_stages (vehicle_id, stage, price, power, torque, options) VALUES ${
        stages.map((_, b) => `(${Array.from({ length: 6 }, (__, k) => `$${b * 6 + k + 1}`).join(', ')})`).join(', ')}`, stages.flat());
    }
    await client.query('COMMIT');
  } finally {
    client.release();
  }
};

export const benchCatalogueImport = async (database: DatabaseHandle) => {
  const dir = await mkdtemp(join(tmpdir(), 'portal-import-bench-'));
  try {
    console.log(`\nCatalogue import: ${ROWS.toLocaleString('en-US')} vehicles with ${VEHICLE_STAGES.length} stages each\n`);
    const path = join(dir, 'vehicles.xlsx');
    let bytes = 0;
    const write = await timed(async () => {
      bytes = await writeFile(path, VEHICLE_COLUMNS, generated(ROWS));
    });
    console.log(`${'XLSX written (streaming writer)'.padEnd(52)} ${(bytes / 2 ** 20).toFixed(1).padStart(10)} MiB in ${(write / 1000).toFixed(1)} s`);

    // Baseline: exceljs reading the file alone, then the plain INSERTs of the same rows.
    await database.pool.query('CREATE TABLE bench_vehicles (LIKE vehicles INCLUDING ALL); CREATE TABLE bench_vehicle_stages (LIKE vehicle_stages INCLUDING ALL)');
    let cells = 0;
    const read = await timed(async () => {
      for await (const row of readXlsxStream(createReadStream(path), CATALOGUE_SHEET_LIMITS)) cells += row.cells.length;
    });
    rateLine('exceljs streaming read alone', ROWS, read);
    // The baseline's rows live only inside this call, so they are garbage before the engine runs.
    const insert = await timed(() => baselineInsert(database, Array.from({ length: ROWS }, (_, i) => sheetRow(i))));
    rateLine('plain multi-row INSERT alone (vehicles + stages)', ROWS, insert);
    const baseline = { n: ROWS, ms: read + insert };

    let created = 0;
    const engine = await timedWithPeakHeap(async () => {
      created = (await importFile(database, vehiclesSheet, path)).created;
    });
    rateLine(`import, new vehicles (${created} created, audited)`, ROWS, engine.ms, baseline);
    // The engine keeps the parsed rows until the whole file is checked (all or nothing).
    console.log(`${'  heap growth during that import (upper bound)'.padEnd(52)} ${engine.peakMiB.toFixed(0).padStart(10)} MiB`);

    // The export re-imported: every row is read, checked and compared, nothing is written.
    const exported = join(dir, 'export.xlsx');
    const exportMs = await timed(() => writeFile(exported, VEHICLE_COLUMNS, vehiclesSheet.exportRows(database.db, {})));
    rateLine('export (streaming XLSX writer)', ROWS, exportMs);
    let unchanged = 0;
    const again = await timed(async () => {
      unchanged = (await importFile(database, vehiclesSheet, exported)).unchanged;
    });
    rateLine(`re-import of the export (${unchanged} unchanged)`, ROWS, again, baseline);

    // Every price changed: a real update of each vehicle's stages, audited.
    const pricesPath = join(dir, 'prices.xlsx');
    await writeFile(pricesPath, pricesSheet.columns, (async function* () {
      for await (const row of pricesSheet.exportRows(database.db, {})) yield { ...row, 'One price': Number(row['One price']) + 1 };
    })());
    let updated = 0;
    const prices = await timed(async () => {
      updated = (await importFile(database, pricesSheet, pricesPath)).updated;
    });
    rateLine(`prices import (${updated} updated, audited)`, ROWS, prices, baseline);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
