import { describe, expect, it } from 'vitest';
import { signIn, useE2E } from './browser.js';

const e2e = useE2E();

describe('price policy in the browser', () => {
  it('lets an admin edit the default price policy, which cannot be picked for deletion', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${e2e.baseUrl}/admin/price-policy`);
    const row = page.getByRole('row', { name: /Everyone \(default\)/ });
    await row.waitFor();
    expect(await row.getByRole('checkbox').isDisabled()).toBe(true);

    await row.getByText('Everyone (default)').click();
    await page.getByText('Default policy').waitFor();
    await page.fill('input[name="discount_after_a_year"]', '35');
    await page.fill('input[name="minimum_price"]', '25.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/price-policy');
    await page.getByRole('row', { name: /35 %/ }).waitFor();

    const token = await e2e.portal.login('dealer@demo.test');
    const applying = await e2e.portal.app.inject({ method: 'GET', url: '/api/common/price-policy', headers: e2e.portal.auth(token) });
    expect(applying.json()).toMatchObject({ scope: 'default', discount_after_a_year: 35, minimum_price: 25.5, only_on_upgrade_fee: true });
  });

  it('lets an admin add a policy for a country, asking for a country or a dealer first', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${e2e.baseUrl}/admin/price-policy/create`);
    // The numbers start empty: clicking into a field and typing gives what was typed (a pre-filled 50 became 5020).
    for (const [name, typed] of [['discount_after_a_year', '20'], ['minimum_price', '15']]) {
      expect(await page.inputValue(`input[name="${name}"]`), name).toBe('');
      await page.click(`input[name="${name}"]`);
      await page.keyboard.type(typed);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Choose a country or a dealer').first().waitFor();

    await page.getByRole('combobox', { name: 'Country' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/price-policy');
    await page.getByRole('row', { name: /Germany/ }).waitFor();
    const row = await e2e.portal.services.db.selectFrom('price_policies').selectAll().where('country_id', '=', 'DE').executeTakeFirst();
    expect(row).toMatchObject({ discount_after_a_year: '20.00', minimum_price: '15.00', dealer_id: null });
  });

  it('saves the software pricing matrix at once', async () => {
    const page = await e2e.newPage();
    await signIn(page, e2e.baseUrl, 'admin@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${e2e.baseUrl}/admin/software-pricing`);
    await page.fill('input[name="cells.one_hour.ECU"]', '210');
    await page.fill('input[name="cells.two_days.ECU_DSG"]', '42.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Software pricing saved (2 prices changed)').waitFor();
    const rows = await e2e.portal.services.db.selectFrom('software_prices').select(['urgency', 'order_type', 'price']).where('price', 'in', ['210.00', '42.50']).orderBy('price').execute();
    expect(rows).toEqual([{ urgency: '2 days', order_type: 'ECU + DSG', price: '42.50' }, { urgency: '1 hour', order_type: 'ECU', price: '210.00' }]);
  });
});
