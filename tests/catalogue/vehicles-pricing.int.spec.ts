import { describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';
import { list } from '../support/list-query.js';

const { portal, headers: { admin, dealer } } = usePortal(['admin', 'dealer']);

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => portal.app.inject({ method, url, headers, payload });

const createVehicle = async (engine: string, stages: object) => {
  const response = await call('POST', '/api/vehicles', admin, { make: 'Skoda', model: 'Octavia', generation: 'Mk4 (2020-)', engine, engineFamily: 'EA288 evo', stages });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};

describe('vehicles-prices resource', () => {
  it('lists the five stage prices of each vehicle on one row, on request as null', async () => {
    const id = await createVehicle('2.0 TDI 150hp', { One: { price: 349, power: '150 → 190 hp', options: [] }, Three: { price: null, torque: 'Contact' } });
    const response = await call('GET', `/api/vehicles-prices?${list({ filter: { q: '2.0 TDI 150hp' } })}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('vehicles-prices 0-0/1');
    expect(response.json()[0]).toMatchObject({ id, make: 'Skoda', engineFamily: 'EA288 evo', One: 349, Two: null, TwoPlus: null, Three: null, Four: null, offered: ['One', 'Three'] });
  });

  it('reprices the given stages only, keeps power, torque and options, and audits the change', async () => {
    const id = await createVehicle('2.0 TDI 200hp', { One: { price: 399, power: '200 → 240 hp', options: [{ name: 'DPF off', choices: '["Off","On"]' }] }, Two: { price: 499 } });
    const response = await call('PUT', `/api/vehicles-prices/${id}`, admin, { id, make: 'ignored', One: '449.50', Two: null, Four: 899 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ One: 449.5, Two: null, Three: null, Four: 899, offered: ['One', 'Two', 'Four'] });

    const vehicle = (await call('GET', `/api/vehicles/${id}`, admin)).json();
    expect(vehicle.make).toBe('Skoda');
    expect(vehicle.stages.One).toEqual({ price: 449.5, power: '200 → 240 hp', torque: null, options: [{ name: 'DPF off', choices: '["Off","On"]' }] });
    expect(vehicle.stages.Two.price).toBeNull();
    expect(vehicle.stages.Four).toEqual({ price: 899, power: null, torque: null, options: [] });

    const audits = await portal.services.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity', '=', 'vehicles').where('entity_id', '=', id).orderBy('id').execute();
    expect(audits.map((row) => row.action)).toEqual(['create', 'update']);
  });

  it('writes nothing when the prices are the same', async () => {
    const id = await createVehicle('1.5 TSI 150hp', { One: { price: 299 } });
    const before = (await call('GET', `/api/vehicles-prices/${id}`, admin)).json();
    const response = await call('PUT', `/api/vehicles-prices/${id}`, admin, { One: 299, Two: null });
    expect(response.json().updatedAt).toBe(before.updatedAt);
    const audits = await portal.services.db.selectFrom('audit_log').select('action').where('entity_id', '=', id).execute();
    expect(audits).toHaveLength(1);
  });

  it('refuses a price that is not a positive decimal with a dot, naming the stage, and changes nothing', async () => {
    const id = await createVehicle('2.0 TSI 190hp', { One: { price: 349 } });
    for (const bad of ['349,50', '-1', 0, 'abc']) {
      const response = await call('PUT', `/api/vehicles-prices/${id}`, admin, { One: 399, Two: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Two: Field must be a positive decimal with a dot, such as 349.50');
    }
    expect((await call('GET', `/api/vehicles-prices/${id}`, admin)).json().One).toBe(349);
  });

  it('filters by the day of the last change, both days inclusive', async () => {
    const id = await createVehicle('1.0 TSI 110hp', { One: { price: 199 } });
    const today = new Date().toISOString().slice(0, 10);
    const hit = await call('GET', `/api/vehicles-prices?${list({ filter: { q: '1.0 TSI 110hp', start: today, end: today } })}`, admin);
    expect(hit.json().map((row: { id: string }) => row.id)).toEqual([id]);
    const miss = await call('GET', `/api/vehicles-prices?${list({ filter: { q: '1.0 TSI 110hp', end: '2020-01-01' } })}`, admin);
    expect(miss.json()).toEqual([]);
    const reversed = await call('GET', `/api/vehicles-prices?${list({ filter: { start: '2026-02-01', end: '2026-01-01' } })}`, admin);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The start date must not be after the end date');
    const bad = await call('GET', `/api/vehicles-prices?${list({ filter: { start: '2026-02-30' } })}`, admin);
    expect(bad.json().message).toBe('start: Field must be a date such as 2026-11-21');
  });

  it('is for administrators only, and answers 404 for an unknown vehicle', async () => {
    expect((await call('GET', '/api/vehicles-prices', dealer)).statusCode).toBe(403);
    expect((await call('PUT', '/api/vehicles-prices/00000000-0000-4000-8000-000000000000', dealer, { One: 1 })).statusCode).toBe(403);
    const missing = await call('PUT', '/api/vehicles-prices/00000000-0000-4000-8000-000000000000', admin, { One: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Vehicle not found');
  });
});
