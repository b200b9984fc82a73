import { describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { usePortal } from '../support/use-portal.js';
import { createTestDatabase } from '../support/database.js';
import { list } from '../support/list-query.js';

const { portal, headers: { admin, dealer } } = usePortal(['admin', 'dealer']);

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  portal.app.inject({ method, url, headers, payload });
const auditRows = (id: string) =>
  portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'vehicles').where('entity_id', '=', id).orderBy('id').execute();

const golf = {
  make: 'Volkswagen', model: 'Golf', generation: 'Mk8 (2020-)', engine: '2.0 TSI GTI 245hp', engineFamily: 'EA888 Gen4', dsg: ['DQ381'],
  stages: {
    One: { price: '349.00', power: '245 → 310 hp', torque: '370 → 440 Nm', options: [{ name: 'Pops & Bangs', choices: '["Off","Soft"]' }] },
    Two: { price: 499.5, power: '245 → 340 hp', torque: '370 → 480 Nm' },
  },
};

const create = async (body: object) => {
  const response = await call('POST', '/api/vehicles', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
};

describe('vehicles resource', () => {
  it('creates, reads, replaces and deletes a vehicle with its stages, each change audited', async () => {
    const created = await create(golf);
    expect(created).toMatchObject({ make: 'Volkswagen', engineFamily: 'EA888 Gen4', dsg: ['DQ381'] });

    const read = (await call('GET', `/api/vehicles/${created.id}`, admin)).json();
    expect(read.stages).toEqual({
      One: { price: 349, power: '245 → 310 hp', torque: '370 → 440 Nm', options: [{ name: 'Pops & Bangs', choices: '["Off","Soft"]' }] },
      Two: { price: 499.5, power: '245 → 340 hp', torque: '370 → 480 Nm', options: [] },
    });

    const replaced = await call('PUT', `/api/vehicles/${created.id}`, admin, {
      ...read, engine: '2.0 TSI GTI Clubsport 300hp', stages: { One: { price: 399, power: null, torque: '', options: [] }, Three: { price: null, power: 'Contact' } },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().engine).toBe('2.0 TSI GTI Clubsport 300hp');
    expect(replaced.json().stages).toEqual({
      One: { price: 399, power: null, torque: null, options: [] },
      Three: { price: null, power: 'Contact', torque: null, options: [] },
    });

    const deleted = await call('DELETE', `/api/vehicles/${created.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/api/vehicles/${created.id}`, admin)).statusCode).toBe(404);
    expect(await portal.services.db.selectFrom('vehicle_stages').select('stage').where('vehicle_id', '=', created.id).execute()).toEqual([]);

    const audit = await auditRows(created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ before: { engine: '2.0 TSI GTI 245hp' }, after: { engine: '2.0 TSI GTI Clubsport 300hp' } });
    expect(audit.every((row) => row.actor_id !== null)).toBe(true);
  });

  it('keeps the stages when a replacement leaves them out', async () => {
    const created = await create({ ...golf, engine: '1.5 eTSI 150hp' });
    const { stages: _stages, ...withoutStages } = golf;
    const replaced = await call('PUT', `/api/vehicles/${created.id}`, admin, { ...withoutStages, engine: '1.5 eTSI 150hp', dsg: [] });
    expect(replaced.json().dsg).toEqual([]);
    expect(Object.keys(replaced.json().stages)).toEqual(['One', 'Two']);
  });

  it('lists with filters, sorting and Content-Range', async () => {
    await create({ make: 'Audi', model: 'S3', generation: '8V (2012-2020)', engine: '2.0 TFSI 310hp' });
    await create({ make: 'Audi', model: 'A3', generation: '8V (2012-2020)', engine: '1.5 TFSI 150hp' });
    const audis = await call('GET', `/api/vehicles?${list({ filter: { make: 'Audi' }, sort: ['model', 'ASC'], range: [0, 0] })}`, admin);
    expect(audis.statusCode).toBe(200);
    expect(audis.json().map((v: { model: string }) => v.model)).toEqual(['A3']);
    expect(audis.headers['content-range']).toBe('vehicles 0-0/2');
    const byEngine = (await call('GET', `/api/vehicles?${list({ filter: { q: 'tfsi 310' } })}`, admin)).json();
    expect(byEngine.map((v: { model: string }) => v.model)).toEqual(['S3']);
    expect((await call('GET', `/api/vehicles?${list({ sort: ['price', 'ASC'] })}`, admin)).statusCode).toBe(400);
  });

  it('answers 409 for a vehicle that already exists and 404 for an unknown one', async () => {
    const body = { make: 'Seat', model: 'Leon', generation: 'KL (2020-)', engine: '2.0 TDI 150hp' };
    await create(body);
    expect((await call('POST', '/api/vehicles', admin, body)).statusCode).toBe(409);
    const unknown = await call('PUT', '/api/vehicles/00000000-0000-4000-8000-000000000000', admin, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Vehicle not found');
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/vehicles', dealer)).statusCode).toBe(403);
    expect((await call('POST', '/api/vehicles', dealer, golf)).statusCode).toBe(403);
    expect((await call('GET', '/api/vehicles', {})).statusCode).toBe(401);
  });

  it('refuses invalid input with the spec texts', async () => {
    const message = async (body: object) => {
      const response = await call('POST', '/api/vehicles', admin, body);
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    const { make: _make, ...noMake } = golf;
    expect(await message(noMake)).toBe('make: Field is required');
    expect(await message({ ...golf, model: '   ' })).toBe('model: Field is required');
    expect(await message({ ...golf, stages: { One: { price: true } } })).toBe('stages.One.price: Field must be a number');
    expect(await message({ ...golf, stages: { One: { price: '349,50' } } })).toMatch(/^stages\.One\.price: Field must be a positive decimal with a dot/);
    expect(await message({ ...golf, stages: { One: { price: -5 } } })).toMatch(/positive decimal with a dot/);
    expect(await message({ ...golf, stages: { One: { price: 1.005 } } })).toMatch(/positive decimal with a dot/);
    expect(await message({ ...golf, stages: { Five: { price: 1 } } })).toBe('stages.Five: Unknown field Five');
    expect(await message({ ...golf, dsg: ['DQ999'] })).toMatch(/^dsg\.0: Field must be one of DQ200/);
    expect(await message({ ...golf, stages: { One: { options: [{ name: 'Launch', choices: 'Off, On' }] } } })).toMatch(/choices: Field must be a JSON string/);
  });
});

describe('vehicle search cascade', () => {
  it('answers the distinct values of the next level to any signed-in role', async () => {
    const rows = [
      { make: 'Skoda', model: 'Octavia', generation: 'Mk3 5E (2013-2020)', engine: '2.0 TDI 150hp', dsg: ['DQ250'] },
      { make: 'Skoda', model: 'Octavia', generation: 'Mk3 5E (2013-2020)', engine: '2.0 TSI RS 245hp', dsg: ['DQ250'] },
      { make: 'Skoda', model: 'Octavia', generation: 'Mk4 NX (2020-)', engine: '1.5 TSI 150hp', dsg: ['DQ200'] },
      { make: 'Skoda', model: 'Superb', generation: 'B8 3V (2015-2024)', engine: '2.0 TDI 190hp', dsg: ['DQ381'] },
    ];
    for (const row of rows) await create(row);
    const post = async (url: string, payload: object) => {
      const response = await call('POST', `/api/site/${url}`, dealer, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect(await post('brands', {})).toContain('Skoda');
    const noBody = await portal.app.inject({ method: 'POST', url: '/api/site/brands', headers: dealer });
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect(await post('filter-model', { brand: 'Skoda' })).toEqual(['Octavia', 'Superb']);
    expect(await post('filter-generation', { brand: 'Skoda', model: 'Octavia' })).toEqual(['Mk3 5E (2013-2020)', 'Mk4 NX (2020-)']);
    expect(await post('filter-engine', { brand: 'Skoda', model: 'Octavia', generation: 'Mk3 5E (2013-2020)' })).toEqual(['2.0 TDI 150hp', '2.0 TSI RS 245hp']);
    expect(await post('filter-generation', { brand: 'Skoda', model: 'Octavia', dsg: 'DQ200' })).toEqual(['Mk4 NX (2020-)']);
    expect(await post('filter-model', { brand: 'Lada' })).toEqual([]);

    const missing = await call('POST', '/api/site/filter-generation', dealer, { brand: 'Skoda' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('model: Field is required');
    expect((await call('POST', '/api/site/brands', {}, {})).statusCode).toBe(401);
  });
});

describe('seedDemoCatalogue', () => {
  it('fills an empty catalogue once with vehicles of eight makes, DSG offers and combos', async () => {
    const database = await createTestDatabase();
    try {
      const added = await seedDemoCatalogue(database.db);
      expect(added).toBeGreaterThanOrEqual(40);
      const makes = await database.db.selectFrom('vehicles').select('make').distinct().execute();
      expect(makes).toHaveLength(8);
      const families = await database.db.selectFrom('dsg_offers').select('family').orderBy('family').execute();
      expect(families.map((f) => f.family)).toEqual(['DL501', 'DQ200', 'DQ250', 'DQ381', 'DQ500']);
      const combos = await database.db.selectFrom('combos').select('id').execute();
      expect(combos).toHaveLength(11);
      const options = await database.db.selectFrom('vehicle_stages').select('options').limit(1).executeTakeFirstOrThrow();
      expect(JSON.parse(options.options[0]!.choices)).toBeInstanceOf(Array);
      expect(await seedDemoCatalogue(database.db)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
