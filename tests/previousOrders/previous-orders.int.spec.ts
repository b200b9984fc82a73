import { describe, expect, it } from 'vitest';
import { previousOrdersForVin } from '../../tables/previousOrders/queries.js';
import { multipart, xlsxBuffer, XLSX_TYPE } from '../catalogueSheets/sheets.js';
import { list } from '../support/list-query.js';
import { usePortal } from '../support/use-portal.js';

const { portal, headers } = usePortal(['admin', 'dealer', 'distributor']);

const COLUMNS = ['id', 'type', 'price', 'createdAt', 'stage', 'currencyDetails', 'vehicle', 'description', 'email'] as const;
type Row = Partial<Record<(typeof COLUMNS)[number] | 'vin', string>>;
const VIN = 'WVWZZZ1KZ8W000001';
const EUR = '{"code":"EUR","symbol":"€","price":1}';
const vehicle = (vin = VIN, make = 'Volkswagen') => JSON.stringify({ make, model: 'Golf', generation: 'Mk7', engine: '2.0 TSI', vin });
const order = (id: string, changes: Row = {}): Row => ({
  id, type: 'ECU', price: '349.50', createdAt: '2025-03-31', stage: '2', currencyDetails: EUR, vehicle: vehicle(), description: 'Stage 2', email: 'dealer@demo.test', ...changes,
});

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const csv = (rows: Row[], columns: readonly string[] = COLUMNS) =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column as keyof Row] ?? '')).join(','))].join('\n');

const upload = (name: string, content: Buffer | string, type = 'text/csv', who = 'admin', query = '') => {
  const body = multipart({ name, type, content: Buffer.from(content) }, {});
  return portal.app.inject({ method: 'POST', url: `/api/previous-orders/import${query}`, payload: body.payload, headers: { ...headers[who], ...body.headers } });
};
const statuses = (report: { rows: { row: number; status: string; code: string | null }[] }) => report.rows.map((r) => [r.row, r.status, r.code]);

const GOOD_AND_BAD = [
  order('PO-1'),
  order('PO-2', { type: 'DSG', stage: 'Stock', price: '9999', createdAt: '2024-06-01T10:00:00Z', description: '{"hardware":"Mechatronic"}' }),
  order('PO-3', { type: 'ECU + DSG', stage: '2-3', price: '899', createdAt: '15/01/2025', email: 'Distributor@Demo.Test', vehicle: vehicle('WAUZZZ8V5KA000002', 'Audi') }),
  order('PO-4', { stage: 'Stock' }),
  order('PO-5', { email: 'nobody@demo.test' }),
  order('PO-6', { price: '0', createdAt: '2099-01-01' }),
  order('PO-7', { vehicle: '{"make":"VW","model":"Golf","vin":"123"}' }),
  order('PO-8', { currencyDetails: 'EUR' }),
];

