import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createImportJob, failInterruptedImports, findImport, setProgress } from '../../tables/catalogueSheets/jobs.js';
import { PRICE_COLUMNS } from '../../tables/catalogueSheets/prices-sheet.js';
import { VEHICLE_COLUMNS } from '../../tables/catalogueSheets/vehicles-sheet.js';
import { createTestPortal, type TestPortal } from '../support/app.js';
import { multipart, XLSX_TYPE, xlsxBuffer } from './sheets.js';

let portal: TestPortal;
let admin: { authorization: string };
let dealer: { authorization: string };

beforeAll(async () => {
  portal = await createTestPortal();
  admin = portal.auth(await portal.login('admin@demo.test'));
  dealer = portal.auth(await portal.login('dealer@demo.test'));
});
afterAll(async () => portal?.close());

type Job = { id: string; status: string; total: number; processed: number; problems: { row: number; column?: string; code?: string; params?: Record<string, string | number>; message: string }[]; problemCount: number; summary: { created: number; updated: number; unchanged: number } | null };

const upload = async (kind: string, content: Buffer, options: { name?: string; type?: string; dryRun?: boolean; headers?: object } = {}) => {
  const body = multipart({ name: options.name ?? `${kind}.xlsx`, type: options.type ?? XLSX_TYPE, content }, { kind, dryRun: String(options.dryRun ?? false) });
  return portal.app.inject({ method: 'POST', url: '/api/vehicles-file', headers: { ...(options.headers ?? admin), ...body.headers }, payload: body.payload });
};

