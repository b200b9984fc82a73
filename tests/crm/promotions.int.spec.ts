import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { readUploadForm } from '../../scripts/lib/multipart.js';
import { crmPortal, type CrmPortal, type Who } from './support.js';

// Issue 14: a promotion does something real. It changes the price of a credit order (the quote of
// GET credit-order/payment-draft and the order POST credit-order places) and of a software order
// (POST order-software/quote and create) for the chosen users only, and stops at its end date (the
// app's clock is fixed and moved by the test).

let t: CrmPortal;
beforeAll(async () => {
  t = await crmPortal('2026-12-10T12:00:00.000Z');
  await seedDemoCatalogue(t.portal.services.db);
  // For the distributor only, 10 % off credits and software, until the end of the 20th.
  const created = await t.post('admin', '/api/crm-sales/create-promotion', {
    title: { en: 'Winter deal', es: 'Oferta de invierno' }, discountPercent: 10, products: ['credits', 'software'], userIds: [t.ids.distributor],
    startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-20T23:59:59Z',
  });
  if (created.statusCode !== 201) throw new Error(created.body);
});
afterAll(async () => t?.close());

const draftOf = async (who: Who) => (await t.get(who, '/api/credit-order/payment-draft?credits=100&fromHouse=true&paymentMethod=bank_transfer')).json();

describe('a promotion on a credit order', () => {
  it('the quote shows it as a line for the chosen user: 100 credits at 90.00, 10 % off = 81.00', async () => {
    expect(await draftOf('distributor')).toMatchObject({
      listPrice: 90, amount_original: 81, amount: 81, promotion: { title: 'Winter deal', discountPercent: 10, discount: 9 },
    });
    expect(await draftOf('dealer')).toMatchObject({ listPrice: 90, amount_original: 90, promotion: null });
  });

  it('the order placed keeps the promoted price and names the promotion; another buyer pays the table price', async () => {
    const placed = await t.post('distributor', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ credits: 100, price: 81, total: 81, promotion: { title: 'Winter deal', discountPercent: 10, discount: 9, listPrice: 90 } });
    const other = await t.post('dealer', '/api/credit-order', { credits: 100, paymentMethod: 'bank_transfer', fromHouse: true });
    expect(other.json()).toMatchObject({ price: 90, promotion: null });
  });
});

const upload = async (who: Who) => {
  const form = readUploadForm('ECU');
  const response = await t.portal.app.inject({
    method: 'POST', url: '/api/files/upload', headers: { ...t.portal.auth(await t.portal.login(`${who}@demo.test`)), 'content-type': form.contentType }, payload: form.body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};
const golf = async () => (await t.portal.services.db.selectFrom('vehicles').select('id').where('engine', '=', '2.0 TDI 150hp').where('model', '=', 'Golf').executeTakeFirstOrThrow()).id;
const draftFor = async (who: Who) => ({ type: 'ECU', stage: '2', vehicleId: await golf(), vin: 'WVWZZZ1KZ8W123456', files: [{ uploadId: await upload(who) }] });
type Line = { code: string; label: string; amount: number | null };

describe('a promotion on a software order', () => {
  it('quotes 10 % off as a line of its own for the chosen user only, and the order is created at that price', async () => {
    const plain = (await t.post('dealer', '/api/order-software/quote', await draftFor('dealer'))).json();
    expect(plain.lines.map((l: Line) => l.code)).not.toContain('promotion');
    const draft = await draftFor('distributor');
    const quote = (await t.post('distributor', '/api/order-software/quote', draft)).json();
    // The same stage for both: the promotion takes 10 % of the dealer's total off.
    const discount = Math.round(plain.total * 10) / 100;
    expect(quote.lines.at(-1)).toEqual({ code: 'promotion', label: 'Promotion Winter deal (-10%)', amount: -discount });
    expect(quote.total).toBeCloseTo(plain.total - discount, 2);

    const given = await t.post('admin', '/api/credit/transfer', { to: t.ids.distributor, amount: quote.total });
    expect(given.statusCode, given.body).toBe(200);
    const created = await t.post('distributor', '/api/order-software/create', { ...draft, expectedTotal: quote.total });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ total: quote.total, charged: quote.total });
  });
});

describe('after its end date', () => {
  it('no price gets it any more', async () => {
    t.clock.now = new Date('2026-12-21T00:00:00.000Z');
    expect(await draftOf('distributor')).toMatchObject({ amount_original: 90, promotion: null });
    const quote = (await t.post('distributor', '/api/order-software/quote', await draftFor('distributor'))).json();
    expect(quote.lines.map((l: Line) => l.code)).not.toContain('promotion');
    const deals = (await t.get('admin', '/api/crm-sales/get-deals')).json();
    expect(deals).toEqual([expect.objectContaining({ title: { en: 'Winter deal', es: 'Oferta de invierno' }, status: 'ended' })]);
  });
});
