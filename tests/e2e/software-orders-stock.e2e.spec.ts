import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { DEMO_VIN } from '../../tables/vin/seed-demo.js';
import { binaryFile, openAs, shot, useE2E } from './browser.js';
import { chooseStage, pay, uploadRead } from './order-software.js';

// Ordering from a stock read, the VIN history with the upgrade note, and the order section, in the
// browser (issue 9): a dealer's read carries its hardware number and software version, a second
// dealer finds it in order-software-file and pays it at checkout-file. With E2E_SHOTS=<dir> each
// screen is saved as a PNG there.

let adminToken: string;
/** The first dealer's order (test i), completed by the admin in test ii. */
let firstOrderId = '';
const e2e = useE2E({}, async ({ portal, call, userId }) => {
  await seedDemoCatalogue(portal.services.db);
  adminToken = await portal.login('admin@demo.test');
  for (const email of ['dealer@demo.test', 'subdealer@demo.test']) {
    await call(adminToken, 'POST', '/api/credit/transfer', { to: await userId(adminToken, email), amount: 5000, description: 'Opening balance' });
  }
});

const HARDWARE = '03L906018JJ';
const SOFTWARE = '9971';

describe('ordering from a stock read, the VIN history and the order section', () => {
  it('finds a read by the details its first order gave, and lets a second dealer order from it and pay at checkout-file', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/order-software');
    const slot = await uploadRead(page, 'ECU', binaryFile('stock-golf-ecu.bin'));
    await slot.getByText('File uploaded successfully').waitFor();
    await page.fill('input[name="ECU-hardwareNumber"]', HARDWARE);
    await page.fill('input[name="ECU-softwareVersion"]', SOFTWARE);
    await page.fill('input[name="vin"]', DEMO_VIN);
    await page.getByRole('button', { name: 'Automatic (by VIN)' }).click();
    await page.getByTestId('vin-matches').getByText('Volkswagen Golf · 2.0 TDI 150hp').click();
    await chooseStage(page, 'ECU', 'STAGE ONE');
    await shot(page, 'order-software-read-details');
    await page.locator('button:not([disabled])', { hasText: 'Continue to payment' }).click();
    await page.waitForURL('**/admin/checkout');
    await pay(page);
    firstOrderId = page.url().split('/order-detail/')[1];

    const second = await e2e.newPage();
    await openAs(second, e2e.baseUrl, 'subdealer@demo.test', '/order-software-file');
    await second.fill('input[name="hardwareNumber"]', 'NO-SUCH-HW');
    await second.getByRole('button', { name: 'Search', exact: true }).click();
    await second.getByTestId('no-stock-file').getByText('No stock file matches this read').waitFor();
    await second.fill('input[name="hardwareNumber"]', HARDWARE.toLowerCase());
    await second.fill('input[name="softwareVersion"]', SOFTWARE);
    await second.getByRole('button', { name: 'Search', exact: true }).click();
    const row = second.getByTestId('stock-files').getByRole('row').filter({ hasText: 'stock-golf-ecu.bin' });
    await row.getByText('Volkswagen Golf').waitFor();
    await row.click();
    await second.getByTestId('order-vehicle').getByText('Volkswagen Golf').waitFor();
    // A stock ECU read orders ECU software only.
    const types = second.getByRole('group', { name: 'Order type' });
    expect(await types.getByRole('button').allInnerTexts()).toEqual(['ECU']);
    await types.getByRole('button', { name: 'ECU', exact: true }).click();
    await second.getByTestId('stage-choices').getByText('STAGE TWO', { exact: true }).click();
    await second.locator('button:not([disabled])', { hasText: 'Continue to payment' }).waitFor();
    await shot(second, 'order-software-file');
    await second.getByRole('button', { name: 'Continue to payment' }).click();
    await second.waitForURL('**/admin/checkout-file');
    await second.getByTestId('draft-summary').getByText('stock-golf-ecu.bin').waitFor();
    await shot(second, 'checkout-file');
    await pay(second);
    await second.getByTestId('order-files').getByText('stock-golf-ecu.bin').waitFor();
    await shot(second, 'order-detail-stock');
  });

  it('shows the VIN history and the upgrade note for a car with a completed order', async () => {
    expect(firstOrderId).not.toBe('');
    await e2e.call(adminToken, 'POST', '/api/order-software/update-status', { id: firstOrderId, status: 'In Process' });
    await e2e.call(adminToken, 'POST', '/api/order-software/update-status', { id: firstOrderId, status: 'Completed' });
    const { number } = await e2e.call(adminToken, 'GET', `/api/order-software/view/${firstOrderId}`);

    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'dealer@demo.test', '/order-software');
    await page.fill('input[name="vin"]', DEMO_VIN);
    await page.getByRole('button', { name: 'Automatic (by VIN)' }).click();
    const history = page.getByTestId('vin-history');
    const row = history.getByRole('row').filter({ hasText: `#${number}` });
    await row.getByText('Completed').waitFor();
    await row.getByTestId('history-completed').waitFor();
    expect(await row.innerText()).toContain('STAGE ONE');
    await page.getByTestId('vin-matches').getByText('Volkswagen Golf · 2.0 TDI 150hp').click();
    await page.getByRole('button', { name: 'ECU', exact: true }).click();
    await page.getByTestId('upgrade-note').getByText(/^A previous ECU STAGE ONE order of .+ gives this order an upgrade discount$/).waitFor();
    await shot(page, 'order-software-vin-history');
    await row.getByRole('link', { name: `#${number}` }).click();
    await page.waitForURL(`**/admin/order-detail/${firstOrderId}`);
  });

  it('offers only DSG to a user whose order section is DSG', async () => {
    await e2e.call(adminToken, 'POST', '/api/user/assign-order-software-section', { userId: await e2e.userId(adminToken, 'subdealer@demo.test'), sections: ['DSG'] });
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'subdealer@demo.test', '/order-software');
    await page.getByRole('button', { name: 'Manual search' }).waitFor();
    await page.getByRole('button', { name: 'DSG', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'ECU', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'ECU + DSG', exact: true }).count()).toBe(0);
    await shot(page, 'order-software-dsg-only');
  });
});
