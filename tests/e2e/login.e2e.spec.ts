import { describe, expect, it } from 'vitest';
import { signIn, useE2E } from './browser.js';

const e2e = useE2E();

describe('signing in', () => {
  it('signs a dealer in to the dashboard with their name', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'dealer@demo.test');
    await page.getByText('Dana').first().waitFor();
    expect(new URL(page.url()).pathname).not.toContain('/login');
  });

  it('shows the spec message for a wrong password and stays on the login page', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'dealer@demo.test', 'Wrong1234');
    await page.getByRole('alert').getByText('Invalid Login Credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('sends unknown paths to the login page', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/admin/no-such-page`);
    await page.waitForURL('**/admin/login');
    await page.goto(`${e2e.baseUrl}/somewhere-else`);
    await page.waitForURL('**/admin/login');
  });

  it('refuses an Admin-only page to a Dealer', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'dealer@demo.test');
    await page.getByText('Dana').first().waitFor();
    await page.goto(`${e2e.baseUrl}/admin/users`);
    await page.waitForURL('**/admin/login');
    expect(await page.locator('text=dealer@demo.test').count()).toBe(0);
  });

  it('lets an admin reach the users list', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.getByText('Ada').first().waitFor();
    await page.goto(`${e2e.baseUrl}/admin/users`);
    await page.getByText('subdealer@demo.test').waitFor();
  });

  it('switches the language to Spanish', async () => {
    const page = await e2e.newPage('en-US');
    await page.goto(`${e2e.baseUrl}/admin/login`);
    await page.getByRole('button', { name: 'Start session' }).waitFor();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor(); // the choice is kept
  });

  it('starts in Spanish for a Spanish browser', async () => {
    const page = await e2e.newPage('es-ES');
    await page.goto(`${e2e.baseUrl}/admin/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  });
});
