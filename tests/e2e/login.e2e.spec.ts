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
    // Leaving for the login page reloads it (authProvider.logout drops all state); the page may be
    // asked to load it more than once, so the test waits for the form, not for one navigation.
    const onLoginForm = async () => {
      await page.locator('input[name="email"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
    };
    await page.goto(`${e2e.baseUrl}/admin/no-such-page`);
    await onLoginForm();
    await page.goto(`${e2e.baseUrl}/somewhere-else`);
    await onLoginForm();
  });

  it('refuses an Admin-only page to a Dealer inside the layout, keeping the session, with the way back', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'dealer@demo.test');
    await page.getByText('Dana').first().waitFor();
    await page.goto(`${e2e.baseUrl}/admin/users`);
    await page.getByTestId('not-allowed').getByText('Your account may not open this page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    expect(await page.locator('text=subdealer@demo.test').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL('**/admin/dashboard');
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

  it('runs under the Content-Security-Policy without one violation, and signing out ends the token on the server', async () => {
    const page = await e2e.newPage();
    const violations: string[] = [];
    page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(message.text()); });
    let liveSocketSignedIn = false;
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => { if (String(frame.payload).includes('authenticated')) liveSocketSignedIn = true; }));
    await signIn(page, e2e.baseUrl, 'dealer@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.getByText('Dana').first().waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // The live socket connects under the policy (connect-src) and signs in.
    await expect.poll(() => liveSocketSignedIn).toBe(true);
    await page.getByRole('button', { name: 'Dana Dealer' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(violations).toEqual([]);
    // The token is over on the server too, not only forgotten by this browser.
    expect((await e2e.portal.app.inject({ url: '/api/user/view', headers: e2e.portal.auth(token!) })).statusCode).toBe(401);
  });

  it('starts in Spanish for a Spanish browser', async () => {
    const page = await e2e.newPage('es-ES');
    await page.goto(`${e2e.baseUrl}/admin/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  });
});