/** Uploads and waits for the background import to end. */
const importSheet = async (kind: string, content: Buffer, dryRun = false): Promise<Job> => {
  const response = await upload(kind, content, { dryRun });
  expect(response.statusCode, response.body).toBe(202);
  const { id } = response.json<{ id: string }>();
  for (;;) {
    const job = (await portal.app.inject({ method: 'GET', url: `/api/vehicles-file/${id}`, headers: admin })).json<Job>();
    if (['done', 'rejected', 'failed'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const download = async (kind: string, query = '') => {
  const response = await portal.app.inject({ method: 'GET', url: `/api/vehicles/download-excel?kind=${kind}${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const auditCount = async () => Number((await portal.services.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const vehicleCount = async () => Number((await portal.services.db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const exportRows = async (kind: string, query = '') => {
  const response = await portal.app.inject({ method: 'GET', url: `/api/vehicles/export-data?kind=${kind}&range=[0,499]${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, string | number | null>[]>();
};

const newVehicle = (engine: string, extra: Record<string, string | number | null> = {}) => ({
  id: null, make: 'Seat', model: 'Leon ImportTest', generation: '5F (2013-2020)', engine, engineFamily: 'EA888', dsg: 'DQ250, DQ381',
  'One price': '349.00', 'One power': '300hp', 'One torque': '420Nm', 'One options': '[{"name":"Pops","choices":"[\\"Off\\",\\"On\\"]"}]',
  'Two price': null, 'Two power': null, 'Two torque': null, 'Two options': '[]',
  ...extra,
});

describe('catalogue spreadsheet import', () => {
  it('creates and updates vehicles in one go, then a round trip of its own export changes nothing', async () => {
    const job = await importSheet('vehicles', await xlsxBuffer(VEHICLE_COLUMNS, [newVehicle('2.0 TSI 245hp'), newVehicle('2.0 TSI 300hp')]));
    expect(job).toMatchObject({ status: 'done', problems: [], summary: { created: 2, updated: 0, unchanged: 0 } });
    const created = (await exportRows('vehicles')).filter((row) => row.model === 'Leon ImportTest');
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ dsg: 'DQ250, DQ381', 'One price': 349, 'One power': '300hp', 'Two price': null, 'Two options': '[]', 'Three options': null });
    const detail = (await portal.app.inject({ method: 'GET', url: `/api/vehicles/${created[0].id}`, headers: admin })).json();
    expect(detail.stages).toEqual({
      One: { price: 349, power: '300hp', torque: '420Nm', options: [{ name: 'Pops', choices: '["Off","On"]' }] },
      Two: { price: null, power: null, torque: null, options: [] },
    });

    for (const kind of ['vehicles', 'prices']) {
      const file = (await download(kind)).rawPayload;
      const vehicles = await vehicleCount();
      const audits = await auditCount();
      const again = await importSheet(kind, file);
      expect(again.summary, kind).toEqual({ created: 0, updated: 0, unchanged: vehicles });
      expect(await auditCount()).toBe(audits);
    }
  });

  it('reports a bad row among good ones by its line in the sheet and changes nothing', async () => {
    const before = await vehicleCount();
    const audits = await auditCount();
    const rows = [
      newVehicle('1.4 TSI 150hp'),
      newVehicle('1.8 TSI 180hp', { make: '', 'One price': '349,50', dsg: 'DQ999' }),
      newVehicle('1.0 TSI 110hp', { 'Two price': 'abc', id: '5f1c1f5e-0000-4000-8000-000000000000' }),
    ];
    const job = await importSheet('vehicles', await xlsxBuffer(VEHICLE_COLUMNS, rows));
    expect(job.status).toBe('rejected');
    expect(job.summary).toBeNull();
    expect(job.problems).toEqual([
      { row: 3, column: 'make', code: 'required', message: 'Field is required' },
      { row: 3, column: 'dsg', code: 'unknown_family', params: { families: expect.any(String) }, message: expect.stringContaining('gearbox families') },
      { row: 3, column: 'One price', code: 'amount_format', message: 'Field must be a positive decimal with a dot, such as 349.50' },
      { row: 4, column: 'Two price', code: 'not_a_number', message: 'Field must be a number' },
    ]);
    expect(await vehicleCount()).toBe(before);
    expect(await auditCount()).toBe(audits);

    const unknown = await importSheet('vehicles', await xlsxBuffer(VEHICLE_COLUMNS, [newVehicle('1.0 TSI 110hp', { id: '5f1c1f5e-0000-4000-8000-000000000000' })]));
    expect(unknown.problems).toEqual([{ row: 2, column: 'id', code: 'vehicle_not_found', message: 'Vehicle not found' }]);
  });

  it('reports both rows of a duplicate key, and a new row that names an existing vehicle', async () => {
    const job = await importSheet('vehicles', await xlsxBuffer(VEHICLE_COLUMNS, [newVehicle('1.6 TDI'), newVehicle('1.9 TDI'), newVehicle('1.6 TDI')]));
    expect(job.status).toBe('rejected');
    expect(job.problems).toEqual([{ row: 2, code: 'duplicate', params: { row: 4 }, message: 'Duplicate of row 4' }, { row: 4, code: 'duplicate', params: { row: 2 }, message: 'Duplicate of row 2' }]);

    const existing = (await exportRows('vehicles'))[0];
    const clash = await importSheet('vehicles', await xlsxBuffer(VEHICLE_COLUMNS, [{ ...existing, id: null }]));
    expect(clash.problems).toEqual([{ row: 2, code: 'same_vehicle_exists', message: 'A vehicle with this make, model, generation and engine already exists' }]);
  });

  it('changes prices only for the vehicles named, checks their names, and audits each change; a dry run changes nothing', async () => {
    const [first, second] = await exportRows('prices');
    const changed = { ...first, 'One price': 999.5, 'Four price': 1500 };
    const audits = await auditCount();
    const dry = await importSheet('prices', await xlsxBuffer(PRICE_COLUMNS, [changed, second]), true);
    expect(dry).toMatchObject({ status: 'done', summary: { created: 0, updated: 1, unchanged: 1 } });
    expect(await auditCount()).toBe(audits);

    const job = await importSheet('prices', await xlsxBuffer(PRICE_COLUMNS, [changed, second]));
    expect(job.summary).toEqual({ created: 0, updated: 1, unchanged: 1 });
    expect(await auditCount()).toBe(audits + 1);
    const after = (await exportRows('prices')).find((row) => row.id === first.id);
    expect(after).toMatchObject({ 'One price': 999.5, 'Four price': 1500 });

    const renamed = await importSheet('prices', await xlsxBuffer(PRICE_COLUMNS, [{ ...first, make: 'Other' }]));
    expect(renamed.problems).toEqual([{ row: 2, column: 'make', code: 'does_not_match', params: { stored: String(first.make) }, message: `Field does not match the vehicle (${String(first.make)}); only the prices can be changed here` }]);
  });

  it('reads CSV too and rejects a file without the columns', async () => {
    const csv = Buffer.from(`${VEHICLE_COLUMNS.join(',')}\n,Skoda,Octavia CsvTest,5E (2013-2020),2.0 TDI 150hp,EA288,DQ250,199.99,,,,,,,,,,,,,,,,,,,\n`);
    const job = await (async () => {
      const response = await upload('vehicles', csv, { name: 'vehicles.csv', type: 'text/csv' });
      expect(response.statusCode, response.body).toBe(202);
      for (;;) {
        const found = (await portal.app.inject({ method: 'GET', url: `/api/vehicles-file/${response.json().id}`, headers: admin })).json<Job>();
        if (found.status === 'done' || found.status === 'rejected') return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    expect(job.summary).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const missing = await importSheet('prices', await xlsxBuffer(['id', 'make'], [{ id: 'x', make: 'y' }]));
    expect(missing.problems).toEqual([{ row: 1, code: 'columns_missing', params: { columns: 'model, generation, engine, One price, Two price, TwoPlus price, Three price, Four price' }, message: 'The file must have the columns model, generation, engine, One price, Two price, TwoPlus price, Three price, Four price' }]);
  });

  it('exports only the vehicles changed within the dates, and refuses a start after the end', async () => {
    const [row] = await exportRows('vehicles');
    await portal.services.db.updateTable('vehicles').set({ updated_at: new Date('2026-01-15T23:30:00Z') }).where('id', '=', String(row.id)).execute();
    const inJanuary = await exportRows('vehicles', '&start=2026-01-01&end=2026-01-15');
    expect(inJanuary.map((r) => r.id)).toEqual([row.id]);
    expect(await exportRows('vehicles', '&start=2026-01-16&end=2026-01-31')).toEqual([]);
    const bad = await portal.app.inject({ method: 'GET', url: '/api/vehicles/export-data?kind=vehicles&start=2026-02-01&end=2026-01-01', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The start date must not be after the end date');

    const file = await download('prices', '&start=2026-01-15&end=2026-01-15');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="prices-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, ...PRICE_COLUMNS]);
    expect(sheet.rowCount).toBe(2);
  });

  it('is for administrators only, and refuses empty files, other types and long names', async () => {
    const sheet = await xlsxBuffer(VEHICLE_COLUMNS, []);
    expect((await upload('vehicles', sheet, { headers: dealer })).statusCode).toBe(403);
    for (const url of ['/api/vehicles-file', '/api/vehicles/export-data?kind=vehicles', '/api/vehicles/download-excel?kind=vehicles']) {
      expect((await portal.app.inject({ method: 'GET', url, headers: dealer })).statusCode, url).toBe(403);
    }
    const empty = await upload('vehicles', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty');
    const text = await upload('vehicles', Buffer.from('hello'), { name: 'notes.txt', type: 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The file type is not supported');
    const fake = await upload('vehicles', Buffer.from('not a zip'), { name: 'fake.xlsx' });
    expect(fake.json().message).toBe('The file type is not supported');
    const large = await upload('vehicles', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The file must not exceed 10MB');
    const long = await upload('vehicles', sheet, { name: `${'x'.repeat(101)}.xlsx` });
    expect(long.json().message).toBe('The file name field must have 100 characters at most');
    const kind = await upload('combos', sheet);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toMatch(/^kind: Field must be one of vehicles, prices/);

    const history = await portal.app.inject({ method: 'GET', url: '/api/vehicles-file?range=[0,4]', headers: admin });
    expect(history.statusCode).toBe(200);
    expect(history.headers['content-range']).toMatch(/^vehicles-file 0-4\/\d+$/);
    expect(history.json()[0]).toMatchObject({ kind: expect.any(String), fileName: expect.any(String), status: expect.any(String), problems: [] });
  });

  it('marks the imports a restart interrupted as failed, saying nothing was changed', async () => {
    const db = portal.services.db;
    const job = await createImportJob(db, { kind: 'vehicles', fileName: 'lost.xlsx', actorId: null, dryRun: false });
    await setProgress(db, job.id, { status: 'applying', total: 10, processed: 5 });
    expect(await failInterruptedImports(db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await findImport(db, job.id)).toMatchObject({
      status: 'failed',
      problems: [{ row: 0, code: 'interrupted', message: 'The import was interrupted by a restart; nothing was changed. Please upload the file again' }],
      finished_at: expect.any(Date),
    });
  });

  it('refuses a second import while one runs, and leaves a job alone while its process holds the run lock', async () => {
    const db = portal.services.db;
    const job = await createImportJob(db, { kind: 'vehicles', fileName: 'running.xlsx', actorId: null, dryRun: false });
    const second = await upload('vehicles', await xlsxBuffer(VEHICLE_COLUMNS, [newVehicle('1.0 TSI second')]));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Another import is running: please wait until it has finished, then upload again');

    // Another instance is running it: its session holds the run lock, so a starting instance keeps off.
    const other = await portal.services.pool.connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('catalogue_import_run'))");
      expect(await failInterruptedImports(db, new Date())).toBe(0);
      expect((await findImport(db, job.id))?.status).toBe('parsing');
      await other.query("SELECT pg_advisory_unlock(hashtext('catalogue_import_run'))");
    } finally {
      other.release();
    }
    expect(await failInterruptedImports(db, new Date())).toBe(1);
  });
});