describe('previous orders import (Admin)', () => {
  it('imports the good rows and reports each bad one with its code and message', async () => {
    const response = await upload('history.csv', csv(GOOD_AND_BAD));
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ dryRun: false, fileName: 'history.csv', total: 8, imported: 3, updated: 0, unchanged: 0, errors: 5, rowsLeftOut: 0 });
    expect(statuses(report)).toEqual([
      [2, 'imported', null], [3, 'imported', null], [4, 'imported', null],
      [5, 'error', 'invalid_stage'], [6, 'error', 'user_not_found'], [7, 'error', 'amount_format'], [8, 'error', 'invalid_vin'], [9, 'error', 'invalid_currency'],
    ]);
    expect(report.rows[3]).toMatchObject({ id: 'PO-4', column: 'stage', message: 'Field must be one of 1, 2, 2.1, 3, 4 for ECU orders' });
    expect(report.rows[5].problems.map((p: { column: string; code: string }) => `${p.column}:${p.code}`)).toEqual(['price:amount_format', 'createdAt:date_in_future']);
    expect(report.rows[6]).toMatchObject({ code: 'invalid_vin', message: 'Invalid VIN.' });

    const stored = (await portal.app.inject({ method: 'GET', url: '/api/previous-orders/PO-3', headers: headers.admin })).json();
    expect(stored).toMatchObject({
      id: 'PO-3', type: 'ECU + DSG', stage: '2-3', price: 899, createdAt: '2025-01-15T00:00:00.000Z', vin: 'WAUZZZ8V5KA000002',
      currencyDetails: { code: 'EUR', symbol: '€', price: 1 }, vehicle: { make: 'Audi', model: 'Golf', vin: 'WAUZZZ8V5KA000002' }, description: 'Stage 2', dealerEmail: 'distributor@demo.test',
    });
    const audits = await portal.services.db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'previous_orders').execute();
    expect(audits.map((a) => `${a.action}:${a.entity_id}`).sort()).toEqual(['create:PO-1', 'create:PO-2', 'create:PO-3']);
  });

  it('changes nothing when the same sheet is imported again: every good row is unchanged', async () => {
    const report = (await upload('history-again.csv', csv(GOOD_AND_BAD))).json();
    expect(report).toMatchObject({ imported: 0, updated: 0, unchanged: 3, errors: 5 });
    const audits = await portal.services.db.selectFrom('audit_log').select('id').where('entity', '=', 'previous_orders').execute();
    expect(audits).toHaveLength(3);
  });

  it('reads XLSX too, updates a changed row and imports the fixed ones (a dry run writes nothing)', async () => {
    const rows = [order('PO-1', { price: '399' }), order('PO-4', { stage: '3' }), order('PO-2', { type: 'DSG', stage: 'Stock', price: '9999', createdAt: '2024-06-01T10:00:00Z', description: '{"hardware":"Mechatronic"}' })];
    const file = await xlsxBuffer(COLUMNS, rows);
    const preview = (await upload('fixed.xlsx', file, XLSX_TYPE, 'admin', '?dryRun=true')).json();
    expect(preview).toMatchObject({ dryRun: true, imported: 1, updated: 1, unchanged: 1, errors: 0 });
    expect((await portal.app.inject({ method: 'GET', url: '/api/previous-orders/PO-4', headers: headers.admin })).statusCode).toBe(404);

    const report = (await upload('fixed.xlsx', file, XLSX_TYPE)).json();
    expect(statuses(report)).toEqual([[2, 'updated', null], [3, 'imported', null], [4, 'unchanged', null]]);
    expect((await portal.app.inject({ method: 'GET', url: '/api/previous-orders/PO-1', headers: headers.admin })).json()).toMatchObject({ price: 399 });
  });

  it('reports ids given twice on every row that has them, and takes the VIN from a vin column', async () => {
    const columns = [...COLUMNS, 'vin'];
    const rows = [
      order('PO-9', { vehicle: '{"make":"Seat","model":"Leon"}', vin: 'VSSZZZ5FZKR000003' }),
      order('PO-10'), order('PO-10', { price: '10' }),
      order('PO-11', { vin: 'VSSZZZ5FZKR000003' }),
    ];
    const report = (await upload('twice.csv', csv(rows, columns))).json();
    expect(statuses(report)).toEqual([[2, 'imported', null], [3, 'error', 'duplicate'], [4, 'error', 'duplicate'], [5, 'error', 'vin_mismatch']]);
    expect(report.rows[1]).toMatchObject({ params: { row: 4 }, message: 'Duplicate of row 4' });
    expect(report.rows[0]).toMatchObject({ vin: 'VSSZZZ5FZKR000003' });
  });

  it('refuses a sheet with wrong headers, no rows, or a file that is not a spreadsheet, with a clear message', async () => {
    const missing = await upload('missing.csv', 'id,type,price\nPO-1,ECU,349');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'PREVIOUS_ORDERS_COLUMNS_MISSING', message: 'The file must have the columns createdAt, stage, currencyDetails, vehicle, email' });
    const unknown = await upload('unknown.csv', `${COLUMNS.join(',')},colour\n`);
    expect(unknown.json()).toMatchObject({ code: 'PREVIOUS_ORDERS_COLUMNS_UNKNOWN', params: { columns: 'colour' } });
    const empty = await upload('empty.csv', `${COLUMNS.join(',')}\n\n`);
    expect(empty.json()).toMatchObject({ statusCode: 400, code: 'NO_ROWS', message: 'The file has no rows to import' });
    const binary = await upload('orders.pdf', Buffer.from('%PDF-1.4\u0000\u0001'), 'application/pdf');
    expect(binary.json()).toMatchObject({ statusCode: 415, code: 'FILE_TYPE', message: 'The file type is not supported' });
    const longName = await upload(`${'x'.repeat(97)}.csv`, csv([order('PO-1')]));
    expect(longName.json()).toMatchObject({ statusCode: 400, code: 'FILE_NAME_TOO_LONG' });
    const noFile = await portal.app.inject({ method: 'POST', url: '/api/previous-orders/import', headers: headers.admin, payload: { file: 'x' } });
    expect(noFile.json()).toMatchObject({ statusCode: 400, code: 'FILE_REQUIRED' });
  });

  it('refuses a file over 10MB', async () => {
    const big = await upload('big.csv', `${COLUMNS.join(',')}\n${'x'.repeat(10 * 1024 * 1024 + 10)}`);
    expect(big.json()).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'The file must not exceed 10MB' });
  });
});

