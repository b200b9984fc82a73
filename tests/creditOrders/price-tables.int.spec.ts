import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPortal, type CreditPortal } from './portal.js';

let t: CreditPortal;
beforeAll(async () => {
  t = await creditPortal();
});
afterAll(async () => t?.close());

const table = (...rows: [number, number][]) => ({ priceList: rows.map(([credits, price]) => ({ credits, price })) });

describe('credit price tables', () => {
  it('refuses invalid tables with the spec texts', async () => {
    const put = (body: object) => t.put('admin', '/api/credit-price-config/base', body);
    expect((await put(table([10, 10], [10, 9]))).json()).toMatchObject({ statusCode: 400, message: 'The price and / or number of credits must be greater than the previous row' });
    expect((await put(table([10, 10], [20, 10]))).json().message).toBe('The price and / or number of credits must be greater than the previous row');
    expect((await put(table([10, 10.01]))).json().message).toBe('The price cannot be higher than the credits');
    expect((await put(table([10, -1]))).json().message).toBe('Please enter a valid amount');
    expect((await put(table([10.5, 10]))).json().message).toBe('Please enter a valid amount');
    expect((await put(table())).json().message).toBe('Field is required');
  });

  it('lets the administrator replace the base table, audited', async () => {
    const saved = await t.put('admin', '/api/credit-price-config/base', table([10, 9.5], [100, 80]));
    expect(saved.json()).toMatchObject({ owner: 'base', source: 'own', priceList: [{ credits: 10, price: 9.5 }, { credits: 100, price: 80 }] });
    expect((await t.get('admin', '/api/credit-price-config/base')).json().priceList).toHaveLength(2);
    const audit = await t.portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'credit_price_table').where('entity_id', '=', 'base').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect((await t.put('distributor', '/api/credit-price-config/base', table([10, 9]))).statusCode).toBe(403);
  });

  it("a seller's own table is what its children pay; without one they pay the base table", async () => {
    expect((await t.get('dealer', '/api/credit-price-config/price')).json()).toEqual({ sellerId: t.ids.distributor, priceList: [{ credits: 10, price: 9.5 }, { credits: 100, price: 80 }] });
    const own = await t.put('distributor', `/api/credit-price-config/index/${t.ids.distributor}`, table([10, 10], [50, 45]));
    expect(own.json()).toMatchObject({ owner: t.ids.distributor, source: 'own' });
    expect((await t.get('dealer', '/api/credit-price-config/price')).json().priceList).toEqual([{ credits: 10, price: 10 }, { credits: 50, price: 45 }]);
    await t.fund('distributor', 60); // a parent takes only orders it can deliver
    const order = (await t.post('dealer', '/api/credit-order', { credits: 60, paymentMethod: 'bank_transfer' })).json();
    expect(order).toMatchObject({ credits: 60, price: 54 }); // the 50-credit tier: 0.90 each
    // The distributor itself buys from the house at the base table.
    expect((await t.get('distributor', '/api/credit-price-config/price')).json().sellerId).toBe('house');
    const back = await t.put('distributor', `/api/credit-price-config/index/${t.ids.distributor}`, table());
    expect(back.json()).toMatchObject({ source: 'base', priceList: [{ credits: 10, price: 9.5 }, { credits: 100, price: 80 }] });
  });

  it('shows a table to the administrator, its owner and the parent; changes only by the owner or the administrator', async () => {
    expect((await t.get('distributor', `/api/credit-price-config/index/${t.ids.dealer}`)).json()).toMatchObject({ owner: t.ids.dealer, source: 'base' });
    expect((await t.get('dealer', `/api/credit-price-config/index/${t.ids.dealer}`)).statusCode).toBe(200);
    expect((await t.get('admin', `/api/credit-price-config/index/${t.ids.subdealer}`)).statusCode).toBe(200);
    expect((await t.get('subdealer', `/api/credit-price-config/index/${t.ids.distributor}`)).json()).toMatchObject({ statusCode: 403 });
    expect((await t.put('dealer', `/api/credit-price-config/index/${t.ids.distributor}`, table([10, 1]))).json()).toMatchObject({ statusCode: 403 });
    // Spec section 6: credit-price is for Distributor and Admin; a dealer's table is set by the Admin.
    expect((await t.put('dealer', `/api/credit-price-config/index/${t.ids.dealer}`, table([10, 1]))).json()).toMatchObject({ statusCode: 403, message: 'Your role does not allow this action' });
    expect((await t.put('admin', `/api/credit-price-config/index/${t.ids.dealer}`, table([10, 8]))).json()).toMatchObject({ owner: t.ids.dealer, source: 'own' });
    expect((await t.put('admin', `/api/credit-price-config/index/${t.ids.subdealer}`, table([10, 8]))).statusCode).toBe(400);
    expect((await t.put('subdealer', `/api/credit-price-config/index/${t.ids.subdealer}`, table([10, 8]))).statusCode).toBe(403);
  });
});
