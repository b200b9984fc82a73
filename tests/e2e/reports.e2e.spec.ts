import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, shot, useE2E } from './browser.js';
import { signInDemo } from '../support/app.js';
import { placeOrder } from '../softwareOrders/support.js';

// The Admin's report screens (issue 12) on seeded figures: each report opens from the Reports
// menu with its chart in the three types, the distributor-balance toggle adds a dealer's figures
// to its distributor's row, a reversed period is refused in words, and the table exports as a
// real XLSX file; one report in Spanish.

let headers: Record<string, { authorization: string }>;
const e2e = useE2E({}, async (started) => {
  const demo = await signInDemo(started.portal, ['admin', 'distributor']);
  headers = demo.headers;
  // Credits into the network, one hop down, a sale of the house and a paid software order.
  await started.call(headers.admin, 'POST', '/api/credit/transfer', { to: demo.ids.distributor, amount: 5000, description: 'Opening balance' });
  await started.call(headers.distributor, 'POST', '/api/credit/transfer', { to: demo.ids.dealer, amount: 400 });
  const sale = await started.call(headers.distributor, 'POST', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer' });
  await started.call(headers.admin, 'POST', `/api/credit-order/confirm-payment/${sale.id}`, {});
  await placeOrder(started.portal, { dealerId: demo.ids.dealer, admin: headers.admin }, { file: { sha256: randomBytes(32).toString('hex'), size: 4100 } });
});

const REPORTS = [
  { menu: 'Credit report', title: 'Credit report', shot: 'credit' },
  { menu: 'Revenue', title: 'Revenue', shot: 'revenue' },
  { menu: 'Software order report', title: 'Software orders', shot: 'software-orders' },
  { menu: 'Pending summary', title: 'Pending summary', shot: 'pending-summary' },
  // The seeded order's vehicle names no gearbox family: every count is zero, and the chart says so.
  { menu: 'Tune analytics', title: 'Tune analytics', shot: 'tune-analytics', allZero: true },
  { menu: 'Predicted credits', title: 'Predicted credits', shot: 'predicted-credits' },
];

/** Clicks the export button and answers the bytes of the file the browser saved. */
const exportXlsx = async (page: Page, button: string) => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  return readFile(await download.path());
};

const ALL_ZERO = 'Every figure is zero in both periods: nothing to chart.';

const switchChart = async (page: Page, types: string[], allZero = false) => {
  for (const type of types) {
    await page.getByRole('button', { name: type, exact: true }).click();
    if (allZero) await page.getByText(ALL_ZERO).waitFor();
    else await page.getByRole('img', { name: type, exact: true }).locator('svg').first().waitFor();
  }
};