describe('the previous orders list (Admin)', () => {
  const get = (query: Record<string, unknown>, who = 'admin') => portal.app.inject({ method: 'GET', url: `/api/previous-orders?${list(query)}`, headers: headers[who] });
  const ids = async (query: Record<string, unknown>) => (await get(query)).json().map((o: { id: string }) => o.id);

  it('pages and sorts in SQL, newest first by default, with the total in Content-Range', async () => {
    const first = await get({ range: [0, 1] });
    expect(first.headers['content-range']).toBe('previous-orders 0-1/5');
    expect(first.json().map((o: { id: string }) => o.id)).toEqual(['PO-1', 'PO-4']);
    expect(await ids({ sort: ['price', 'ASC'] })).toEqual(['PO-4', 'PO-9', 'PO-1', 'PO-3', 'PO-2']);
    expect(await ids({ sort: ['createdAt', 'ASC'], range: [1, 2] })).toEqual(['PO-3', 'PO-1']);
    const byPrice = (await get({ sort: ['price', 'DESC'], range: [0, 0] })).json();
    expect(byPrice[0]).toMatchObject({ id: 'PO-2', price: 9999 });
    expect(await ids({ sort: ['type', 'DESC'], filter: { type: 'ECU + DSG' } })).toEqual(['PO-3']);
  });

  it('filters by VIN or dealer email (q), type and date range', async () => {
    expect(await ids({ filter: { q: 'wauzzz' } })).toEqual(['PO-3']);
    expect(await ids({ filter: { q: 'distributor@' } })).toEqual(['PO-3']);
    expect((await ids({ filter: { q: 'dealer@demo.test' } })).sort()).toEqual(['PO-1', 'PO-2', 'PO-4', 'PO-9']);
    expect((await ids({ filter: { type: 'DSG' } }))).toEqual(['PO-2']);
    expect(await ids({ filter: { start: '2024-01-01', end: '2024-12-31' } })).toEqual(['PO-2']);
    expect(await ids({ filter: { start: '2025-01-15', end: '2025-01-15' } })).toEqual(['PO-3']);
  });

  it('refuses bad list parameters with a 400', async () => {
    expect((await get({ sort: ['vin', 'ASC'] })).json()).toMatchObject({ statusCode: 400, code: 'LIST_SORT_INVALID' });
    expect((await get({ filter: { type: 'TCU' } })).json()).toMatchObject({ statusCode: 400, code: 'FIELD_NOT_ALLOWED' });
    expect((await get({ filter: { start: '31-12-2024' } })).json()).toMatchObject({ statusCode: 400, code: 'FIELD_NOT_DATE' });
    expect((await get({ filter: { dealerId: 'x' } })).json()).toMatchObject({ statusCode: 400, code: 'FIELD_BAD_FORMAT' });
  });

  it('answers 404 for an id no order has', async () => {
    expect((await portal.app.inject({ method: 'GET', url: '/api/previous-orders/PO-404', headers: headers.admin })).json()).toMatchObject({ statusCode: 404, code: 'PREVIOUS_ORDER_NOT_FOUND' });
  });

  it('is for administrators only: a dealer or a distributor gets 403 on every previous-orders route', async () => {
    for (const who of ['dealer', 'distributor']) {
      expect((await get({}, who)).statusCode).toBe(403);
      expect((await portal.app.inject({ method: 'GET', url: '/api/previous-orders/PO-1', headers: headers[who] })).statusCode).toBe(403);
      expect((await upload('history.csv', csv([order('PO-99')]), 'text/csv', who)).statusCode).toBe(403);
    }
    expect((await portal.app.inject({ method: 'GET', url: '/api/previous-orders/PO-99', headers: headers.admin })).statusCode).toBe(404);
  });

  it('refuses unknown form fields and a dry run that is neither true nor false', async () => {
    const body = multipart({ name: 'history.csv', type: 'text/csv', content: Buffer.from(csv([order('PO-98')])) }, { kind: 'orders' });
    const unknown = await portal.app.inject({ method: 'POST', url: '/api/previous-orders/import', payload: body.payload, headers: { ...headers.admin, ...body.headers } });
    expect(unknown.json()).toMatchObject({ statusCode: 400, code: 'FIELD_UNKNOWN', message: 'kind: Unknown field kind' });
    const maybe = await upload('history.csv', csv([order('PO-98')]), 'text/csv', 'admin', '?dryRun=maybe');
    expect(maybe.json()).toMatchObject({ statusCode: 400, code: 'FIELD_NOT_ALLOWED' });
    expect((await portal.app.inject({ method: 'GET', url: '/api/previous-orders/PO-98', headers: headers.admin })).statusCode).toBe(404);
  });
});

