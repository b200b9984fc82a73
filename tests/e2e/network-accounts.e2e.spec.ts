import { describe, expect, it } from 'vitest';
import { openAs, shot, useE2E } from './browser.js';
import { signInDemo } from '../support/app.js';

// A distributor with more accounts below it than a page shows (issue 15: no screen loads more rows
// than it shows): the credits screen's table pages and searches on the server, and the account
// pickers (transfer, statement) find any account by what is typed; a long statement pages its lines.

const DEALERS = 30;
const STATEMENT_LINES = 55;
let below = 0;
let dealerOne = '';
const e2e = useE2E({}, async (started) => {
  const { headers, ids } = await signInDemo(started.portal, ['admin', 'distributor']);
  for (let i = 1; i <= DEALERS; i += 1) {
    await started.call(headers.admin, 'POST', '/api/users', {
      email: `net-${i}@network.test`, firstName: 'Net', lastName: `Dealer ${String(i).padStart(2, '0')}`, roles: ['Dealer'], parentId: ids.distributor, countryId: 'ES', password: 'Secret123',
    });
  }
  await started.call(headers.admin, 'POST', '/api/credit/transfer', { to: ids.distributor, amount: 500 });
  // Dealer 01 receives a credit 55 times: a statement longer than its screen's page of 50 lines.
  const first = await started.userId(headers.admin, 'net-1@network.test');
  for (let i = 0; i < STATEMENT_LINES; i += 1) await started.call(headers.distributor, 'POST', '/api/credit/transfer', { to: first, amount: 1 });
  dealerOne = first;
  const response = await started.portal.app.inject({ url: '/api/user-network', headers: headers.distributor });
  below = Number(String(response.headers['content-range']).split('/')[1]);
});

describe("a distributor's network larger than a page", () => {
  it('lists a page of the accounts below, asks the server for the next, and searches them', async () => {
    expect(below).toBeGreaterThan(DEALERS);
    const page = await e2e.newPage('en-GB');
    const asked: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/user-network?')) asked.push(decodeURIComponent(request.url())); });
    await openAs(page, e2e.baseUrl, 'distributor@demo.test', '/credit');
    const table = page.getByTestId('network-accounts');
    await page.getByText(`1–25 of ${below}`).or(page.getByText(`1-25 of ${below}`)).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(25);
    expect(asked.every((url) => url.includes('range=[0,24]'))).toBe(true);
    await shot(page, 'network-accounts');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await table.getByText('net-30@network.test').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(below - 25);

    const beforeSearch = asked.length;
    await page.getByLabel('Search by name or email').fill('dealer 07');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByText('net-7@network.test').waitFor();
    // The search asks for its first page only: never the first page of the list before it.
    expect(asked.slice(beforeSearch)).toEqual([expect.stringContaining('"q":"dealer 07"')]);
    expect(asked.at(-1)).toContain('range=[0,24]');
    await page.getByLabel('Search by name or email').fill('nobody at all');
    await page.getByText('No sub-account matches the search').waitFor();
  });

  it('pages and searches the same way on a phone, in Spanish', async () => {
    const page = await e2e.newPage('es-ES');
    await page.setViewportSize({ width: 375, height: 812 });
    await openAs(page, e2e.baseUrl, 'distributor@demo.test', '/credit');
    await page.getByLabel('Buscar por nombre o correo').fill('dealer 1');
    const table = page.getByTestId('network-accounts');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(10); // Dealer 10 to Dealer 19
    await table.getByText('net-19@network.test').waitFor();
    await shot(page, 'network-accounts-phone-es');
  });

  it('finds an account past the first page in the transfer dialog and in the statement picker', async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'distributor@demo.test', '/credit');
    await page.getByRole('button', { name: 'Transfer' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'To account' }).fill('Dealer 29');
    await page.getByRole('option', { name: /net-29@network\.test/ }).click();
    await dialog.locator('input[name="amount"]').fill('12');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByText('The credits have been transferred').waitFor();

    await openAs(page, e2e.baseUrl, 'distributor@demo.test', '/credit-statement');
    await page.getByLabel('Account').fill('Dealer 29');
    await page.getByRole('option', { name: /net-29@network\.test/ }).click();
    await page.waitForURL(/userId=/);
    await page.getByTestId('statement-closing').getByText(/^12(\.00)? credits$/).waitFor();
    await shot(page, 'network-statement-picker');
    // A reload names the chosen account from the address, though it is on no first page.
    await page.reload();
    await expect.poll(() => page.getByLabel('Account').inputValue()).toMatch(/net-29@network\.test/);
  });

  it("pages a long statement's lines, the opening balance above the first page and the closing under the last", async () => {
    const page = await e2e.newPage('en-GB');
    const asked: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/credit/statement?')) asked.push(request.url()); });
    await openAs(page, e2e.baseUrl, 'distributor@demo.test', `/credit-statement?userId=${dealerOne}`);
    await page.getByText(`1–50 of ${STATEMENT_LINES}`).or(page.getByText(`1-50 of ${STATEMENT_LINES}`)).waitFor();
    expect(await page.getByTestId('statement-line').count()).toBe(50);
    // One credit is singular: "1 credit".
    expect(await page.getByTestId('statement-line').first().locator('td').nth(4).textContent()).toBe('1 credit');
    expect(await page.getByTestId('statement-opening').count()).toBe(1);
    expect(await page.getByTestId('statement-closing').count()).toBe(0);
    expect(new URL(asked.at(-1)!).searchParams.get('per_page')).toBe('50');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByTestId('statement-closing').getByText(/^55(\.00)? credits$/).waitFor();
    expect(await page.getByTestId('statement-line').count()).toBe(STATEMENT_LINES - 50);
    expect(await page.getByTestId('statement-opening').count()).toBe(0);
  });
});
