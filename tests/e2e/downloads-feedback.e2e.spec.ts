import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileForm, pdfBytes } from '../downloads/support.js';
import { moveOrderTo, placeOrder } from '../softwareOrders/support.js';
import { openAs, shot, useE2E } from './browser.js';

// Downloads and feedback in the browser (issue 14): a dealer working in Spanish finds the Admin's
// section under its Spanish title, downloads its file, then rates its completed order; the Admin
// sees the rating in feedback/index.

const manual = pdfBytes(4096);
let orderId = '';
let orderNumber = 0;

const e2e = useE2E({}, async ({ portal, userId }) => {
  const admin = portal.auth(await portal.login('admin@demo.test'));
  const dealerId = await userId(admin, 'dealer@demo.test');
  const adminId = await userId(admin, 'admin@demo.test');
  ({ orderId, number: orderNumber } = await placeOrder(portal, { dealerId, admin }));
  await moveOrderTo(portal, orderId, 'In Process', adminId);
  await moveOrderTo(portal, orderId, 'Completed', adminId);
  const section = await portal.app.inject({ method: 'POST', url: '/api/general-files/create-section', headers: admin, payload: { title: { en: 'Flashing manuals', es: 'Manuales de flasheo' }, description: { en: 'Read before flashing', es: 'Léalos antes de flashear' } } });
  const form = fileForm(manual, 'guia-flasheo.pdf');
  const uploaded = await portal.app.inject({ method: 'POST', url: `/api/general-files/upload/${section.json().id}`, headers: { ...admin, 'content-type': form.contentType }, payload: form.body });
  if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
});

describe('downloads and feedback in the browser', () => {
  it('a dealer (in Spanish) downloads a file and rates its order; the Admin sees the rating', async () => {
    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/downloads');
    const section = dealer.getByTestId('download-section').filter({ hasText: 'Manuales de flasheo' });
    await section.getByText('Léalos antes de flashear').waitFor();
    await section.getByTestId('download-file').getByText('guia-flasheo.pdf').waitFor();
    await shot(dealer, 'downloads-dealer-es');
    const [download] = await Promise.all([dealer.waitForEvent('download'), section.getByTestId('download-file-button').click()]);
    expect(download.suggestedFilename()).toBe('guia-flasheo.pdf');
    expect(readFileSync(await download.path()).equals(manual)).toBe(true);

    await dealer.goto(`${e2e.baseUrl}/admin/order-detail/${orderId}`);
    await dealer.getByTestId('leave-feedback').getByText('Dejar una valoración').click();
    await dealer.getByText(`Valorar el pedido n.º ${orderNumber}`).waitFor();
    // MUI's stars are labels of visually hidden radios: a click on the fourth label gives 4.
    const fourth = await dealer.getByTestId('feedback-rating').locator('input[value="4"]').getAttribute('id');
    await dealer.locator(`label[for="${fourth}"]`).click();
    await dealer.getByTestId('feedback-comment').fill('Muy buen trabajo, el coche va perfecto');
    await dealer.getByTestId('feedback-send').click();
    await dealer.getByTestId('order-feedback-given').getByText('Su valoración: 4/5').waitFor();
    await shot(dealer, 'feedback-dealer-given');

    const admin = await e2e.newPage();
    await openAs(admin, e2e.baseUrl, 'admin@demo.test', '/feedback');
    const row = admin.getByTestId('feedback-row').filter({ hasText: 'Muy buen trabajo, el coche va perfecto' });
    await row.getByText('Dana Dealer').waitFor();
    await row.getByText(`Order #${orderNumber}`).waitFor();
    await shot(admin, 'feedback-admin-list');
    // The Admin reads the same section in English.
    await admin.goto(`${e2e.baseUrl}/admin/downloads`);
    await admin.getByTestId('download-section').getByText('Flashing manuals').waitFor();
  });

  it('a dealer (in Spanish) rates the service from its dashboard; a visitor finds the contact form from the sign-in page', async () => {
    const dealer = await e2e.newPage('es-ES');
    await openAs(dealer, e2e.baseUrl, 'dealer@demo.test', '/dashboard');
    await dealer.getByTestId('rate-service').getByText('Valorar el servicio').click();
    const dialog = dealer.getByRole('dialog');
    await dialog.getByText('Valore nuestro servicio').waitFor();
    const fifth = await dialog.getByTestId('feedback-rating').locator('input[value="5"]').getAttribute('id');
    await dialog.locator(`label[for="${fifth}"]`).click();
    await dialog.getByTestId('feedback-comment').fill('Siempre rápidos');
    await dialog.getByTestId('feedback-send').click();
    await dialog.waitFor({ state: 'detached' });
    const listed = await e2e.call(await e2e.portal.login('admin@demo.test'), 'GET', '/api/feedback/index?filter=%7B%22kind%22%3A%22service%22%7D');
    expect(JSON.stringify(listed)).toContain('Siempre rápidos');

    const visitor = await e2e.newPage();
    await visitor.goto(`${e2e.baseUrl}/admin/login`);
    await visitor.getByRole('link', { name: 'Contact us' }).click();
    await visitor.waitForURL('**/admin/contact-us');
  });

  it('an Admin reads the contact requests 25 at a time', async () => {
    // 30 visitors (each its own address: the public form is rate-limited per address).
    for (let i = 0; i < 30; i += 1) {
      const sent = await e2e.portal.app.inject({
        method: 'POST', url: '/api/contact', remoteAddress: `10.9.0.${i + 1}`, payload: { name: `Visitor ${i}`, email: `visitor-${i}@mail.test`, message: `Question ${i}` },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const page = await e2e.newPage('en-GB');
    await openAs(page, e2e.baseUrl, 'admin@demo.test', '/contact');
    const rows = page.getByTestId('contact-row');
    await page.getByText(/^1-25 of \d+$/).waitFor();
    expect(await rows.count()).toBe(25);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(/^26-\d+ of \d+$/).waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(25);
  });
});
