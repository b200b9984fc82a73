import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { list } from '../support/list-query.js';

let portal: TestPortal;
let ids: Record<string, string>;
let as: Record<string, { authorization: string }>;

beforeAll(async () => {
  portal = await createTestPortal();
  const demo = await signInDemo(portal, ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator']);
  ids = demo.ids;
  as = demo.headers;
});
afterAll(async () => portal?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  portal.app.inject({ method, url, headers: as[who], payload });
const auditOf = (entityId: string) =>
  portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'price_policies').where('entity_id', '=', entityId).orderBy('id').execute();
const create = async (body: object) => {
  const response = await call('POST', '/api/price-policy', 'admin', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; scope: string }>();
};
const applying = (who: string, query = '') => call('GET', `/api/common/price-policy${query}`, who);
const terms = { discount_after_a_year: 30, minimum_price: 49.5, only_on_upgrade_fee: false };

describe('price policy (admin)', () => {
  it('starts with the default policy, which cannot be deleted nor given a scope', async () => {
    const response = await call('GET', `/api/price-policy?${list({ filter: { scope: 'default' } })}`, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('price-policy 0-0/1');
    const [fallback] = response.json();
    expect(fallback).toMatchObject({ country_id: null, dealer_id: null, discount_after_a_year: 50, minimum_price: 0, only_on_upgrade_fee: true, scope: 'default' });

    const removed = await call('DELETE', `/api/price-policy/${fallback.id}`, 'admin');
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('The default price policy cannot be deleted: it applies to everyone without a policy of their own');
    const scoped = await call('PUT', `/api/price-policy/${fallback.id}`, 'admin', { ...terms, country_id: 'ES' });
    expect(scoped.statusCode).toBe(409);
    expect(scoped.json().message).toBe('The default price policy applies to everyone: its country and dealer must stay empty');

    const edited = await call('PUT', `/api/price-policy/${fallback.id}`, 'admin', { discount_after_a_year: '40', minimum_price: '10.00', only_on_upgrade_fee: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ discount_after_a_year: 40, minimum_price: 10, scope: 'default' });
    const [entry] = await auditOf(fallback.id);
    expect(entry).toMatchObject({ actor_id: ids.admin, action: 'update', before: { discount_after_a_year: '50.00' }, after: { discount_after_a_year: '40.00' } });
  });

  it('creates country and dealer policies, audited, and refuses a second one for the same scope', async () => {
    const spain = await create({ ...terms, country_id: 'es' });
    expect(spain).toMatchObject({ country_id: 'ES', dealer_id: null, scope: 'country', minimum_price: 49.5 });
    const dealer = await create({ ...terms, dealer_id: ids.dealer, discount_after_a_year: 75 });
    expect(dealer).toMatchObject({ dealer_id: ids.dealer, scope: 'dealer' });
    expect(await auditOf(spain.id)).toMatchObject([{ actor_id: ids.admin, action: 'create', after: { country_id: 'ES' } }]);

    const again = await call('POST', '/api/price-policy', 'admin', { ...terms, country_id: 'ES' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is already a price policy for this country');
    const twice = await call('POST', '/api/price-policy', 'admin', { ...terms, dealer_id: ids.dealer });
    expect(twice.json().message).toBe('There is already a price policy for this dealer');
    const secondDefault = await call('POST', '/api/price-policy', 'admin', terms);
    expect(secondDefault.statusCode).toBe(409);
    expect(secondDefault.json().message).toBe('There is already a default price policy');

    const sorted = await call('GET', `/api/price-policy?${list({ sort: ['scope', 'ASC'], range: [0, 9] })}`, 'admin');
    expect(sorted.json().map((p: { scope: string }) => p.scope)).toEqual(['default', 'country', 'dealer']);
    const byDealer = await call('GET', `/api/price-policy?${list({ filter: { dealer_id: ids.dealer } })}`, 'admin');
    expect(byDealer.json().map((p: { id: string }) => p.id)).toEqual([dealer.id]);
  });

  it('refuses bad input with a message naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...terms, discount_after_a_year: 101 }, 'discount_after_a_year: Field must be a percent from 0 to 100, with a dot and at most 2 decimals'],
      [{ ...terms, discount_after_a_year: '12,5' }, 'discount_after_a_year: Field must be a percent from 0 to 100, with a dot and at most 2 decimals'],
      [{ ...terms, minimum_price: '-1' }, 'minimum_price: Field must be a positive decimal with a dot, such as 349.50'],
      [{ ...terms, minimum_price: '5,50' }, 'minimum_price: Field must be a positive decimal with a dot, such as 349.50'],
      [{ discount_after_a_year: 10, minimum_price: 0 }, 'only_on_upgrade_fee: Field is required'],
      [{ ...terms, country_id: 'FR', dealer_id: ids.distributor }, 'A price policy is for a country or for a dealer, not both'],
      [{ ...terms, country_id: 'XX' }, 'country_id: Country not found'],
      [{ ...terms, dealer_id: '00000000-0000-4000-8000-000000000000' }, 'dealer_id: User not found'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/price-policy', 'admin', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('keeps a distributor margin (0 to 65 %) on an account\'s policy only', async () => {
    const policy = await create({ ...terms, dealer_id: ids.distributor, distributor_margin: '12.5' });
    expect(policy).toMatchObject({ dealer_id: ids.distributor, distributor_margin: 12.5 });
    const updated = await call('PUT', `/api/price-policy/${policy.id}`, 'admin', { ...terms, dealer_id: ids.distributor, distributor_margin: 65 });
    expect(updated.json()).toMatchObject({ distributor_margin: 65 });
    const cases: [object, string][] = [
      [{ ...terms, dealer_id: ids.distributor, distributor_margin: 65.01 }, 'distributor_margin: Field must be a percent from 0 to 65, with a dot and at most 2 decimals'],
      [{ ...terms, dealer_id: ids.distributor, distributor_margin: '-1' }, 'distributor_margin: Field must be a percent from 0 to 65, with a dot and at most 2 decimals'],
      [{ ...terms, country_id: 'IT', distributor_margin: 5 }, 'distributor_margin: A distributor margin belongs to the price policy of one account (its distributor)'],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', `/api/price-policy/${policy.id}`, 'admin', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('DELETE', `/api/price-policy/${policy.id}`, 'admin')).statusCode).toBe(200);
  });

  it('updates and deletes a policy with audit rows', async () => {
    const france = await create({ ...terms, country_id: 'FR' });
    const updated = await call('PUT', `/api/price-policy/${france.id}`, 'admin', { ...terms, country_id: 'FR', minimum_price: 99 });
    expect(updated.json()).toMatchObject({ minimum_price: 99 });
    const removed = await call('DELETE', `/api/price-policy/${france.id}`, 'admin');
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/price-policy/${france.id}`, 'admin')).statusCode).toBe(404);
    expect((await auditOf(france.id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/price-policy', 'dealer')).statusCode).toBe(403);
    expect((await call('POST', '/api/price-policy', 'dealer', { ...terms, country_id: 'DE' })).statusCode).toBe(403);
  });
});

describe('GET common/price-policy: the most specific policy applies', () => {
  // After the tests above: default (40 %), Spain (30 %), the dealer's own (75 %).
  it('gives a dealer its own policy, and its sub-dealers theirs by inheritance', async () => {
    expect((await applying('dealer')).json()).toMatchObject({ scope: 'dealer', dealer_id: ids.dealer, discount_after_a_year: 75 });
    expect((await applying('subdealer')).json()).toMatchObject({ scope: 'dealer', dealer_id: ids.dealer });
    expect((await applying('dealer', `?dealer_id=${ids.subdealer}`)).json()).toMatchObject({ scope: 'dealer', dealer_id: ids.dealer });
  });

  it("gives the country's policy, else the default", async () => {
    expect((await applying('distributor')).json()).toMatchObject({ scope: 'country', country_id: 'ES', discount_after_a_year: 30 });
    expect((await applying('distributor', '?country_id=ES')).json()).toMatchObject({ scope: 'country' });
    expect((await applying('calibrator')).json()).toMatchObject({ scope: 'default', discount_after_a_year: 40 });
    expect((await applying('admin', '?country_id=ES')).json()).toMatchObject({ scope: 'country' });
    expect((await applying('admin', '?country_id=JP')).json()).toMatchObject({ scope: 'default' });
    expect((await applying('admin', `?dealer_id=${ids.subdealer}`)).json()).toMatchObject({ scope: 'dealer', dealer_id: ids.dealer });
  });

  it('refuses accounts outside the caller’s network (403) and unknown ones (404 for the admin)', async () => {
    const up = await applying('subdealer', `?dealer_id=${ids.dealer}`);
    expect(up.statusCode).toBe(403);
    expect(up.json().message).toBe('You can only see the price policy of your own account and your sub-accounts');
    expect((await applying('dealer', `?dealer_id=${ids.calibrator}`)).statusCode).toBe(403);
    expect((await applying('dealer', '?country_id=NL')).statusCode).toBe(403);
    expect((await applying('admin', '?dealer_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
