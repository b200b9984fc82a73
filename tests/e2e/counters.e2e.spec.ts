import { describe, expect, it } from 'vitest';
import { openAs, useE2E } from './browser.js';

// Spec sections 2 and 6: the administrator's sidebar shows red badges with live counters.

const e2e = useE2E();

describe('sidebar counters in the browser', () => {
  it("shows a dealer's vehicle request on the administrator's New products entry, live", async () => {
    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/dashboard');
    const newProducts = admin.getByRole('menuitem', { name: /New products/ });
    await newProducts.waitFor();
    expect(await newProducts.getByLabel(/new vehicle request/).count()).toBe(0);

    const dealer = await e2e.newPage();
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/vehicle-search');
    await dealer.getByRole('button', { name: 'Request a vehicle' }).click();
    const dialog = dealer.getByRole('dialog');
    await dialog.locator('input[name="make"]').fill('Cupra');
    await dialog.locator('input[name="model"]').fill('Tavascan');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dealer.getByText('Request sent').waitFor();
    // Dealers have no administrator entries, so no counters.
    expect(await dealer.getByRole('menuitem', { name: /New products/ }).count()).toBe(0);

    // The admin's page was not reloaded: the live socket made the sidebar refetch.
    const badge = newProducts.getByLabel('1 new vehicle request');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('1');
  });
});
