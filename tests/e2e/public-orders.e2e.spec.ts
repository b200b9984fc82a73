import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInDemo } from '../support/app.js';
import { catalogueGolf, ORDER_VIN, ORIGINAL_SHA, placeOrder, type PlacedOrder } from '../softwareOrders/support.js';
import { useE2E } from './browser.js';

// The public order links in a browser without signing in (spec section 2): the certificate of a
// paid order and the customer's tracking page, in English and in Spanish.

let order: PlacedOrder;
const shots = join(tmpdir(), 'portal-e2e');

const e2e = useE2E({}, async ({ portal }) => {
  const { ids, headers } = await signInDemo(portal, ['admin']);
  order = await placeOrder(portal, { dealerId: ids.dealer, admin: headers.admin });
  mkdirSync(shots, { recursive: true });
});

describe('public order links in the browser', () => {
  it('shows the certificate of a paid order to anyone with its link, with download and print', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/admin/cert/${order.publicId}`);
    await page.getByRole('heading', { name: 'Certificate of tuning' }).waitFor();
    await page.getByText(`Order ${order.number} ·`).waitFor();
    for (const text of [ORDER_VIN, 'Dana Dealer', 'ECU STAGE TWO', '150 hp', '200 hp', '340 Nm', '420 Nm', ORIGINAL_SHA]) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    const print = page.getByRole('link', { name: 'Print' });
    expect(await print.getAttribute('href')).toBe(`/api/public/cert/${order.publicId}/pdf?print=1`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${order.number}.pdf`);
    await page.screenshot({ path: join(shots, 'certificate-en.png'), fullPage: true });
    // Still not signed in: the page did not send the visitor to the login.
    expect(page.url()).toBe(`${e2e.baseUrl}/admin/cert/${order.publicId}`);
  });

  it('says "Certificate not found" for the order id instead of its public id', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/admin/cert/${order.orderId}`);
    await page.getByRole('alert').getByText('Certificate not found').waitFor();
  });

  it('shows the certificate and the tracking page in Spanish', async () => {
    const page = await e2e.newPage('es-ES');
    await page.goto(`${e2e.baseUrl}/admin/cert/${order.publicId}/print`);
    await page.getByRole('heading', { name: 'Certificado de reprogramación' }).waitFor();
    await page.getByText('ECU Etapa 2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Descargar PDF' }).waitFor();
    await page.locator('iframe[title="Certificado de reprogramación"]').waitFor();
    await page.screenshot({ path: join(shots, 'certificate-es-print.png'), fullPage: true });

    await page.goto(`${e2e.baseUrl}/admin/detail-order/${order.number}?key=${order.publicId}`);
    await page.getByRole('heading', { name: 'Estado del pedido' }).waitFor();
    await page.getByText(`Pedido ${order.number}`).waitFor();
    expect(await page.getByText('Nuevo').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'detail-order-es.png'), fullPage: true });
  });

  it('shows the tracking page in English, and nothing without the right key', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/admin/detail-order/${order.number}?key=${order.publicId}`);
    await page.getByRole('heading', { name: 'Order status' }).waitFor();
    await page.getByText('Volkswagen Golf Mk7 (2012-2020)').waitFor();
    expect(await page.getByText('ECU STAGE TWO').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'detail-order-en.png'), fullPage: true });

    for (const query of [`?key=${order.orderId}`, '']) {
      await page.goto(`${e2e.baseUrl}/admin/detail-order/${order.number}${query}`);
      await page.getByRole('alert').getByText('Order not found').waitFor();
    }
  });

  it('embeds the overview and the sample certificate, and sends /put-order to sign in', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/admin/overview-pdf/${order.publicId}/dealer`);
    await page.getByText('For the dealer').waitFor();
    await page.locator('iframe[title="Order overview"]').waitFor();
    expect(await page.getByRole('button', { name: 'Download PDF' }).isEnabled()).toBe(true);

    await page.goto(`${e2e.baseUrl}/admin/dummy/${await catalogueGolf(e2e.portal)}`);
    await page.getByText('SAMPLE — not a certificate').waitFor();
    await page.locator('iframe[title="Sample certificate"]').waitFor();

    // put-order: a public page of its own, leading a visitor to sign in or register.
    await page.goto(`${e2e.baseUrl}/admin/put-order`);
    await page.getByRole('link', { name: 'Sign in to order' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/put-order');
  });
});
