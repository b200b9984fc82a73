import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { totpCode } from '../../api/services/totp.js';
import { lastMailTo } from '../support/mailbox.js';
import { fillSettled, shot, signIn, useE2E } from './browser.js';

const e2e = useE2E();

/** Opens the registration page and fills the person's fields (password Garage123), the country picked by its name. */
const fillRegistration = async (page: Page, person: { firstName: string; lastName: string; email: string; country: string; phone: string }) => {
  await page.goto(`${e2e.baseUrl}/admin/register`);
  await page.fill('input[name="firstName"]', person.firstName);
  await page.fill('input[name="lastName"]', person.lastName);
  await page.fill('input[name="email"]', person.email);
  await page.locator('input[name="countryId"]').fill(person.country);
  await page.getByRole('option', { name: person.country }).click();
  await page.fill('input[name="phone"]', person.phone);
  await page.fill('input[name="password"]', 'Garage123');
  await page.fill('input[name="repeatPassword"]', 'Garage123');
};

describe('account flows in the browser', () => {
  it('registers, verifies the email from the mailed link, and signs in', async () => {
    const page = await e2e.newPage();
    await fillRegistration(page, { firstName: 'Rita', lastName: 'Racer', email: 'rita@garage.test', country: 'Spain', phone: '+34 611 222 333' });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).last().click();
    await page.getByText('Check your email').waitFor();

    const { link } = await lastMailTo(e2e.portal.services.db, 'rita@garage.test');
    await page.goto(link.replace('http://portal.test', e2e.baseUrl));
    await page.getByText('Your email address has been verified').waitFor();

    await signIn(page, e2e.baseUrl, 'rita@garage.test', 'Garage123');
    await page.getByText('Rita').first().waitFor();
    expect(new URL(page.url()).pathname).not.toContain('/login');
  });

  it('registers a sub-dealer under a dealer found by typing part of its name, in Spanish', async () => {
    const page = await e2e.newPage('es-ES');
    const asked: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/auth/dealers')) asked.push(request.url()); });
    // Sending without a dealer: the form says the dealer is needed. Then Dana is found by typing and chosen.
    const refusedWithoutDealer = async () => {
      await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
      await page.getByText('Obligatorio').first().waitFor();
    };
    const chooseDana = async () => {
      const searched = page.waitForResponse((r) => r.url().includes('/api/auth/dealers?q=dana'));
      await page.getByLabel('Su concesionario').fill('dana');
      await searched;
      await page.getByRole('option', { name: 'Dana Dealer' }).click();
    };
    await fillRegistration(page, { firstName: 'Sara', lastName: 'Sub', email: 'sara@garage.test', country: 'España', phone: '+34 611 222 444' });
    await page.getByRole('radio', { name: 'Sí' }).check();
    await page.getByRole('checkbox').check();
    await refusedWithoutDealer();
    await chooseDana();
    // "No" and back to "Sí": the dealer chosen before is gone from the form, not only from the screen.
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radio', { name: 'Sí' }).check();
    expect(await page.getByLabel('Su concesionario').inputValue()).toBe('');
    await refusedWithoutDealer();
    await chooseDana();
    await shot(page, 'register-sub-dealer-es');
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await page.getByText('Revise su correo').waitFor();
    // Only searches were asked, none for every dealer.
    expect(asked.length).toBeGreaterThan(0);
    const created = await e2e.portal.services.db.selectFrom('users').select(['parent_id', 'roles']).where('email', '=', 'sara@garage.test').executeTakeFirstOrThrow();
    const dana = await e2e.portal.services.db.selectFrom('users').select('id').where('email', '=', 'dealer@demo.test').executeTakeFirstOrThrow();
    expect(created).toEqual({ parent_id: dana.id, roles: ['SubDealer'] });
  });

  it('resets a forgotten password from the mailed link', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/admin/login`);
    await page.getByText('Forgot your password?').click();
    await fillSettled(page, 'input[name="email"]', 'support@demo.test');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('a reset link is on its way').waitFor();

    const { link } = await lastMailTo(e2e.portal.services.db, 'support@demo.test');
    await page.goto(link.replace('http://portal.test', e2e.baseUrl));
    await fillSettled(page, 'input[name="password"]', 'Fresh1234');
    await fillSettled(page, 'input[name="repeatPassword"]', 'Fresh1234');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Your password has been updated').waitFor();

    await signIn(page, e2e.baseUrl, 'support@demo.test', 'Fresh1234');
    await page.getByText('Sue').first().waitFor();
  });

  it('asks for the two-factor code after the password, and signs in with it', async () => {
    const { app } = e2e.portal;
    const token = await e2e.portal.login('calibrator@demo.test');
    const setup = (await app.inject({ method: 'POST', url: '/api/user/two-factor/setup', headers: e2e.portal.auth(token) })).json();
    await app.inject({ method: 'POST', url: '/api/user/two-factor/enable', headers: e2e.portal.auth(token), payload: { code: totpCode(setup.secret) } });

    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'calibrator@demo.test');
    await page.waitForURL('**/admin/two-factor');
    await page.fill('input[name="code"]', '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid two-factor code').waitFor();
    await page.fill('input[name="code"]', totpCode(setup.secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Cal').first().waitFor();
    expect(new URL(page.url()).pathname).not.toContain('two-factor');
  });
});
