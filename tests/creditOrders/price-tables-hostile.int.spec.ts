import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPortal, type CreditPortal } from './portal.js';

// The credit price tables as a stranger uses them, beyond price-tables.int.spec.ts and the OpenAPI
// sweep: ids of nobody, ids in capitals, accounts outside the caller's network, query fields no route
// reads. Each answer is the right table or a 4xx with a stable code.

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
});
afterAll(async () => t?.close());

const NOBODY = '00000000-0000-4000-8000-000000000000';
const table = (...rows: [number, number][]) => ({ priceList: rows.map(([credits, price]) => ({ credits, price })) });

describe('credit price tables, hostile', () => {
  it('answers 404 for the table of an account that does not exist, to the Admin too (not the base table under that id)', async () => {
    for (const who of ['admin', 'distributor', 'dealer'] as const) {
      const response = await t.get(who, `/api/credit-price-config/index/${NOBODY}`);
      expect([response.statusCode, response.json().code], who).toEqual([404, 'USER_NOT_FOUND']);
    }
    expect((await t.put('admin', `/api/credit-price-config/index/${NOBODY}`, table([10, 9]))).statusCode).toBe(404);
  });

  it('reads an id spelled in capitals as that account: its own table, for the Admin, the owner and the parent', async () => {
    expect((await t.put('distributor', `/api/credit-price-config/index/${t.ids.distributor}`, table([10, 9], [100, 85]))).statusCode).toBe(200);
    const upper = t.ids.distributor.toUpperCase();
    for (const who of ['admin', 'distributor'] as const) {
      const response = await t.get(who, `/api/credit-price-config/index/${upper}`);
      expect(response.statusCode, `${who} ${response.body}`).toBe(200);
      expect(response.json(), who).toMatchObject({ owner: t.ids.distributor, source: 'own', priceList: [{ credits: 10, price: 9 }, { credits: 100, price: 85 }] });
    }
    expect((await t.get('distributor', `/api/credit-price-config/index/${t.ids.dealer.toUpperCase()}`)).json()).toMatchObject({ owner: t.ids.dealer });
  });

  it('refuses tables outside the caller\'s reach: grandchildren, parents, staff', async () => {
    const refused: [Parameters<CreditPortal['get']>[0], string][] = [
      ['distributor', t.ids.subdealer], ['dealer', t.ids.distributor], ['subdealer', t.ids.dealer], ['calibrator', t.ids.dealer], ['support', t.ids.distributor],
    ];
    for (const [who, id] of refused) {
      const response = await t.get(who, `/api/credit-price-config/index/${id}`);
      expect([response.statusCode, response.json().code], `${who} → ${id}`).toEqual([403, 'NOT_YOUR_PRICE_TABLE']);
    }
    const other = await t.put('distributor', `/api/credit-price-config/index/${t.ids.dealer}`, table([10, 1]));
    expect([other.statusCode, other.json().code]).toEqual([403, 'ONLY_OWN_PRICE_TABLE']);
    expect((await t.get('distributor', '/api/credit-price-config/index/..%2F..%2Fbase')).statusCode).toBe(404);
  });

  it('refuses query fields none of the routes reads, with FIELD_UNKNOWN', async () => {
    const urls = ['/api/credit-price-config/price', '/api/credit-price-config/base', `/api/credit-price-config/index/${t.ids.distributor}`];
    for (const url of urls) {
      const response = await t.get('admin', `${url}?owner=base`);
      expect([response.statusCode, response.json().code], url).toEqual([400, 'FIELD_UNKNOWN']);
    }
    const put = await t.put('admin', '/api/credit-price-config/base?userId=x', table([10, 9]));
    expect([put.statusCode, put.json().code]).toEqual([400, 'FIELD_UNKNOWN']);
  });

  it('refuses a table that is not JSON, not a list of rows or too long, with a code a person can read', async () => {
    const xml = await t.portal.app.inject({ method: 'PUT', url: '/api/credit-price-config/base', headers: { ...t.portal.auth(t.tokens.admin), 'content-type': 'application/xml' }, payload: '<priceList/>' });
    expect([xml.statusCode, xml.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const rows = await t.put('admin', '/api/credit-price-config/base', { priceList: { credits: 10, price: 9 } });
    expect([rows.statusCode, rows.json().code]).toEqual([400, 'FIELD_NOT_LIST']);
    const many = await t.put('admin', '/api/credit-price-config/base', table(...Array.from({ length: 101 }, (_, i): [number, number] => [10 * (i + 1), 9 * (i + 1)])));
    expect([many.statusCode, many.json().code, many.json().message]).toEqual([400, 'FIELD_TOO_MANY', 'priceList: Field must list at most 100 items']);
  });
});
