import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillSettled, openAs, shot, signIn, useE2E } from './browser.js';

// Issue 13 in the browser: a dealer keeps a permission set with two modules switched off and a
// sub-user under it; the sub-user signs in (in Spanish) to its parent's portal and sees only the
// entries its tree allows, and no bell (spec section 6).

const e2e = useE2E();
const SUB_USER = 'frontdesk@demo.test';
const PASSWORD = 'Frontdesk1';

/** The sidebar's entry to a screen below /admin, counted. */
const entries = (page: Page, path: string) => page.locator(`a[role="menuitem"][href="/admin${path}"]`).count();

describe('sub-users', () => {
  it('lets a dealer create a permission set without credits and support, and a sub-user under it', async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/subuser-management');
    await page.getByText('No permission sets yet: create one before adding sub-users.').waitFor();
    await page.getByText('Create a permission set first.').waitFor();

    await page.getByRole('button', { name: 'New permission set' }).click();
    const dialog = page.getByRole('dialog');
    // The empty name is refused in the form, before any call.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Required').first().waitFor();
    await fillSettled(page, 'input[name="name"]', 'Front desk');
    await dialog.getByTestId('module-profile').getByText('(default: off)').waitFor();
    for (const module of ['credits', 'support']) await dialog.getByTestId(`module-${module}`).locator('input[type="checkbox"]').first().uncheck();
    // A module off takes its own switches with it.
    await dialog.getByTestId('module-credits').getByText('Its switches are off with it').waitFor();
    await shot(page, 'sub-users-set-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Permission set created').waitFor();
    const row = page.getByTestId('permission-set-row').filter({ hasText: 'Front desk' });
    await row.getByText('Administrator').waitFor();

    await page.getByRole('button', { name: 'New sub-user' }).click();
    await fillSettled(page, 'input[name="email"]', SUB_USER);
    await fillSettled(page, 'input[name="firstName"]', 'Front');
    await fillSettled(page, 'input[name="lastName"]', 'Desk');
    await fillSettled(page, 'input[name="password"]', 'short');
    await fillSettled(page, 'input[name="repeatPassword"]', 'short');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog').getByText(/at least 8 characters/).first().waitFor();
    await fillSettled(page, 'input[name="password"]', PASSWORD);
    await fillSettled(page, 'input[name="repeatPassword"]', PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('sub-user-row').filter({ hasText: SUB_USER }).getByRole('cell', { name: 'Front desk', exact: true }).waitFor();
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    expect(await page.getByTestId('notification-bell').count()).toBe(1);
    await shot(page, 'sub-users-owner');

    // The set in use cannot go: the server's refusal is shown translated.
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Sub-users still use this permission: delete their accounts first').waitFor();
  });

  it('shows the sub-user, in Spanish, only the entries its tree allows and no bell', async () => {
    const page = await e2e.newPage('es-ES');
    await signIn(page, e2e.baseUrl, SUB_USER, PASSWORD);
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('menuitem', { name: 'Panel', exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Subusuarios' }).waitFor();
    expect(await entries(page, '/software-orders')).toBe(1);
    expect(await page.getByText('Créditos', { exact: true }).count()).toBe(0);
    expect(await entries(page, '/order-software')).toBe(1);
    // Credits and support are off; the profile opens for its own password and two-factor.
    for (const path of ['/credit-dashboard', '/credit', '/credit-history', '/order-credit', '/support']) expect(await entries(page, path), path).toBe(0);
    expect(await entries(page, '/profile')).toBe(1);
    expect(await page.getByTestId('notification-bell').count()).toBe(0);
    // It works in its parent's account, under its own name.
    await page.getByRole('banner').getByText(SUB_USER, { exact: true }).waitFor();
    await page.getByText('Bienvenido, Front Desk (subusuario de Dana Dealer)').waitFor();
    // Its parent's account: the dealer's balance, no movements panel it may not read.
    await page.getByTestId('dashboard-balance').getByText(/créditos$/).waitFor();
    expect(await page.getByTestId('recent-movements').count()).toBe(0);
    await shot(page, 'sub-users-sub-user-es');
    // A screen switched off, opened by its address, says so instead of loading.
    await page.goto(`${e2e.baseUrl}/admin/credit-history`);
    await page.getByTestId('sub-user-refused').getByText('Sus permisos de subusuario no permiten esta acción').waitFor();

    await page.getByRole('menuitem', { name: 'Subusuarios' }).click();
    await page.getByTestId('sub-user-row').filter({ hasText: SUB_USER }).getByText('Administrador').waitFor();
    await page.getByRole('heading', { name: 'Conjuntos de permisos' }).waitFor();
    await shot(page, 'sub-users-management-es');
  });

  it('lets the dealer give the sub-user a new password, then delete it and its set', async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/subuser-management');
    const account = page.getByTestId('sub-user-row').filter({ hasText: SUB_USER });
    await account.getByRole('button', { name: 'Change password' }).click();
    await fillSettled(page, 'input[name="password"]', 'Another123');
    await fillSettled(page, 'input[name="repeatPassword"]', 'Another124');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('Password confirmation does not match').waitFor();
    await fillSettled(page, 'input[name="repeatPassword"]', 'Another123');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password changed: the sub-user signs in again with it').waitFor();

    await account.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Delete the sub-user ${SUB_USER}?`).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No sub-users yet.').waitFor();
    await page.getByTestId('permission-set-row').filter({ hasText: 'Front desk' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No permission sets yet: create one before adding sub-users.').waitFor();
    await shot(page, 'sub-users-empty-again');
  });
});
