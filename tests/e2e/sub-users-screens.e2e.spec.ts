import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, shot, signIn, useE2E } from './browser.js';

// Issue 13 gaps in the browser, in Spanish: a sub-user whose tree switches off tracking, support,
// buying credits and sending offers meets no screen that loads only to be refused, no button the
// server would refuse, and a low-balance warning that does not tell it to buy.

const SUB_USER = 'mostrador@demo.test';
const PASSWORD = 'Mostrador1';
const ORDER = '0b6f3c1e-9d55-4c4e-a3a4-6f0d2b1f7a10';
const REFUSED = 'Sus permisos de subusuario no permiten esta acción';

const e2e = useE2E({}, async (e2e) => {
  const dealer = await e2e.portal.login('dealer@demo.test');
  const set = await e2e.call(dealer, 'POST', '/api/user-sub-permissions/create', {
    name: 'Mostrador', role: 'sub_user_admin',
    permissions: {
      track_order: { status: false }, support: { status: false },
      credits: { status: true, children: { buy_credits: { status: false }, send_offer_confirm_payment: { status: false } } },
    },
  });
  await e2e.call(dealer, 'POST', '/api/user-sub-permissions/create-user', { permissionId: set.id, email: SUB_USER, firstName: 'Ana', lastName: 'Mostrador', password: PASSWORD });
});

const buyButtons = (page: Page) => page.getByRole('link', { name: 'Comprar créditos' }).count();

describe('a sub-user without some switches, in Spanish', () => {
  it('is refused a screen reached by its address before it loads, and the menu path table names it', async () => {
    const page = await e2e.newPage('es-ES');
    await signIn(page, e2e.baseUrl, SUB_USER, PASSWORD);
    await page.waitForURL('**/admin/dashboard');
    for (const path of [`/order-detail/${ORDER}`, `/support/${ORDER}`]) {
      await page.goto(`${e2e.baseUrl}/admin${path}`);
      await page.getByTestId('sub-user-refused').getByText(REFUSED).waitFor();
      // The guard answered alone: the screen did not load to show the server's refusal of its calls as well.
      expect(await page.getByText(REFUSED).count(), path).toBe(1);
    }
    await shot(page, 'sub-users-detail-refused-es');
    // Its profile opens: its own password and two-factor, without the account's activity.
    await page.goto(`${e2e.baseUrl}/admin/profile`);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).waitFor();
    expect(await page.getByTestId('sub-user-refused').count()).toBe(0);
  });

  it('tells it the balance is low without asking it to buy, and shows no buy button', async () => {
    const page = await e2e.newPage('es-ES');
    await signIn(page, e2e.baseUrl, SUB_USER, PASSWORD);
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('low-balance').getByText('El saldo de esta cuenta es bajo.').waitFor();
    expect(await page.getByText(/compre créditos/).count()).toBe(0);
    await page.goto(`${e2e.baseUrl}/admin/credit-order-history`);
    await page.getByText('Todavía no ha comprado créditos.').waitFor();
    expect(await buyButtons(page)).toBe(0);
    await shot(page, 'sub-users-no-buy-es');
  });

  it('shows its parent the warning to buy and the buy button on the same screens', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    await page.getByTestId('low-balance').getByText(/compre créditos/).waitFor();
    await page.goto(`${e2e.baseUrl}/admin/credit-order-history`);
    await page.getByText('Todavía no ha comprado créditos.').waitFor();
    expect(await buyButtons(page)).toBeGreaterThan(0);
  });
});
