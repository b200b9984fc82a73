import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../events/softwareOrders/statuses.js';
import { pdfText } from '../support/pdf-text.js';
import { ADMIN_OVERVIEW } from '../../api/services/links/sign.js';
import { usePortal } from '../support/use-portal.js';
import { catalogueGolf, moveOrderTo, ORDER_VIN as VIN, ORIGINAL_SHA as SHA, placeOrder as place } from './support.js';

// The public order links of spec section 2, without a token: the certificate of a paid order, the
// overview PDF per role, the customer's tracking page and the sample certificate. Orders are placed
// straight into the event store and charged by the real payment step (the upload route is not
// needed); the order's public id is the only key, its id and number are not.

const { portal, ids, headers } = usePortal(['admin', 'dealer', 'subdealer', 'support']);

const get = (url: string) => portal.app.inject({ method: 'GET', url });
const adminKey = (publicId: string) => portal.app.linkKey(ADMIN_OVERVIEW, publicId);
const golf = () => catalogueGolf(portal);
const placeOrder = (options: { onRequest?: boolean } = {}) => place(portal, { dealerId: ids.dealer, admin: headers.admin }, options);
const moveTo = (orderId: string, to: OrderStatus) => moveOrderTo(portal, orderId, to, ids.admin);

describe('the certificate of a tune (cert/{id}/{print})', () => {
  it('states a paid order\'s number, vehicle, stage, figures, VIN, dealer and original read, as facts and as a PDF', async () => {
    const order = await placeOrder();
    const facts = await get(`/api/public/cert/${order.publicId}`);
    expect(facts.statusCode, facts.body).toBe(200);
    expect(facts.headers['cache-control']).toBe('private, no-store');
    expect(facts.json()).toEqual({
      sample: false, number: order.number, date: expect.any(String), type: 'ECU',
      vehicle: { make: 'Volkswagen', model: 'Golf', generation: 'Mk7 (2012-2020)', engine: '2.0 TDI 150hp', gearbox: null },
      vin: VIN, dealerName: 'Dana Dealer',
      stages: [{ type: 'ECU', stage: '2', name: 'ECU STAGE TWO', power: { before: '150 hp', after: '200 hp' }, torque: { before: '340 Nm', after: '420 Nm' } }],
      originalReads: [{ unit: 'ECU', sha256: SHA }],
    });

    const pdf = await get(`/api/public/cert/${order.publicId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="certificate-${order.number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const expected of [`Order ${order.number}`, 'ECU STAGE TWO', '150 hp', '200 hp', '340 Nm', '420 Nm', VIN, 'Dana Dealer', 'Original read (ECU)', SHA]) expect(text).toContain(expected);

    const printable = await get(`/api/public/cert/${order.publicId}/pdf?print=1`);
    expect(printable.headers['content-disposition']).toBe(`inline; filename="certificate-${order.number}.pdf"`);
  });

  it('answers one 404 for the order id, the number, an unknown id, an unpaid or a cancelled order', async () => {
    const paid = await placeOrder();
    const onRequest = await placeOrder({ onRequest: true });
    const cancelled = await placeOrder();
    await moveTo(cancelled.orderId, 'Cancel');
    for (const id of [paid.orderId, randomUUID(), onRequest.publicId, cancelled.publicId]) {
      for (const url of [`/api/public/cert/${id}`, `/api/public/cert/${id}/pdf`]) {
        const response = await get(url);
        expect([url, response.statusCode, response.json().code]).toEqual([url, 404, 'CERTIFICATE_NOT_FOUND']);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    }
    // Not a uuid at all: the path's own 404.
    expect((await get(`/api/public/cert/${paid.number}/pdf`)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await get(`/api/public/cert/${paid.publicId}/pdf?print=yes`)).statusCode).toBe(400);
  });
});

describe('the order overview (overview-pdf/{id}/{rol})', () => {
  it('gives the dealer the order without internals and the administration its payment and timeline', async () => {
    const order = await placeOrder();
    await moveTo(order.orderId, 'Waiting for response');
    const dealer = await get(`/api/public/overview/${order.publicId}/dealer/pdf`);
    expect(dealer.statusCode).toBe(200);
    expect(dealer.headers['content-disposition']).toBe(`attachment; filename="order-${order.number}-dealer.pdf"`);
    const dealerText = pdfText(dealer.rawPayload);
    for (const expected of [`ORDER ${order.number}`, 'Response required', 'ECU STAGE TWO', VIN, 'ECU Idle RPM: +50 rpm', SHA]) expect(dealerText).toContain(expected);
    for (const internal of ['Timeline', 'Charged', 'credits']) expect(dealerText).not.toContain(internal);

    // The administration's overview needs its link's key: the dealer's link turned to `admin` is not found.
    expect((await get(`/api/public/overview/${order.publicId}/admin/pdf`)).statusCode).toBe(404);
    expect((await get(`/api/public/overview/${order.publicId}/admin/pdf?key=${'0'.repeat(32)}`)).statusCode).toBe(404);
    const adminText = pdfText((await get(`/api/public/overview/${order.publicId}/admin/pdf?key=${adminKey(order.publicId)}`)).rawPayload);
    for (const expected of [`ORDER ${order.number}`, 'Timeline', 'Charged', '349,00 credits', 'Paid', 'Placed: ECU 2', 'Status: New → Response required'.replace('→', '->')]) expect(adminText).toContain(expected);
  });

  it('shows an order waiting for its price, and 404 for an unknown role, the order id or an unknown id', async () => {
    const order = await placeOrder({ onRequest: true });
    const admin = pdfText((await get(`/api/public/overview/${order.publicId}/admin/pdf?key=${adminKey(order.publicId)}`)).rawPayload);
    expect(admin).toContain('Waiting for its price (on request)');
    expect(admin).toContain('On request');
    expect((await get(`/api/public/overview/${order.publicId}/customer/pdf`)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    for (const id of [order.orderId, randomUUID()]) {
      expect((await get(`/api/public/overview/${id}/dealer/pdf`)).json()).toMatchObject({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
    }
  });
});

describe('the tracking page (detail-order/{number_order})', () => {
  it('shows the order\'s status by its display name, with the order\'s public id as key', async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    const url = `/api/public/orders/${order.number}?key=${order.publicId}`;
    expect((await get(url)).json()).toEqual({
      number: order.number, type: 'ECU', stage: '2', stageName: 'ECU STAGE TWO', status: 'New', placedAt: expect.any(String), updatedAt: expect.any(String),
      vehicle: { make: 'Volkswagen', model: 'Golf', generation: 'Mk7 (2012-2020)', engine: '2.0 TDI 150hp', gearbox: null },
    });
    await moveTo(order.orderId, 'In Process');
    await moveTo(order.orderId, 'Waiting on feedback');
    expect((await get(url)).json().status).toBe('Tune Supplied');

    for (const key of [other.publicId, order.orderId, randomUUID()]) {
      const response = await get(`/api/public/orders/${order.number}?key=${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('SOFTWARE_ORDER_NOT_FOUND');
    }
    expect((await get(`/api/public/orders/${order.number}`)).statusCode).toBe(400);
    expect((await get(`/api/public/orders/0?key=${order.publicId}`)).json().code).toBe('NOT_FOUND');
  });

  it('opens by the number alone for a signed-in reader of the order, with its id; for no one else', async () => {
    const order = await placeOrder();
    const asReader = (who: 'dealer' | 'admin' | 'support' | 'subdealer') =>
      portal.app.inject({ method: 'GET', url: `/api/order-software/tracking/${order.number}`, headers: headers[who] });
    const publicAnswer = (await get(`/api/public/orders/${order.number}?key=${order.publicId}`)).json();
    for (const who of ['dealer', 'admin', 'support'] as const) {
      const response = await asReader(who);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual({ ...publicAnswer, id: order.orderId });
    }
    // Not the sub-dealer's order (it sits below the dealer), nor a number without an order: one 404; no token: 401.
    expect((await asReader('subdealer')).json()).toMatchObject({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
    const unknown = await portal.app.inject({ method: 'GET', url: '/api/order-software/tracking/99999', headers: headers.dealer });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'SOFTWARE_ORDER_NOT_FOUND' });
    expect((await get(`/api/order-software/tracking/${order.number}`)).statusCode).toBe(401);
  });
});

describe('the sample certificate (dummy/{id})', () => {
  it('prints a catalogue vehicle\'s ECU stages, marked as a sample', async () => {
    const response = await get(`/api/public/dummy/${await golf()}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    for (const expected of ['SAMPLE — not a certificate', 'Golf', 'ECU STAGE ONE', 'ECU STAGE TWO', 'ECU STAGE THREE', '150 hp', '190 hp', '200 hp', '420 Nm', 'On request']) expect(text).toContain(expected);
    expect(text).not.toContain('Order number');
    expect((await get(`/api/public/dummy/${randomUUID()}/pdf`)).json()).toMatchObject({ statusCode: 404, code: 'VEHICLE_NOT_FOUND' });
  });
});

describe('the public links together', () => {
  it('limit how often one address may ask', async () => {
    const url = `/api/public/orders/1?key=${randomUUID()}`;
    let limited: { statusCode: number; json(): { code: string } } | undefined;
    for (let i = 0; i <= 60 && !limited; i += 1) {
      const response = await get(url);
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.json().code).toBe('TOO_MANY_PUBLIC_REQUESTS');
  });
});
