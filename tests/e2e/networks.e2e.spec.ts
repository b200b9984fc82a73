import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAs, shot, useE2E } from './browser.js';

// The Admin's dealer networks screen: both accounts are searched as they are typed (a large network
// has thousands of dealers: no list of all of them is loaded), then the dealer leaves and rejoins
// the distributor's network.

const e2e = useE2E();

/** Types into the picker, waits for the server's answer to what was typed (with the role), picks. */
const pick = async (page: Page, label: string, role: string, typed: string, option: RegExp) => {
  const searched = page.waitForResponse((r) => {
    const url = decodeURIComponent(r.url());
    return url.includes('/api/users?') && url.includes(`"q":"${typed}"`) && url.includes(`"role":"${role}"`) && url.includes('range=[0,19]');
  });
  await page.getByLabel(label, { exact: true }).fill(typed);
  await searched;
  await page.getByRole('option', { name: option }).click();
};

describe('the dealer networks screen', () => {
  it('finds a distributor and a dealer by what is typed, and moves the dealer out of the network and back', async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/dealer-network');
    // What is typed goes to the server with the role: 20 answers at most, not every account.
    await pick(page, 'Distributor', 'Distributor', 'dario', /distributor@demo\.test/);
    await pick(page, 'Dealer', 'Dealer', 'dana', /dealer@demo\.test/);
    // The demo dealer is in the demo distributor's network: the button takes it out.
    await page.getByRole('button', { name: 'Remove from the network' }).click();
    await page.getByText('The dealer was removed from the network').waitFor();
    await page.getByRole('button', { name: 'Add to the network' }).click();
    await page.getByText("The dealer is now in the distributor's network").waitFor();
    await page.getByRole('button', { name: 'Remove from the network' }).waitFor();
    await shot(page, 'networks-dealers');
  });
});
