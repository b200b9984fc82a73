import { describe, expect, it } from 'vitest';
import { openAs, useE2E } from './browser.js';

let adminToken: string;
const e2e = useE2E({}, async ({ portal, call }) => {
  adminToken = await portal.login('admin@demo.test');
  const { prefix, numberLength } = await call(adminToken, 'GET', '/api/invoice-numeration/index');
  await call(adminToken, 'POST', '/api/invoice-numeration/save', { prefix, numberLength, nextNumber: 42, companyName: 'Demo Tuning Holding B.V.' });
});

const savedNumeration = async () => e2e.call(adminToken, 'GET', '/api/invoice-numeration/index');

describe('the next invoice number an Admin sets', () => {
  it('saves the 1000 typed into the field of a saved 42 (not 421000), and keeps 42 for a field left empty', async () => {
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/invoice-numeration');
    const form = page.locator('form').filter({ has: page.getByLabel('Next number') });
    const next = form.getByLabel('Next number');
    expect(await next.inputValue()).toBe('');
    await form.getByText('Empty: keeps 42').waitFor();

    const save = async () => {
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/invoice-numeration/save'));
      await form.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);
    };
    await form.getByLabel('Company name').fill('Gearbox Tuning B.V.');
    await save();
    await expect.poll(savedNumeration).toMatchObject({ nextNumber: 42, companyName: 'Gearbox Tuning B.V.' });

    await next.click();
    await page.keyboard.type('1000');
    await save();
    await expect.poll(savedNumeration).toMatchObject({ nextNumber: 1000 });
  });
});
