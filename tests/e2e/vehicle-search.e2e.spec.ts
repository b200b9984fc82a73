import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { DEMO_VIN } from '../../tables/vin/seed-demo.js';
import { choose, chooseVehicle, DEMO_GOLF, openAs, signIn, useE2E } from './browser.js';

// The vehicle search widget (spec sections 2 and 4) on the demo catalogue and its VIN rules, the
// VIN logger, and the catalogue admin screens refused to a Dealer.

const e2e = useE2E({}, async ({ portal }) => {
  await seedDemoCatalogue(portal.services.db);
  // The dealer works in the United Kingdom, so the offers show pounds beside the EUR prices.
  await portal.services.db.updateTable('users').set({ country_id: 'GB' }).where('email', '=', 'dealer@demo.test').execute();
});

describe('the vehicle search widget', () => {
  it('lets a dealer choose down to the gearbox and see local prices and the DSG offer', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/vehicle-search');
    await chooseVehicle(page, DEMO_GOLF);
    const chosen = page.getByTestId('chosen-vehicle');
    await chosen.getByText('Volkswagen Golf').waitFor();

    // Stage 1 costs 349 EUR (seed-demo.ts) and shows its pound price beside it; stage 3 is on request.
    const offers = page.getByTestId('vehicle-offers');
    await offers.getByRole('columnheader', { name: 'Price (GBP)' }).waitFor();
    const stageOne = await offers.getByRole('row').filter({ hasText: 'STAGE ONE' }).innerText();
    expect(stageOne).toContain('€349.00');
    expect(stageOne).toMatch(/£\d+\.\d{2}/);
    expect(await offers.getByRole('row').filter({ hasText: 'STAGE THREE' }).innerText()).toContain('On request');

    await choose(page, 'Gearbox', 'DQ250');
    const dsg = page.getByTestId('dsg-offer');
    await dsg.getByText('DSG offer DQ250').waitFor();
    const drivability = await dsg.getByTestId('dsg-stages').getByRole('row').filter({ hasText: 'Drivability' }).innerText();
    expect(drivability).toContain('€299.00');
    expect(drivability).toMatch(/£\d+\.\d{2}/);
    // Combos are named from their stage codes: "ECU STAGE TWO + & DSG …", never a double plus.
    const combos = await dsg.getByTestId('dsg-combos').innerText();
    expect(combos).toContain(' & DSG STAGE');
    expect(combos).not.toContain('+ +');

    // A higher level clears the lower ones, the gearbox included.
    await choose(page, 'Engine', '1.4 TSI 125hp');
    await page.getByTestId('vehicle-offers').waitFor();
    expect(await page.getByTestId('dsg-offer').count()).toBe(0);
    await choose(page, 'Model', 'Polo');
    await page.getByText('Choose a brand, model, generation and engine to see the vehicle.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Gearbox' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('lets a dealer search by VIN: the spec messages, no match, then the vehicles found and their offers', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/vehicle-search');
    await page.getByRole('tab', { name: 'By VIN' }).click();
    const search = async (vin: string) => {
      await page.fill('input[name="vin"]', vin);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    };
    await search('WVWZZZAUZFW12345');
    await page.getByText('Only 17 characters are allowed to search by VIN').waitFor();
    await search('WVWZZZAUZFW12345!');
    await page.getByText('Invalid VIN.').waitFor();
    await search('ZZZZZZZZZZZZZZZZ1');
    await page.getByText('No vehicle found for the VIN ZZZZZZZZZZZZZZZZ1.').waitFor();

    await search(DEMO_VIN.toLowerCase());
    const matches = page.getByTestId('vin-matches');
    await matches.getByText('3 vehicles found for this VIN: pick one').waitFor();
    await matches.getByText('Volkswagen Golf · 2.0 TDI 150hp').click();
    const chosen = page.getByTestId('chosen-vehicle');
    await chosen.getByText('Mk7 (2012-2020) · 2.0 TDI 150hp').waitFor();
    expect(await chosen.getByTestId('vehicle-offers').getByRole('row').filter({ hasText: 'STAGE ONE' }).innerText()).toContain('€349.00');
    await choose(page, 'Gearbox', 'DQ250');
    await chosen.getByText('DSG offer DQ250').waitFor();

    // Changing the VIN resets the vehicle and the result (spec section 4).
    await page.fill('input[name="vin"]', 'WVWZZZAUZFW12345');
    expect(await page.getByTestId('chosen-vehicle').count()).toBe(0);
    expect(await page.getByTestId('vin-matches').count()).toBe(0);
  });

  it('shows an admin the dealer\'s VIN search in the VIN logger, and its view', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/vin-logger');
    const row = page.getByRole('row').filter({ hasText: DEMO_VIN });
    await row.getByText('dealer@demo.test').waitFor();
    await row.getByText('3 vehicles found').waitFor();
    await row.getByText(DEMO_VIN).click();
    await page.waitForURL(/\/admin\/vin-logger-view\/\d+$/);
    await page.getByTestId('vin-log-vehicles').getByText('2.0 TDI 150hp').waitFor();
    await page.getByText('WVWZZZAU', { exact: true }).waitFor();
  });
});

