import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openAs, useE2E } from './browser.js';

let adminToken: string;
let dealerId: string;
const e2e = useE2E({}, async ({ portal, call, userId }) => {
  adminToken = await portal.login('admin@demo.test');
  dealerId = await userId(adminToken, 'dealer@demo.test');
  await call(adminToken, 'POST', '/api/credit/order-without-balance', { userId: dealerId, allowed: true, limit: 400 });
});

/** The dealer's allowance as the server keeps it. */
const savedAllowance = async () => (await e2e.call(adminToken, 'GET', `/api/user/detail/${dealerId}`)).allowedOrderNoBalance;

/** The allowance card's form on the account's page, opened by an Admin. */
const openCard = async () => {
  const page = await e2e.newPage('en-GB');
  await openAs(page, e2e.baseUrl, 'admin@demo.test', `/profile-admin/${dealerId}`);
  return page.locator('form').filter({ has: page.getByText('Allow ordering without balance') });
};

const save = async (card: Locator) => {
  const saved = card.page().waitForResponse((r) => r.url().endsWith('/api/credit/order-without-balance') && r.request().method() === 'POST');
  await card.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
};

describe('the credit limit an Admin sets on an account', () => {
  it('saves the 500 the Admin types into the field of a saved 400 (not 400,500)', async () => {
    const card = await openCard();
    await card.getByLabel('Limit (credits)').click();
    await card.page().keyboard.type('500');
    await save(card);
    await expect.poll(savedAllowance).toEqual({ status: true, limit: 500 });
  });

  it('keeps the saved limit for a field left empty, and removes it only when asked', async () => {
    await e2e.call(adminToken, 'POST', '/api/credit/order-without-balance', { userId: dealerId, allowed: true, limit: 300 });
    const card = await openCard();
    const limit = card.getByLabel('Limit (credits)');
    expect(await limit.inputValue()).toBe('');
    await card.getByText('Empty: keeps 300 credits').waitFor();
    await save(card);
    await expect.poll(savedAllowance).toEqual({ status: true, limit: 300 });

    await card.getByLabel('Remove the limit').check();
    await limit.waitFor({ state: 'detached' });
    await save(card);
    await expect.poll(savedAllowance).toEqual({ status: true, limit: null });
  });
});
