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
});
