import { describe, expect, it } from 'vitest';
import { choose, fillSettled, openAs, shot, signIn, useE2E } from './browser.js';

// Issue 13 "Company information": a new account (in Spanish) signs in to required-information
// ("Información incompleta"), fills its company, then asks for a change that an Admin accepts.

const EMAIL = 'taller@sol.test';
const PASSWORD = 'Secret123!';
const e2e = useE2E({}, async ({ portal }) => {
  const response = await portal.app.inject({
    method: 'POST', url: '/api/signup',
    payload: { firstName: 'Taller', lastName: 'Sol', email: EMAIL, phone: '+34612345678', countryId: 'ES', password: PASSWORD, repeatPassword: PASSWORD, termsAccepted: true, isSubDealer: false, language: 'es' },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  await portal.services.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', EMAIL).execute();
});

describe('company information', () => {
  it('a new account completes it, asks for a change, and an Admin accepts the change', async () => {
    const owner = await e2e.newPage('es-ES');
    await signIn(owner, e2e.baseUrl, EMAIL, PASSWORD);
    await owner.waitForURL('**/admin/required-information');
    await owner.getByTestId('information-incomplete').getByText('Información incompleta').waitFor();
    await fillSettled(owner, 'input[name="name"]', 'Taller Sol SL');
    await fillSettled(owner, 'input[name="vatId"]', 'ESB12345678');
    await fillSettled(owner, 'input[name="address"]', 'Calle Mayor 1');
    await fillSettled(owner, 'input[name="postalCode"]', '28013');
    await fillSettled(owner, 'input[name="city"]', 'Madrid');
    await choose(owner, 'País', 'Spain');
    await fillSettled(owner, 'input[name="email"]', 'facturas@sol.test');
    await shot(owner, 'required-information-es');
    await owner.getByRole('button', { name: 'Guardar' }).click();
    await owner.waitForURL('**/admin/dashboard');

    await owner.goto(`${e2e.baseUrl}/admin/information/me`);
    await owner.locator('#react-admin-title').getByText('Información de empresa').waitFor();
    await owner.getByTestId('company-form').waitFor();
    expect(await owner.inputValue('input[name="address"]')).toBe('Calle Mayor 1');
    await fillSettled(owner, 'input[name="address"]', 'Gran Vía 2');
    await owner.getByRole('button', { name: 'Solicitar este cambio' }).click();
    await owner.getByTestId('company-pending').waitFor();
    await shot(owner, 'company-change-pending-es');

    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/company-requests');
    const request = admin.getByTestId('company-request');
    await request.getByText('Gran Vía 2').waitFor();
    await request.getByText('Calle Mayor 1').waitFor();
    await shot(admin, 'company-change-requests');
    await request.getByRole('button', { name: 'Accept' }).click();
    await admin.getByText('The change was accepted').waitFor();
    await admin.getByTestId('company-requests-empty').waitFor();

    await owner.reload();
    await owner.getByTestId('company-form').waitFor();
    await owner.waitForFunction(() => (document.querySelector('input[name="address"]') as HTMLInputElement | null)?.value === 'Gran Vía 2');
    expect(await owner.getByTestId('company-pending').count()).toBe(0);
  }, 120_000);
});
