import { describe, expect, it } from 'vitest';
import { fillSettled, openAs, useE2E } from './browser.js';

const e2e = useE2E();

const couponRow = (code: string) => e2e.portal.services.db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();

describe('coupons in the browser', () => {
  it('lets an admin create a coupon, find it in the list, edit it and deactivate it after confirming', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/coupon/create');
    await fillSettled(page, 'input[name="discountPercent"]', '25');
    // Typed in lower case: the form writes codes as the server keeps them.
    await page.fill('input[name="code"]', 'spring-25');
    expect(await page.inputValue('input[name="code"]')).toBe('SPRING-25');
    await page.fill('input[name="maxUses"]', '10');
    await page.fill('input[name="validUntil"]', '2099-12-31T23:59');
    await page.fill('textarea[name="description"]', 'Spring promotion');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/coupon');
    const row = page.getByRole('row', { name: /SPRING-25/ });
    await row.waitFor();
    await row.getByText('25 %').waitFor();
    await row.getByText('0 / 10').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await couponRow('SPRING-25')).toMatchObject({ discount_percent: '25.00', max_uses: 10, active: true, description: 'Spring promotion' });

    await row.getByText('SPRING-25').click();
    await page.waitForURL('**/admin/coupon/SPRING-25');
    await fillSettled(page, 'input[name="discountPercent"]', '30');
    await page.fill('input[name="maxUsesPerDealer"]', '2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/coupon');
    await page.getByRole('row', { name: /SPRING-25/ }).getByText('30 %').waitFor();
    expect(await couponRow('SPRING-25')).toMatchObject({ discount_percent: '30.00', max_uses_per_dealer: 2, max_uses: 10 });

    await page.getByRole('row', { name: /SPRING-25/ }).getByText('SPRING-25').click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Dealers will no longer be able to use this code').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Inactive', { exact: true }).first().waitFor();
    expect(await couponRow('SPRING-25')).toMatchObject({ active: false, discount_percent: '30.00' });
  });

  it('refuses a 70 % discount with the spec message before sending it', async () => {
    const page = await e2e.newPage();
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/coupon/create');
    await fillSettled(page, 'input[name="code"]', 'TOO-MUCH');
    await page.fill('input[name="discountPercent"]', '70');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The discount must be at most 65%').first().waitFor();
    expect(page.url()).toContain('/admin/coupon/create');
    expect(await couponRow('TOO-MUCH')).toBeUndefined();
  });

  it('speaks Spanish, and lets Support view coupons without changing them', async () => {
    const page = await e2e.newPage('es-ES');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/coupon/create');
    await fillSettled(page, 'input[name="code"]', 'VERANO');
    await page.fill('input[name="discountPercent"]', '70');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El descuento debe ser como máximo del 65%').first().waitFor();
    await page.fill('input[name="discountPercent"]', '12.5');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/admin/coupon');
    await page.getByRole('row', { name: /VERANO/ }).getByText('Activo', { exact: true }).first().waitFor();

    const support = await e2e.newPage();
    await openAs(support, e2e.baseUrl, 'support@demo.test', '/coupon');
    await support.getByRole('row', { name: /VERANO/ }).waitFor();
    expect(await support.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await support.getByRole('menuitem', { name: 'Coupons' }).waitFor();
  });
});
