import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../support/app.js';

let portal: TestPortal;
beforeAll(async () => { portal = await createTestPortal(); });
afterAll(async () => portal?.close());

describe('bank details for buyers', () => {
  it('shows any signed-in buyer the active bank details of the house, and nothing inactive', async () => {
    const admin = await portal.login('admin@demo.test');
    const dealer = await portal.login('dealer@demo.test');
    for (const payload of [{ name: 'Bank transfer', details: 'IBAN NL91 DEMO 0417 1643 00', active: true }, { name: 'Old account', details: 'IBAN closed', active: false }]) {
      const saved = await portal.app.inject({ method: 'POST', url: '/api/invoice-numeration/save-payment', headers: portal.auth(admin), payload });
      expect(saved.statusCode).toBe(200);
    }
    const answer = await portal.app.inject({ url: '/api/invoice-numeration/payment-details', headers: portal.auth(dealer) });
    expect(answer.statusCode).toBe(200);
    const details = answer.json() as { name: string; details: string }[];
    expect(details).toEqual([{ name: 'Bank transfer', details: expect.stringContaining('IBAN NL91') }]);
    expect((await portal.app.inject({ url: '/api/invoice-numeration/payment-details' })).statusCode).toBe(401);
  });

  it("names as the house's beneficiary the business's legal name from the invoice settings, never the product's", async () => {
    const admin = await portal.login('admin@demo.test');
    const distributor = await portal.login('distributor@demo.test');
    const { prefix, numberLength, nextNumber } = (await portal.app.inject({ url: '/api/invoice-numeration/index', headers: portal.auth(admin) })).json();
    const saved = await portal.app.inject({ method: 'POST', url: '/api/invoice-numeration/save', headers: portal.auth(admin), payload: { prefix, numberLength, nextNumber, companyName: 'Demo Tuning Holding B.V.' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = await portal.app.inject({ method: 'POST', url: '/api/credit-order', headers: portal.auth(distributor), payload: { credits: 100, paymentMethod: 'bank_transfer' } });
    expect(placed.json()).toMatchObject({ sellerId: 'house', sellerName: 'Demo Tuning Holding B.V.' });
    const viewed = await portal.app.inject({ url: `/api/credit-order/view/${placed.json().id}`, headers: portal.auth(distributor) });
    expect(viewed.json()).toMatchObject({ sellerName: 'Demo Tuning Holding B.V.' });
  });
});
