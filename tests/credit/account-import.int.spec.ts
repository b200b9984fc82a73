import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../support/app.js';

let portal: TestPortal;
let tokens: Record<string, string>;

beforeAll(async () => {
  portal = await createTestPortal();
  tokens = { admin: await portal.login('admin@demo.test'), dealer: await portal.login('dealer@demo.test') };
});
afterAll(async () => portal?.close());

const multipart = (filename: string, content: Buffer | string, contentType: string) => {
  const boundary = '----portal-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
};
const upload = async (filename: string, content: Buffer | string, query = '', who = 'admin', contentType = 'text/csv') => {
  const body = multipart(filename, content, contentType);
  return portal.app.inject({ method: 'POST', url: `/api/credit/account-import${query}`, payload: body.payload, headers: { ...portal.auth(tokens[who]), 'content-type': body.contentType } });
};
const balance = async (email: string) => {
  const user = await portal.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const row = await portal.services.db.selectFrom('ledger_accounts').select('balance').where('account', '=', user.id).executeTakeFirst();
  return Number(row?.balance ?? 0) / 100;
};
const statuses = (report: { rows: { row: number; status: string; message: string | null }[] }) => report.rows.map((r) => [r.row, r.status, r.message]);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GOOD = 'email,amount,description,reference\ndealer@demo.test,100,Opening balance,IMP-1\n"SubDealer@demo.test",25.50,"Promo, autumn",\n';

