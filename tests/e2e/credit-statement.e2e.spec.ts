import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, openAs, startE2E } from './browser.js';

// The finance audit in the browser: a dealer's statement in Spanish with its PDF, and the Admin's journal check.

let e2e: E2E;

const inject = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const token = await e2e.portal.login(email);
  const response = await e2e.portal.app.inject({ method, url, headers: e2e.portal.auth(token), payload });
  if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

beforeAll(async () => {
  e2e = await startE2E();
  const users: { id: string; email: string }[] = await inject('admin@demo.test', 'GET', '/api/users');
  const id = (email: string) => users.find((u) => u.email === email)!.id;
  await inject('admin@demo.test', 'POST', '/api/credit/transfer', { to: id('distributor@demo.test'), amount: 5000 });
  await inject('distributor@demo.test', 'POST', '/api/credit/transfer', { to: id('dealer@demo.test'), amount: 1234.5 });
  await inject('dealer@demo.test', 'POST', '/api/credit/transfer', { to: id('subdealer@demo.test'), amount: 200 });
});
afterAll(async () => e2e?.close());

describe('finance audit in the browser', () => {
  it('shows a dealer its statement in Spanish and downloads it as PDF', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    await page.getByRole('menuitem', { name: 'Extracto' }).click();
    await page.getByRole('heading', { name: 'Extracto', level: 1 }).waitFor();
    const lines = page.getByTestId('statement-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(2);
    // Spanish number format from the browser's locale: 1234,5 received, 200 paid, 1034,5 left.
    await lines.nth(0).getByText('Transferencia de créditos').waitFor();
    expect(await page.getByTestId('statement-closing').innerText()).toMatch(/1\.?034,50 créditos/);
    await page.getByRole('table', { name: 'Totales por tipo' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-.*\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  });

  it("lets a dealer read the statement of its sub-dealer", async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/credit-statement');
    await page.getByLabel('Account').click();
    await page.getByRole('option', { name: /subdealer@demo\.test/ }).click();
    await page.waitForURL(/userId=/);
    // The sub-dealer's one movement: the 200 credits it received.
    await page.getByTestId('statement-closing').getByText(/^200(\.00)? credits$/).waitFor();
    expect(await page.getByTestId('statement-line').count()).toBe(1);
  });

  it('lets an Admin check the journal', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/credit-verify-ledger');
    await page.getByRole('button', { name: 'Check the journal' }).click();
    await page.getByText(/The journal is intact: \d+ events checked/).waitFor();
  });
});
