import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, chooseVehicle, openAs, signIn, useE2E } from './browser.js';

const e2e = useE2E();

describe('the vehicle catalogue in the browser', () => {
  it('lets an admin create a vehicle with stage prices, find it in the list, edit it and bulk delete it', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/create-vehicle');
    await page.waitForURL('**/admin/vehicles/create');
    await page.fill('input[name="make"]', 'Audi');
    await page.fill('input[name="model"]', 'A3');
    await page.fill('input[name="generation"]', '8V');
    await page.fill('input[name="engine"]', '2.0 TDI 150hp');
    await page.fill('input[name="stages.One.price"]', '349');
    await page.fill('input[name="stages.One.power"]', '185hp');
    await page.fill('input[name="stages.Two.price"]', '449');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/vehicles');
    await page.getByText('2.0 TDI 150hp').waitFor();

    const token = await e2e.portal.login('admin@demo.test');
    const list = await e2e.portal.app.inject({ method: 'GET', url: '/api/vehicles', headers: e2e.portal.auth(token) });
    const created = list.json().find((v: { engine: string }) => v.engine === '2.0 TDI 150hp');
    const detail = await e2e.portal.app.inject({ method: 'GET', url: `/api/vehicles/${created.id}`, headers: e2e.portal.auth(token) });
    const { stages } = detail.json();
    expect(stages.One.price).toBe(349);
    expect(stages.One.power).toBe('185hp');
    expect(stages.Two.price).toBe(449);
    expect(stages.Three).toBeUndefined();

    // Editing: the stages come back in the form; an option is added to stage 3.
    await page.getByText('2.0 TDI 150hp').click();
    await page.waitForURL(`**/admin/vehicles/${created.id}`);
    expect(await page.inputValue('input[name="stages.One.price"]')).toBe('349');
    await page.fill('input[name="stages.Three.torque"]', '420Nm');
    await page.locator('.ra-input-stages\\.Three\\.options').getByRole('button', { name: 'Add' }).click();
    await page.fill('input[name="stages.Three.options.0.name"]', 'Pops and bangs');
    await page.fill('input[name="stages.Three.options.0.choices"]', '["Off","On"]');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/vehicles');
    const edited = await e2e.portal.app.inject({ method: 'GET', url: `/api/vehicles/${created.id}`, headers: e2e.portal.auth(token) });
    expect(edited.json().stages.Three).toEqual({ price: null, power: null, torque: '420Nm', options: [{ name: 'Pops and bangs', choices: '["Off","On"]' }] });

    // Bulk delete asks for confirmation first.
    await page.getByRole('row').filter({ hasText: '2.0 TDI 150hp' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('2.0 TDI 150hp').waitFor({ state: 'detached' });
    const gone = await e2e.portal.app.inject({ method: 'GET', url: `/api/vehicles/${created.id}`, headers: e2e.portal.auth(token) });
    expect(gone.statusCode).toBe(404);
  });

  it('shows a dealer opening the catalogue the not-allowed page, still signed in', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/vehicles');
    await page.getByTestId('not-allowed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/vehicles');
  });

  it('lets a dealer pick a vehicle with the search dropdowns, clearing the lower levels', async () => {
    const token = await e2e.portal.login('admin@demo.test');
    for (const [model, generation, engine] of [['Octavia', 'Mk3', '1.4 TSI 150hp'], ['Superb', 'B8', '2.0 TDI 190hp']]) {
      const created = await e2e.portal.app.inject({
        method: 'POST', url: '/api/vehicles', headers: e2e.portal.auth(token),
        payload: { make: 'Skoda', model, generation, engine, stages: { One: { price: 299, power: '180hp', torque: '320Nm' }, Two: { price: null, power: '200hp', torque: '350Nm' } } },
      });
      expect(created.statusCode).toBe(201);
    }

    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/vehicle-search');
    await chooseVehicle(page, ['Skoda', 'Octavia', 'Mk3', '1.4 TSI 150hp']);
    const chosen = page.getByTestId('chosen-vehicle');
    await chosen.getByText('Skoda Octavia').waitFor();
    await chosen.getByText('Mk3 · 1.4 TSI 150hp').waitFor();
    const offers = page.getByTestId('vehicle-offers');
    await offers.waitFor();
    // Stage 1 with its price in EUR and in the dealer's currency (Spain: EUR); stage 2 has no price.
    const stageOne = offers.getByRole('row').filter({ hasText: '180hp' });
    expect((await stageOne.innerText()).match(/299/g)).toHaveLength(1); // Spain: EUR at market factor 1, one price column
    const stageTwo = offers.getByRole('row').filter({ hasText: '200hp' });
    expect((await stageTwo.innerText()).match(/On request/g)).toHaveLength(1);

    // Another model clears the generation and the engine.
    await choose(page, 'Model', 'Superb');
    await page.getByText('Choose a brand, model, generation and engine to see the vehicle.').waitFor();
    expect(await page.getByTestId('chosen-vehicle').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Engine' }).getAttribute('aria-disabled')).toBe('true');
  });
});
