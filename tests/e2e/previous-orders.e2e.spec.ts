import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, useE2E } from './browser.js';

let dir: string;
const e2e = useE2E({}, async () => {
  dir = await mkdtemp(join(tmpdir(), 'previous-orders-e2e-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const HEADER = 'id;type;price;createdAt;stage;currencyDetails;vehicle;description;email';
const row = (id: string, type: string, stage: string, vin: string, make: string) =>
  `${id};${type};349.50;2025-03-31;${stage};{"code":"EUR","symbol":"€","price":1};{"make":"${make}","model":"Golf","vin":"${vin}"};Stage ${stage};dealer@demo.test`;

describe('previous orders in the browser', () => {
  it('lets an admin import a sheet, see the per-row report and find the rows in the list', async () => {
    const sheet = join(dir, 'previous-orders.csv');
    await writeFile(sheet, [HEADER, row('PO-E2E-1', 'ECU', '2', 'WVWZZZ1KZ8W000001', 'Volkswagen'), row('PO-E2E-2', 'ECU', 'Stock', 'WVWZZZ1KZ8W000002', 'Volkswagen'), row('PO-E2E-3', 'DSG', 'Stock', 'WAUZZZ8V5KA000003', 'Audi')].join('\n'));

    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('menuitem', { name: 'Previous orders' }).click();
    await page.waitForURL('**/admin/previous-orders');
    await page.getByRole('link', { name: 'Import previous orders' }).click();
    await page.waitForURL('**/admin/previous-orders/import');

    await page.setInputFiles('input[type="file"]', sheet);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('2 orders imported or updated.').waitFor();
    const report = page.getByRole('table', { name: 'Import report' });
    await expect.poll(() => report.getByRole('row').count()).toBe(4);
    expect(await report.getByRole('row').nth(1).innerText()).toMatch(/^2\s+PO-E2E-1\s+WVWZZZ1KZ8W000001\s+dealer@demo\.test\s+Imported/);
    expect(await report.getByRole('row').nth(2).innerText()).toMatch(/Error\s+stage: Field must be one of 1, 2, 2\.1, 3, 4 for ECU orders$/);
    expect(await report.getByRole('row').nth(3).innerText()).toMatch(/^4\s+PO-E2E-3\s+WAUZZZ8V5KA000003\s+dealer@demo\.test\s+Imported/);

    // The same sheet again changes nothing.
    await page.setInputFiles('input[type="file"]', sheet);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Nothing changed: every valid row was imported before.').waitFor();

    await page.getByRole('link', { name: 'Previous orders' }).last().click();
    await page.waitForURL('**/admin/previous-orders');
    await report.waitFor({ state: 'detached' });
    // The list shows the two imported orders (newest first, then by id), not the faulty row.
    const listed = page.locator('table tbody tr');
    await expect.poll(() => listed.allInnerTexts()).toEqual([
      expect.stringMatching(/PO-E2E-1\s+ECU\s+2\s+€\s?349\.50\s+WVWZZZ1KZ8W000001\s+dealer@demo\.test/),
      expect.stringMatching(/PO-E2E-3\s+DSG\s+Stock\s+€\s?349\.50\s+WAUZZZ8V5KA000003\s+dealer@demo\.test/),
    ]);
    await page.getByText('WAUZZZ8V5KA000003').click();
    await page.waitForURL('**/admin/previous-orders/PO-E2E-3/show');
    await page.getByText('"make": "Audi"').waitFor();
  });

  it('lets an admin restrict a user to part of ECU-COMBO-DSG on the user edit screen', async () => {
    const dealer = await e2e.portal.services.db.selectFrom('users').select('id').where('email', '=', 'dealer@demo.test').executeTakeFirstOrThrow();
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${e2e.baseUrl}/admin/users/${dealer.id}`);
    await page.getByText('None chosen: full access').waitFor();
    await page.getByRole('combobox', { name: 'Order section' }).click();
    await page.getByRole('option', { name: 'DSG', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/users');
    const saved = await e2e.portal.services.db.selectFrom('users').select('order_sections').where('id', '=', dealer.id).executeTakeFirstOrThrow();
    expect(saved.order_sections).toEqual(['DSG']);
  });
});
