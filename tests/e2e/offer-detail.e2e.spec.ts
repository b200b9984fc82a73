import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { openAs, shot, useE2E } from './browser.js';

// The offer detail (order-software-detail/{type}/{id}, spec section 2): a dealer sees one vehicle's
// ECU offer or one gearbox family's DSG offer, and "Order this" opens the order screen with the
// vehicle and stage chosen. With E2E_SHOTS=<dir> each screen is saved as a PNG there.

let golfId: string;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const notFoundPage = async (page: Page) => {
  await page.waitForURL('**/admin/error');
  await page.getByText('Something went wrong').waitFor();
};

const e2e = useE2E({}, async ({ portal }) => {
  await seedDemoCatalogue(portal.services.db);
  const golf = await portal.services.db.selectFrom('vehicles').select('id')
    .where('model', '=', 'Golf').where('engine', '=', '2.0 TDI 150hp').executeTakeFirstOrThrow();
  golfId = golf.id;
});

describe('the offer detail in the browser', () => {
  it("shows the Golf's stages with figures and prices, and Order on stage 2 opens the order screen with the Golf and stage 2 chosen", async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', `/order-software-detail/ECU/${golfId}`);
    await page.getByRole('heading', { level: 1, name: 'Offer for Volkswagen Golf' }).waitFor();
    const offers = page.getByTestId('vehicle-offers');
    const one = offers.getByRole('row').filter({ hasText: 'STAGE ONE' });
    const two = offers.getByRole('row').filter({ hasText: 'STAGE TWO' });
    expect(await one.innerText()).toMatch(/150 → 190 hp\s+340 → 400 Nm\s+€349\.00/);
    expect(await two.innerText()).toMatch(/150 → 200 hp\s+340 → 420 Nm\s+€499\.00/);
    expect(await offers.getByRole('row').filter({ hasText: 'STAGE THREE' }).innerText()).toContain('On request');
    await page.getByTestId('stage-options').getByText(/Idle RPM \(Stock, \+50 rpm, \+100 rpm\)/).first().waitFor();
    await page.getByTestId('offer-gearboxes').getByRole('link', { name: 'DQ250' }).waitFor();
    await page.getByTestId('offer-combos').waitFor();
    await shot(page, 'offer-detail-ecu');

    await two.getByRole('button', { name: 'Order STAGE TWO' }).click();
    await page.waitForURL('**/admin/order-software');
    await page.getByTestId('order-vehicle').getByText('Volkswagen Golf').waitFor();
    await page.getByTestId('order-vehicle').getByText(/2\.0 TDI 150hp/).waitFor();
    expect(await page.getByRole('button', { name: 'ECU', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('stage-choices').getByRole('radio', { name: /STAGE TWO/ }).and(page.locator(':checked')).waitFor();
    await page.getByTestId('quote-lines').getByText('ECU · STAGE TWO').waitFor();
    await shot(page, 'offer-detail-ordered');

    // The order screen's vehicle leads back to its offer.
    await page.getByTestId('order-vehicle').getByRole('link', { name: 'See the offer' }).click();
    await page.waitForURL(`**/admin/order-software-detail/ECU/${golfId}`);
  });

  it("shows a gearbox family's DSG stages, opened from the vehicle, and orders one for it", async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', `/order-software-detail/ECU/${golfId}`);
    await page.getByTestId('offer-gearboxes').getByRole('link', { name: 'DQ250' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gearbox offer DQ250' }).waitFor();
    const stages = page.getByTestId('dsg-stages');
    for (const stage of ['Drivability', 'STAGE ONE', 'STAGE TWO']) await stages.getByRole('row').filter({ hasText: stage }).first().waitFor();
    expect(await stages.getByRole('row').filter({ hasText: 'STAGE ONE' }).innerText()).toMatch(/400 Nm\s+€349\.00/);
    await page.getByTestId('dsg-combos').waitFor();
    await shot(page, 'offer-detail-dsg');
    await stages.getByRole('row').filter({ hasText: 'STAGE ONE' }).getByRole('button', { name: 'Order STAGE ONE' }).click();
    await page.waitForURL('**/admin/order-software');
    expect(await page.getByRole('button', { name: 'DSG', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('quote-lines').getByText(/DSG · STAGE ONE/).waitFor();

    // Alone, the family's offer shows its stages and sends the dealer to choose the vehicle.
    await page.goto(`${e2e.baseUrl}/admin/order-software-detail/DSG/DQ250`);
    await page.getByTestId('dsg-stages').getByRole('row').filter({ hasText: 'STAGE TWO' }).waitFor();
    await page.getByRole('link', { name: 'Go to the order screen' }).waitFor();
    expect(await page.getByRole('button', { name: /^Order / }).count()).toBe(0);
  });

  it('shows the not-found page for an unknown vehicle, a malformed id, an unknown family or type', async () => {
    for (const path of [`/order-software-detail/ECU/${UNKNOWN_UUID}`, '/order-software-detail/ECU/not-a-uuid', '/order-software-detail/DSG/DQ999', '/order-software-detail/TCU/DQ250']) {
      const page = await e2e.newPage();
      await openAs(page, e2e.baseUrl, 'dealer@demo.test', path);
      await notFoundPage(page);
      await page.close();
    }
  });

  it('reads in Spanish', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', `/order-software-detail/ECU/${golfId}`);
    await page.getByRole('heading', { level: 1, name: 'Oferta para Volkswagen Golf' }).waitFor();
    const offers = page.getByTestId('vehicle-offers');
    await offers.getByRole('row').filter({ hasText: 'Etapa 2' }).getByRole('button', { name: 'Pedir Etapa 2' }).waitFor();
    expect(await offers.getByRole('row').filter({ hasText: 'Etapa 3' }).innerText()).toContain('Bajo pedido');
    await page.getByRole('heading', { name: 'Cajas de cambios de este vehículo' }).waitFor();
    expect(await page.getByText('Order this').count()).toBe(0);
    await shot(page, 'offer-detail-es');
  });
});
