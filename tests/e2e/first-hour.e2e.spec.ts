import { describe, expect, it } from 'vitest';
import { DEMO_OPENING_CREDITS, seedDemoBankDetails, seedDemoCredits } from '../../scripts/lib/demo-data.js';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { binaryFile, fillSettled, openAs, shot, signIn, useE2E } from './browser.js';
import { chooseStage, payAtCheckout, uploadRead } from './order-software.js';

// The README's "first hour" (issue 15), as a newcomer clicks it on the demo data: a dealer orders
// stage 2 for the demo Golf by VIN and pays, a calibrator takes the order from the queue and
// delivers, and the dealer downloads the tuned file. `npm run screenshots` runs this with
// E2E_SHOTS=docs/screenshots, so the README's pictures are the screens this test saw.

const DEMO_VIN = 'WVWZZZAUZFW123456';
// What `npm start` adds to a fresh data directory besides the demo accounts (scripts/start.ts).
const e2e = useE2E({}, async ({ portal }) => {
  await seedDemoBankDetails(portal.services.db);
  await seedDemoCatalogue(portal.services.db);
  await seedDemoCredits(portal.services);
  await seedDemoCredits(portal.services); // every start calls it: the second grants nothing
});

// The whole flow of two roles in one case: it gets more than the default 30 s on a loaded machine.
const WHOLE_FLOW_TIMEOUT_MS = 120_000;

describe("a newcomer's first order, from the README", () => {
  it('orders as a dealer, delivers as a calibrator and downloads as the dealer', async () => {
    const dealer = await e2e.newPage();
    await signIn(dealer, e2e.baseUrl, 'dealer@demo.test');
    await dealer.waitForURL('**/admin/dashboard');
    await dealer.getByTestId('top-bar-balance').waitFor();
    expect(await e2e.balanceOf('dealer@demo.test')).toBe(DEMO_OPENING_CREDITS['dealer@demo.test']);
    await shot(dealer, '01-dealer-dashboard');

    await dealer.goto(`${e2e.baseUrl}/admin/order-software`);
    await (await uploadRead(dealer, 'ECU')).getByText('File uploaded successfully').waitFor();
    await fillSettled(dealer, 'input[name="vin"]', DEMO_VIN);
    await dealer.getByRole('button', { name: 'Automatic (by VIN)' }).click();
    await dealer.getByTestId('vin-matches').getByText('Volkswagen Golf · 2.0 TDI 150hp').click();
    await chooseStage(dealer, 'ECU', 'STAGE TWO');
    await dealer.getByTestId('quote-total').waitFor();
    await shot(dealer, '02-dealer-order');
    await payAtCheckout(dealer);
    const heading = await dealer.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).innerText();
    const number = heading.replace('Order #', '');
    await dealer.getByTestId('order-status').filter({ hasText: 'New' }).waitFor();
    await shot(dealer, '03-dealer-order-placed');

    const calibrator = await e2e.newPage();
    await openAs(calibrator, e2e.baseUrl, 'calibrator@demo.test', '/files/orders');
    await calibrator.getByRole('tab', { name: 'Unassigned' }).click();
    const row = calibrator.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Dana Dealer' });
    await row.getByRole('button', { name: 'Take' }).waitFor();
    await shot(calibrator, '04-calibrator-queue');
    await row.getByRole('button', { name: 'Take' }).click();
    await calibrator.getByText(`Order #${number} is yours`).waitFor();
    await calibrator.getByRole('tab', { name: 'Mine' }).click();
    await calibrator.getByRole('row').filter({ hasText: 'Dana Dealer' }).filter({ hasText: 'Cal Calibrator' }).first().click();
    await calibrator.waitForURL('**/admin/order-detail/**');
    await calibrator.getByRole('button', { name: 'Deliver tuned files' }).click();
    const dialog = calibrator.getByRole('dialog');
    await dialog.getByTestId('slot-ECU').locator('input[type="file"]').setInputFiles(binaryFile('golf-stage2-tuned.bin'));
    await dialog.locator('textarea[name="deliver-note"]').fill('Stage 2 as ordered');
    await dialog.getByRole('button', { name: 'Deliver', exact: true }).click();
    await calibrator.getByTestId('order-status').filter({ hasText: 'Tune Supplied' }).waitFor();
    await shot(calibrator, '05-calibrator-delivered');

    await dealer.getByTestId('order-status').filter({ hasText: 'Tune Supplied' }).waitFor();
    const version = dealer.getByTestId('tuned-version-1');
    await Promise.all([dealer.waitForEvent('download'), version.getByRole('button', { name: 'Download' }).click()]);
    await version.getByTestId('download-check').getByText('SHA-256 checked: the download is the delivered file').waitFor();
    await shot(dealer, '06-dealer-download');
  }, WHOLE_FLOW_TIMEOUT_MS);
});