describe('the VIN search rules screens', () => {
  it('let an admin create a rule (checking the prefix), edit it, and bulk delete it after confirming', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/vin-search-rules/create');
    await page.fill('input[name="pattern"]', 'tm');
    await page.fill('input[name="make"]', 'Skoda');
    await page.fill('input[name="model"]', 'Octavia');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The pattern must be a VIN prefix of 3 to 11 letters, digits or hyphens').waitFor();
    await page.fill('input[name="pattern"]', 'tmbzzz5e');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/vin-search-rules');
    await page.getByRole('row').filter({ hasText: 'TMBZZZ5E' }).getByText('Octavia').click();
    await page.fill('input[name="generation"]', 'Mk3 5E (2013-2020)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/vin-search-rules');
    await page.getByRole('row').filter({ hasText: 'TMBZZZ5E' }).getByText('Mk3 5E (2013-2020)').waitFor();

    await page.getByRole('row').filter({ hasText: 'TMBZZZ5E' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('TMBZZZ5E').waitFor({ state: 'detached' });
    const left = await e2e.portal.services.db.selectFrom('vin_search_rules').select('id').where('pattern', '=', 'TMBZZZ5E').execute();
    expect(left).toHaveLength(0);
  });
});

/** Every Admin catalogue route of spec section 2 (vehicles/{id} and vin-logger-view/{id} with real ids). */
const CATALOGUE_ROUTES = [
  'vehicles', 'vehicles-file-management', 'newproducts', 'database', 'import-database', 'vehicles/:vehicle', 'create-vehicle',
  'vehicles-pricing', 'vehicles-options', 'vehicles-secondary-options', 'vehicles-dsg', 'vehicles-dsg-options', 'vehicles-dsg-secondary-options',
  'vehicles-combos', 'vin-logger', 'vin-logger-view/1', 'vin-search-rules', 'countries', 'price-policy', 'software-pricing', 'vehicles-price-config',
];

describe('the catalogue admin screens', () => {
  it('are refused to a Dealer: every route shows the not-allowed page, the session kept', async () => {
    const vehicle = await e2e.portal.services.db.selectFrom('vehicles').select('id').limit(1).executeTakeFirstOrThrow();
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'dealer@demo.test');
    await page.waitForURL('**/admin/dashboard');
    for (const route of CATALOGUE_ROUTES.map((r) => r.replace(':vehicle', vehicle.id))) {
      await page.goto(`${e2e.baseUrl}/admin/${route}`);
      await page.getByTestId('not-allowed').waitFor();
      expect(new URL(page.url()).pathname, route).toBe(`/admin/${route}`);
      expect(await page.evaluate(() => localStorage.getItem('token')), route).toBeTruthy();
    }
  }, 180_000);
});