describe('previousOrdersForVin (the upgrade discount)', () => {
  it('gives the orders of a VIN under 3 years old at `now`, newest first, in the upgrade shape', async () => {
    const orders = await previousOrdersForVin(portal.services.db, ` ${VIN.toLowerCase()} `, new Date('2026-11-24T12:00:00Z'));
    expect(orders).toEqual([
      { id: 'PO-1', type: 'ECU', stage: '2', price: 399, createdAt: new Date('2025-03-31T00:00:00Z'), currencyDetails: { code: 'EUR', symbol: '€', price: 1 } },
      { id: 'PO-4', type: 'ECU', stage: '3', price: 349.5, createdAt: new Date('2025-03-31T00:00:00Z'), currencyDetails: { code: 'EUR', symbol: '€', price: 1 } },
      { id: 'PO-2', type: 'DSG', stage: 'Stock', price: 9999, createdAt: new Date('2024-06-01T10:00:00Z'), currencyDetails: { code: 'EUR', symbol: '€', price: 1 } },
    ]);
    // Three calendar years after 2024-06-01T10:00Z the DSG order no longer counts; orders placed after `now` do not either.
    expect((await previousOrdersForVin(portal.services.db, VIN, new Date('2027-06-01T10:00:00Z'))).map((o) => o.id)).toEqual(['PO-1', 'PO-4']);
    expect(await previousOrdersForVin(portal.services.db, VIN, new Date('2025-01-01T00:00:00Z'))).toMatchObject([{ id: 'PO-2' }]);
    expect(await previousOrdersForVin(portal.services.db, 'WVWZZZ1KZ8W999999', new Date())).toEqual([]);
  });
});
