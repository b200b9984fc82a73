import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, useE2E } from './browser.js';

// A bad or unknown id in an address shows the not-found page, never a schema message; a refusal
// of the server reads in the user's language, its params filled in.

let adminToken: string;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const e2e = useE2E({}, async ({ portal }) => {
  adminToken = await portal.login('admin@demo.test');
});

const notFoundPage = async (page: Page) => {
  await page.waitForURL('**/admin/error');
  await page.getByText('Something went wrong').waitFor();
  expect(await page.getByText(/valid uuid|Field must/).count()).toBe(0);
};

describe('errors in the browser', () => {
  it('a malformed or unknown id in an address shows the not-found page', async () => {
    for (const path of ['/credit-order-detail/not-a-uuid', '/credit-order-view-invoice/not-a-uuid', `/credit-order-view-invoice/${UNKNOWN_UUID}`, `/credit-order-detail/${UNKNOWN_UUID}`, '/profile-admin/12345', '/users/not-a-uuid', `/users/${UNKNOWN_UUID}`]) {
      const page = await e2e.newPage();
      await openAs(page, e2e.baseUrl, 'admin@demo.test', path);
      await notFoundPage(page);
      await page.close();
    }
  }, 90_000); // seven sign-ins, each a password hash and a full page load: near the default 30 s on a loaded machine

  it('shows a refusal of the server in Spanish, with its params', async () => {
    const countries = await e2e.portal.app.inject({ url: '/api/countries?range=[0,0]', headers: e2e.portal.auth(adminToken) });
    const [country] = countries.json<{ id: string }[]>();
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', `/countries/${encodeURIComponent(country.id)}`);
    const factor = page.locator('input[name="marketFactor"]');
    await factor.fill('1.234567');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const toast = page.getByText('marketFactor: El campo debe tener como máximo 4 decimales');
    await toast.waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.MuiSnackbar-root')].every((el) => getComputedStyle(el.firstElementChild ?? el).opacity === '1'));
    const shots = join(tmpdir(), 'portal-e2e');
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'error-toast-es.png') });
    expect(await page.getByText('Field must have at most').count()).toBe(0);
  });

  it("keeps a command's 404 on the page, in the dialog, in the user's language", async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/credit');
    const here = page.url();
    // The receiver is gone by the time the transfer arrives: the real server answers 404.
    await page.route('**/api/credit/transfer', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), to: UNKNOWN_UUID }) }),
    );
    await page.getByRole('button', { name: 'Transferir' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Cuenta de destino' }).click();
    await page.getByRole('option', { name: /Dana Dealer/ }).click();
    await dialog.locator('input[name="amount"]').fill('10');
    await dialog.getByRole('button', { name: 'Transferir', exact: true }).click();
    await dialog.getByRole('alert').getByText('Usuario no encontrado').waitFor();
    expect(page.url()).toBe(here);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });
});