describe('the report screens', () => {
  it('lets an Admin open each report, switch its chart types and export its table as XLSX', async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/dashboard');
    for (const report of REPORTS) {
      await page.getByRole('menuitem', { name: report.menu, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: report.title, exact: true }).waitFor();
      await page.getByRole('table', { name: report.title }).waitFor();
      await switchChart(page, ['Line', 'Pie'], report.allZero);
      await shot(page, `reports-${report.shot}-pie`);
      await switchChart(page, ['Bars'], report.allZero);
      await shot(page, `reports-${report.shot}`);
      const file = await exportXlsx(page, 'Export XLSX');
      expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    }
    // Six reports, three chart types and an export each: more than the 30 s default on a busy machine.
  }, 120_000);

  it("adds each dealer's figures to its distributor's row when the distributor-balance toggle is off", async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/reports-credit');
    const table = page.getByRole('table', { name: 'Credit report' });
    const distributorRow = table.getByRole('row').filter({ hasText: 'Dario Distributor' });
    await distributorRow.waitFor();
    // On (the default): the dealer is a row of its own under the distributor.
    await distributorRow.getByRole('button', { name: 'Show sub-accounts' }).click();
    await table.getByRole('row').filter({ hasText: 'Dana Dealer' }).waitFor();
    await shot(page, 'reports-credit-balance-on');

    const summed = page.waitForResponse((r) => r.url().includes('/api/reports/credit?') && r.url().includes('distributor_balance=false'));
    await page.getByRole('switch', { name: /Distributor balance/ }).uncheck();
    const answer = await (await summed).json();
    const distributor = answer.users.find((u: { email: string }) => u.email === 'distributor@demo.test');
    const dealer = distributor.children.find((u: { email: string }) => u.email === 'dealer@demo.test');
    // Off: the distributor's "used" includes what the dealer used, and its received what the dealer received.
    expect(distributor.current.received).toBeGreaterThanOrEqual(5000 + dealer.current.received);
    const received = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(distributor.current.received);
    await distributorRow.getByRole('cell', { name: received, exact: true }).first().waitFor();
    await shot(page, 'reports-credit-balance-off');
  });

  it('shows a reversed period as the translated refusal and no stale table', async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/reports-revenue');
    await page.getByRole('table', { name: 'Revenue' }).waitFor();
    await page.getByLabel('Current from').fill('2026-05-10');
    await page.getByLabel('Current to').fill('2026-05-01');
    await page.getByRole('alert').getByText('The current period starts after it ends').waitFor();
    expect(await page.getByRole('table', { name: 'Revenue' }).count()).toBe(0);
    await shot(page, 'reports-revenue-reversed');
  });

  it("shows one account's figures of every report, in Spanish, and opens a whole report with the same filters", async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/dashboard');
    await page.getByRole('menuitem', { name: 'Informe de cuenta', exact: true }).click();
    await page.getByText('Elija una cuenta para ver sus cifras.').waitFor();
    await page.getByLabel('Usuarios').fill('distributor@demo');
    const answered = page.waitForResponse((r) => r.url().includes('/api/reports/credit?') && r.url().includes('ids='));
    await page.getByRole('option', { name: /distributor@demo\.test/ }).click();
    const [distributor] = (await (await answered).json()).users;
    // The credit section shows what the report answers for the account: at least the 5,100 credits it received this month.
    expect(distributor.current.received).toBeGreaterThanOrEqual(5100);
    const credits = (value: number) => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    const credit = page.getByTestId('account-report-credit');
    await credit.getByRole('row').filter({ hasText: 'Recibidos' }).getByText(credits(distributor.current.received), { exact: true }).waitFor();
    // The revenue section: its 100 credits bought from the house.
    await page.getByTestId('account-report-revenue').getByRole('row').filter({ hasText: 'Créditos' }).getByText(credits(100), { exact: true }).waitFor();
    await shot(page, 'reports-account-es');
    // The account is in the URL: the whole credit report opens on it alone.
    const accountId = new URL(page.url()).searchParams.get('ids');
    expect(accountId).toMatch(/^[0-9a-f-]{36}$/);
    await credit.getByRole('link', { name: 'Abrir el informe completo' }).click();
    await page.waitForURL(/\/admin\/reports-credit\?/);
    expect(new URL(page.url()).searchParams.get('ids')).toBe(accountId);
    const rows = page.getByRole('table', { name: 'Informe de créditos' }).getByRole('row');
    await rows.filter({ hasText: 'Dario Distributor' }).waitFor();
    expect(await rows.count()).toBe(2); // the header and the account
  });

  it('speaks Spanish: the software orders report with its chart, table and export', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/dashboard');
    await page.getByRole('menuitem', { name: 'Informe de pedidos de software', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Pedidos de software', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Pedidos de software' });
    await table.getByRole('columnheader', { name: 'Créditos cobrados', exact: true }).waitFor();
    await switchChart(page, ['Línea', 'Circular', 'Barras']);
    await page.getByText('Actual').first().waitFor();
    await shot(page, 'reports-software-orders-es');
    const file = await exportXlsx(page, 'Exportar XLSX');
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