describe('account import (Admin)', () => {
  it('previews a dry run without moving anything, then applies every row from the house', async () => {
    const preview = (await upload('opening.csv', GOOD, '?dryRun=true')).json();
    expect(preview).toMatchObject({ dryRun: true, applied: 0, ready: 2, skipped: 0, errors: 0 });
    expect(preview.rows).toMatchObject([
      { row: 2, email: 'dealer@demo.test', amount: 100, description: 'Opening balance', reference: 'IMP-1', status: 'ok' },
      { row: 3, email: 'subdealer@demo.test', amount: 25.5, description: 'Promo, autumn', reference: null, status: 'ok' },
    ]);
    expect(await balance('dealer@demo.test')).toBe(0);

    const applied = (await upload('opening.csv', GOOD)).json();
    expect(applied).toMatchObject({ dryRun: false, applied: 2, skipped: 0, errors: 0, amount: 125.5 });
    expect(await balance('dealer@demo.test')).toBe(100);
    expect(await balance('subdealer@demo.test')).toBe(25.5);
    const movement = await portal.services.db.selectFrom('ledger_movements').selectAll().where('movement_id', '=', applied.rows[0].movementId).executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ kind: 'CreditTransferEntity', from_account: 'house', reference: 'IMP-1', description: 'Opening balance' });
  });

  it('moves nothing twice when the same file is uploaded again: those rows are skipped', async () => {
    const again = (await upload('opening-copy.csv', GOOD.replace('dealer@demo.test,100,', 'DEALER@demo.test,100.00,'))).json();
    expect(again).toMatchObject({ applied: 0, skipped: 2, errors: 0 });
    expect(statuses(again)).toEqual([[2, 'skipped', 'Already imported'], [3, 'skipped', 'Already imported']]);
    expect(await balance('dealer@demo.test')).toBe(100);
    expect(await balance('subdealer@demo.test')).toBe(25.5);
  });

  it('reports every row with an error and applies nothing, unless asked to import the valid rows only', async () => {
    const csv = [
      'Email;Amount;Description;Reference',
      'dealer@demo.test;10;Bonus;B-1',
      'nobody@demo.test;10;;',
      'distributor@demo.test;10,5;;',
      'distributor@demo.test;-3;;',
      ';5;;',
      'dealer@demo.test;10.00;Bonus;B-1',
      'not-an-email;5;;',
      '',
    ].join('\r\n');
    const report = (await upload('mixed.csv', csv)).json();
    expect(report).toMatchObject({ applied: 0, ready: 1, errors: 6 });
    expect(statuses(report)).toEqual([
      [2, 'ok', null],
      [3, 'error', 'User not found'],
      [4, 'error', 'Please enter a valid amount'],
      [5, 'error', 'Please enter a valid amount'],
      [6, 'error', 'Field is required'],
      [7, 'error', 'Duplicate of row 2'],
      [8, 'error', 'Field must be a valid email'],
    ]);
    expect(await balance('dealer@demo.test')).toBe(100);

    const partial = (await upload('mixed.csv', csv, '?apply=partial')).json();
    expect(partial).toMatchObject({ applied: 1, errors: 6, amount: 10 });
    expect(await balance('dealer@demo.test')).toBe(110);
  });

  it('refuses in the preview the rows a transfer would refuse: over the maximum, or to a staff account', async () => {
    const csv = 'email,amount,description,reference\ndealer@demo.test,1000001,Too much,MAX-1\nsupport@demo.test,5,Staff,MAX-2\nadmin@demo.test,5,Self,MAX-3\ndealer@demo.test,1000000,At the maximum,MAX-4\n';
    const report = (await upload('limits.csv', csv, '?dryRun=true')).json();
    expect(report.rows.map((r: { row: number; status: string; code: string | null }) => [r.row, r.status, r.code])).toEqual([
      [2, 'error', 'invalid_amount'],
      [3, 'error', 'not_a_credit_account'],
      [4, 'error', 'not_a_credit_account'],
      [5, 'ok', null],
    ]);
  });

  it('imports an XLSX workbook (numbers, mailto links, rich text)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Import');
    sheet.addRow(['email', 'amount', 'description', 'reference']);
    sheet.addRow([{ text: 'distributor@demo.test', hyperlink: 'mailto:distributor@demo.test' }, 250.75, 'From the old portal', 'OLD-7']);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: 'dealer@' }, { text: 'demo.test' }] }, 5, null, 'OLD-8']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = (await upload('old-portal.xlsx', file, '', 'admin', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).json();
    expect(report).toMatchObject({ applied: 2, errors: 0 });
    expect(report.rows.map((r: { row: number; email: string; amount: number }) => [r.row, r.email, r.amount])).toEqual([[2, 'distributor@demo.test', 250.75], [4, 'dealer@demo.test', 5]]);
    expect(await balance('distributor@demo.test')).toBe(250.75);
  });

  it('refuses files over 5MB, other file types and files without the columns, with the spec texts', async () => {
    const big = 'email,amount\n' + 'x'.repeat(5 * 1024 * 1024);
    expect((await upload('big.csv', big)).json()).toMatchObject({ statusCode: 413, message: 'The file must not exceed 5MB' });
    expect((await upload('scan.pdf', '%PDF-1.4', '', 'admin', 'application/pdf')).json()).toMatchObject({ statusCode: 415, message: 'The file type is not supported' });
    expect((await upload('old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), '', 'admin', 'application/vnd.ms-excel')).json().message).toBe('The file type is not supported');
    expect((await upload('fake.xlsx', 'email,amount\n', '', 'admin', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).json().message).toBe('The file type is not supported');
    expect((await upload('columns.csv', 'mail,credits\n')).json()).toMatchObject({ statusCode: 400, message: 'The file must have the columns email and amount' });
    expect((await upload('empty.csv', 'email,amount\n')).json()).toMatchObject({ statusCode: 400, message: 'The file has no rows to import' });
  });

  it('is for administrators only and offers a CSV template', async () => {
    expect((await upload('opening.csv', GOOD, '', 'dealer')).statusCode).toBe(403);
    const template = await portal.app.inject({ url: '/api/credit/account-import/template.csv', headers: portal.auth(tokens.admin) });
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.body.split('\n')[0]).toBe('email,amount,description,reference');
    const dryRun = (await upload('template.csv', template.body, '?dryRun=true')).json();
    expect(statuses(dryRun)).toEqual([[2, 'error', 'User not found']]);
  });

  it('cuts a huge shared string down: the report stays small and echoes at most 100 characters a cell', async () => {
    const huge = 'x'.repeat(4 * 1024 * 1024); // one shared string of 4MB, a few kilobytes zipped
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Import');
    sheet.addRow(['email', 'amount', 'description', 'reference']);
    for (let i = 0; i < 200; i += 1) sheet.addRow([huge, huge, huge, huge]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(file.length).toBeLessThan(1024 * 1024);
    const response = await upload('bomb.xlsx', file, '?dryRun=true', 'admin', XLSX);
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(200 * 1024);
    const report = response.json();
    expect(report).toMatchObject({ errors: 200, ready: 0, rowsLeftOut: 0 });
    expect(report.rows[0]).toMatchObject({ row: 2, status: 'error', code: 'invalid_email', email: `${'x'.repeat(100)}…` });
  });

  it('refuses a workbook that unpacks to more than it may hold, before reading it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Import').addRow(['email', 'amount', 'x'.repeat(25 * 1024 * 1024)]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await upload('bomb.xlsx', file, '', 'admin', XLSX)).json()).toMatchObject({ statusCode: 413, message: 'The file unpacks to more than 20MB: please split it' });
  });

  it('refuses more than 5,000 rows with a clear 400, in CSV and in XLSX', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `user${i}@demo.test,1`);
    const csv = ['email,amount', ...rows(5_001)].join('\n');
    expect((await upload('many.csv', csv)).json()).toMatchObject({ statusCode: 400, message: 'The file has more than 5,000 rows: please split it' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Import');
    sheet.addRow(['email', 'amount']);
    for (let i = 0; i < 5_001; i += 1) sheet.addRow([`user${i}@demo.test`, 1]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await upload('many.xlsx', file, '', 'admin', XLSX)).statusCode).toBe(400);
    // Exactly the cap is fine.
    expect((await upload('cap.csv', ['email,amount', ...rows(5_000)].join('\n'), '?dryRun=true')).statusCode).toBe(200);
  });

  it('lists at most 1,000 rows, those with errors first, and counts the rest', async () => {
    const csv = ['email,amount', ...Array.from({ length: 3_000 }, (_, i) => (i === 2_500 ? 'not-an-email,1' : `nobody${i}@demo.test,1`))].join('\n');
    const report = (await upload('many.csv', csv, '?dryRun=true')).json();
    expect(report).toMatchObject({ errors: 3_000, rowsLeftOut: 2_000 });
    expect(report.rows).toHaveLength(1_000);
    expect(report.rows[0]).toMatchObject({ row: 2, code: 'user_not_found', params: null, message: 'User not found' });
  });
});
