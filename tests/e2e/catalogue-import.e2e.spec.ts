import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VEHICLE_COLUMNS } from '../../tables/catalogueSheets/vehicles-sheet.js';
import { xlsxBuffer } from '../catalogueSheets/sheets.js';
import { signIn, useE2E } from './browser.js';

let dir: string;
const e2e = useE2E({}, async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-e2e-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const vehicle = (engine: string, make = 'Volkswagen') => ({
  id: null, make, model: 'Golf E2E Import', generation: 'Mk7 (2012-2019)', engine, engineFamily: 'EA888', dsg: 'DQ381',
  'One price': '399.00', 'One power': '310hp', 'One torque': '420Nm', 'One options': '[]',
});

const sheetFile = async (name: string, rows: ReturnType<typeof vehicle>[]) => {
  const path = join(dir, name);
  await writeFile(path, await xlsxBuffer(VEHICLE_COLUMNS, rows));
  return path;
};

describe('the vehicle database spreadsheets in the browser', () => {
  it('lets an admin export the vehicles, see a bad row reported, then import a good sheet', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('menuitem', { name: 'Vehicle database' }).click();
    await page.waitForURL('**/admin/database');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Vehicles (XLSX)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const saved = join(dir, 'export.xlsx');
    await download.saveAs(saved);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([...VEHICLE_COLUMNS]);

    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.waitForURL('**/admin/import-database');
    const bad = await sheetFile('bad.xlsx', [vehicle('1.4 TSI 150hp'), vehicle('2.0 TSI 300hp', ''), vehicle('2.0 TDI 150hp')]);
    await page.setInputFiles('input[type="file"]', bad);
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Upload Error').waitFor();
    const report = page.getByRole('table', { name: 'Problems of the file' });
    await expect.poll(() => report.getByRole('row').nth(1).innerText()).toMatch(/^3\s+make\s+Field is required$/);
    expect(await report.getByRole('row').count()).toBe(2);

    const good = await sheetFile('good.xlsx', [vehicle('1.4 TSI 150hp'), vehicle('2.0 TSI 300hp')]);
    await page.setInputFiles('input[type="file"]', good);
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('File uploaded successfully').waitFor();
    await page.getByText('2 created').waitFor();
    await page.getByText('0 unchanged').waitFor();

    await page.goto(`${e2e.baseUrl}/admin/database`);
    await page.getByRole('table', { name: 'Import history' }).getByText('good.xlsx').waitFor();
  });
});
