import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openAs, shot, useE2E } from './browser.js';
import { signInDemo } from '../support/app.js';

// A report screen at more accounts than a page shows (issue 15: no screen loads more rows than it
// shows): the table asks the server for one page in the order asked, the chart draws the largest of
// every account, and the XLSX export holds every row.

const DEALERS = 40;
let accounts = 0;
const e2e = useE2E({}, async (started) => {
  const { headers } = await signInDemo(started.portal, ['admin']);
  for (let i = 1; i <= DEALERS; i += 1) {
    const dealer = await started.call(headers.admin, 'POST', '/api/users', {
      email: `paged-${i}@reports.test`, firstName: 'Paged', lastName: `Dealer ${String(i).padStart(2, '0')}`, roles: ['Dealer'], parentId: null, countryId: 'ES', password: 'Secret123',
    });
    // Dealer i received 1,000 × i credits this month: dealer 40 the most of all accounts.
    await started.call(headers.admin, 'POST', '/api/credit/transfer', { to: dealer.id, amount: 1000 * i });
  }
  const report = await started.call(headers.admin, 'GET', '/api/reports/credit?page=1');
  accounts = report.total_rows;
});

const rangeOf = (first: number, last: number) => `${first}-${last} of ${accounts}`;

describe('a report with more accounts than a page', () => {
  it('loads one page at a time, sorted by the server, charts the largest of all and exports every row', async () => {
    expect(accounts).toBeGreaterThan(DEALERS);
    const page = await e2e.newPage('en-GB');
    const asked: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/reports/credit?')) asked.push(request.url()); });
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/reports-credit');
    const table = page.getByRole('table', { name: 'Credit report' });
    await page.getByText(rangeOf(1, 25)).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(25);
    expect(new URL(asked.at(-1)!).searchParams.get('page')).toBe('1');
    expect(new URL(asked.at(-1)!).searchParams.get('per_page')).toBe('25');
    // The chart: the 15 largest of every account (sub-accounts too), dealer 40 first, wherever the table lists it.
    await page.getByText(/^The 15 largest of \d+ accounts; the table lists them all\.$/).waitFor();
    await page.getByRole('img', { name: 'Bars' }).getByText('Paged Dealer 40').first().waitFor();

    // A column's header sorts on the server, largest first; the page goes back to the first.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(rangeOf(26, Math.min(50, accounts))).waitFor();
    const sorted = page.waitForResponse((r) => r.url().includes('/api/reports/credit?') && r.url().includes('sort=received'));
    await table.getByRole('columnheader', { name: 'Received', exact: true }).getByRole('button').click();
    const answer = await (await sorted).json();
    expect(answer.params).toMatchObject({ page: 1, per_page: 25, sort: 'received', order: 'desc' });
    await table.locator('tbody tr').first().getByText('Paged Dealer 40').waitFor();
    await page.getByText(rangeOf(1, 25)).waitFor();
    await shot(page, 'reports-credit-sorted');

    // 100 a page: every account on one page.
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '100' }).click();
    await page.getByText(rangeOf(1, accounts)).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(accounts);

    // The export holds every row in the table's order, not the page's.
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await page.getByText(rangeOf(1, 25)).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer);
    const sheet = workbook.worksheets[0]!;
    const names = sheet.getColumn(1).values.filter((value): value is string => typeof value === 'string');
    expect(names.length).toBeGreaterThanOrEqual(accounts + 1); // a header, then every account (sub-accounts below their parents)
    expect(names.indexOf('Paged Dealer 40')).toBeLessThan(names.indexOf('Paged Dealer 39'));
  }, 120_000);
});
