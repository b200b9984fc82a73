import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { DEMO_VIN } from '../../tables/vin/seed-demo.js';
import { createTestPortal, type TestPortal } from '../support/app.js';

// The vehicle search widget's calls (api/CONTRACT.md "Vehicle search widget") on the demo
// catalogue: the cascade read by a loose index scan must answer what a plain DISTINCT answers,
// the gearbox step is POST site with the four levels, and the demo VIN finds demo vehicles.

let portal: TestPortal;
let dealer: { authorization: string };

const post = async (path: string, payload: object) => {
  const response = await portal.app.inject({ method: 'POST', url: `/api${path}`, headers: dealer, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The values of a level as a plain DISTINCT reads them, for comparison. */
const distinct = async (level: 'make' | 'model' | 'generation', where: Partial<Record<'make' | 'model', string>>) => {
  let query = portal.services.db.selectFrom('vehicles').select(level).distinct();
  if (where.make) query = query.where('make', '=', where.make);
  if (where.model) query = query.where('model', '=', where.model);
  return (await query.orderBy(level).execute()).map((row) => row[level]);
};

beforeAll(async () => {
  portal = await createTestPortal();
  await seedDemoCatalogue(portal.services.db);
  const admin = portal.auth(await portal.login('admin@demo.test'));
  // Names a query must quote: an apostrophe, a percent sign, a backslash.
  for (const engine of ["1.6 'Tdi' 90hp", '2.0 100% 150hp', '3.0 \\ V6']) {
    const created = await portal.app.inject({ method: 'POST', url: '/api/vehicles', headers: admin, payload: { make: "D'Artagnan", model: 'Mousquetaire', generation: 'I', engine } });
    expect(created.statusCode, created.body).toBe(201);
  }
  dealer = portal.auth(await portal.login('dealer@demo.test'));
});
afterAll(async () => portal?.close());

describe('the search cascade', () => {
  it('answers every level as a plain DISTINCT would, in order', async () => {
    const brands = (await post('/site/brands', {})).data as string[];
    expect(brands).toEqual(await distinct('make', {}));
    expect(brands).toContain("D'Artagnan");
    for (const brand of brands) {
      const models = (await post('/site/filter-model', { brand })).data as string[];
      expect(models, brand).toEqual(await distinct('model', { make: brand }));
      for (const model of models) {
        expect((await post('/site/filter-generation', { brand, model })).data, `${brand} ${model}`).toEqual(await distinct('generation', { make: brand, model }));
      }
    }
    expect((await post('/site/filter-engine', { brand: "D'Artagnan", model: 'Mousquetaire', generation: 'I' })).data)
      .toEqual(['1.6 \'Tdi\' 90hp', '2.0 100% 150hp', '3.0 \\ V6']);
  });

  it('keeps the gearbox filter on every level', async () => {
    expect((await post('/site/brands', { dsg: 'DL501' })).data).toEqual(['Porsche']);
    expect((await post('/site/filter-model', { brand: 'Volkswagen', dsg: 'DQ200' })).data).toEqual(['Golf', 'Polo']);
    expect((await post('/site/filter-model', { brand: 'Nobody' })).data).toEqual([]);
  });
});

describe('the gearbox step', () => {
  const golf = { brand: 'Volkswagen', model: 'Golf', generation: 'Mk7 (2012-2020)', engine: '2.0 TDI 150hp' };

  it('is POST site with the four levels: one vehicle with its gearbox families and ECU offers', async () => {
    const { message, currency } = await post('/site', { alpha2: 'GB', ...golf });
    expect(message.tuning).toHaveLength(1);
    expect(message.tuning[0]).toMatchObject({ make: 'Volkswagen', engine: '2.0 TDI 150hp', dsg: ['DQ250'] });
    expect(message.tuning[0].stages[0]).toMatchObject({ stage: '1', price: 349 });
    expect(currency.code).toBe('GBP');
  });

  it('then GET site/:id?dsg= answers that family\'s DSG offer with the ECU offers', async () => {
    const { message } = await post('/site', { alpha2: 'GB', ...golf });
    const response = await portal.app.inject({ method: 'GET', url: `/api/site/${message.tuning[0].id}?dsg=DQ250&alphaCountry=GB`, headers: dealer });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.message.tuning[0].stages.length).toBeGreaterThan(0);
    expect(answer.message.dsg.map((d: { family: string }) => d.family)).toEqual(['DQ250']);
    expect(answer.message.dsg[0].stages.find((s: { stage: string }) => s.stage === 'Stock')).toMatchObject({ price: 299 });
  });
});

describe('the demo VIN search rules', () => {
  it('find the Golf Mk7 engines for the README demo VIN', async () => {
    const answer = await post('/vehicles/search-vin', { vin: DEMO_VIN });
    expect(answer.rule.pattern).toBe('WVWZZZAU');
    expect(answer.vehicles.map((v: { engine: string }) => v.engine)).toEqual(['1.4 TSI 125hp', '2.0 TDI 150hp', '2.0 TSI GTI 230hp']);
  });
});
