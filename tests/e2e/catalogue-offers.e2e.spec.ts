import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { openAs, signIn, useE2E } from './browser.js';

const e2e = useE2E({}, async ({ portal }) => {
  await seedDemoCatalogue(portal.services.db);
});

const apiAs = async (email: string, url: string) => {
  const token = await e2e.portal.login(email);
  return (await e2e.portal.app.inject({ method: 'GET', url, headers: e2e.portal.auth(token) })).json();
};

describe('catalogue offers in the browser', () => {
  it('lets an admin change a DSG stage price that dealers then see', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/vehicles-dsg');
    await page.getByText('DQ250').click();
    await page.waitForURL('**/admin/vehicles-dsg/DQ250');
    // Row 0 of the stages is stage 1 (the demo's 349).
    expect(await page.inputValue('input[name="stages.0.price"]')).toBe('349');
    await page.fill('input[name="stages.0.price"]', '379');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/vehicles-dsg');

    const { data } = await apiAs('dealer@demo.test', '/api/vehicles-dsg/tcu/DQ250');
    expect(data.stages.find((stage: { stage: string }) => stage.stage === '1').price).toBe(379);
    // The options' choices went back unchanged as the spec's JSON strings.
    expect(data.softwareOptions[0].choices).toBe('["Stock","3500","4000","4500"]');
  });

  it('lets an admin save a combo price and confirms it', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/vehicles-combos');
    const price = page.locator('input[name="combos.0.price"]');
    await price.waitFor();
    await price.fill('555');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Combos saved').waitFor();

    const { combos } = await apiAs('admin@demo.test', '/api/combos/index');
    expect(combos[0]).toMatchObject({ id: '1-1', price: 555 });
  });

  it('keeps a dealer out of the option lists: the not-allowed page, still signed in', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/vehicles-options');
    await page.getByTestId('not-allowed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/vehicles-options');
  });
});

describe('new products in the browser', () => {
  it('records a vehicle request from the dialog, checking the VIN, and lists it', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/newproducts');
    await page.getByRole('button', { name: 'Request a vehicle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="make"]').fill('Alfa Romeo');
    await dialog.locator('input[name="model"]').fill('Giulia');
    await dialog.locator('input[name="engine"]').fill('2.9 V6 Quadrifoglio');
    await dialog.locator('input[name="vin"]').fill('ZAR123');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Invalid VIN.').waitFor();
    await dialog.locator('input[name="vin"]').fill('ZAR95200001234567');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request sent').waitFor();
    await page.getByText('Giulia').waitFor();

    const [request] = await apiAs('admin@demo.test', `/api/newproducts?filter=${encodeURIComponent('{"q":"Giulia"}')}`);
    expect(request).toMatchObject({ make: 'Alfa Romeo', vin: 'ZAR95200001234567', status: 'New', requestedByEmail: 'admin@demo.test' });
  });

  it('opens the vehicle form filled with the request, then marks the request Added with that vehicle', async () => {
    const token = await e2e.portal.login('dealer@demo.test');
    const asked = await e2e.portal.app.inject({
      method: 'POST', url: '/api/newproducts', headers: e2e.portal.auth(token),
      payload: { make: 'Lancia', model: 'Ypsilon', generation: 'LXX (2024-)', engine: '1.2 Hybrid 100hp', gearbox: 'DQ200' },
    });
    const { id } = asked.json();
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', `/newproducts/${id}`);
    // The link carries the loaded request: wait for it before following it, and for the form to take it.
    await page.waitForFunction(() => document.body.innerText.includes('Ypsilon'));
    await page.getByRole('link', { name: 'Create vehicle' }).click();
    await page.waitForURL('**/admin/vehicles/create');
    await page.waitForFunction(() => (document.querySelector('input[name="make"]') as HTMLInputElement | null)?.value === 'Lancia');
    expect(await page.inputValue('input[name="make"]')).toBe('Lancia');
    expect(await page.inputValue('input[name="engine"]')).toBe('1.2 Hybrid 100hp');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/vehicles');

    await page.goto(`${e2e.baseUrl}/admin/newproducts/${id}`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Added' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Choose the vehicle that was added').waitFor();
    await page.getByRole('combobox', { name: 'Vehicle added' }).fill('Ypsilon');
    await page.getByRole('option', { name: /Lancia Ypsilon/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/newproducts');

    const request = await apiAs('admin@demo.test', `/api/newproducts/${id}`);
    const [vehicle] = await apiAs('admin@demo.test', `/api/vehicles?filter=${encodeURIComponent('{"q":"Ypsilon"}')}`);
    expect(request).toMatchObject({ status: 'Added', vehicleId: vehicle.id });
    expect(vehicle).toMatchObject({ make: 'Lancia', generation: 'LXX (2024-)', dsg: ['DQ200'] });
  });
});
