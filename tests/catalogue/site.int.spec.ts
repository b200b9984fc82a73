import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { createTestPortal, type TestPortal } from '../support/app.js';

// The catalogue offer calls of spec section 7 on the demo catalogue (DSG offers, combos and rules)
// plus one vehicle of our own with the DQ381 gearbox (demo offer: Stock 349, stages 1 399, 2 499, 3 599).

let portal: TestPortal;
let admin: { authorization: string };
let dealer: { authorization: string };
let vehicleId: string;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => portal.app.inject({ method, url, headers, payload });

const vehicle = {
  make: 'Testwagen', model: 'Rapid', generation: 'Mk1 (2021-)', engine: '2.0 TSI 245hp', engineFamily: 'EA888', dsg: ['DQ381'],
  stages: {
    One: { price: '349.00', power: '245 → 310 hp', torque: '370 → 440 Nm', options: [{ name: 'Pops & Bangs', choices: '["Off","On"]' }] },
    Two: { price: 500, power: '245 → 340 hp', torque: 'Contact' },
    TwoPlus: { price: 9999, power: '245 → 360 hp', torque: '370 → 500 Nm' },
    Three: { price: null, power: 'Contact', torque: null },
  },
};

beforeAll(async () => {
  portal = await createTestPortal();
  await seedDemoCatalogue(portal.services.db);
  admin = portal.auth(await portal.login('admin@demo.test'));
  dealer = portal.auth(await portal.login('dealer@demo.test'));
  const created = await call('POST', '/api/vehicles', admin, vehicle);
  expect(created.statusCode, created.body).toBe(201);
  vehicleId = created.json<{ id: string }>().id;
  await portal.services.db.updateTable('countries').set({ market_factor: '1.2' }).where('id', '=', 'ES').execute();
});
afterAll(async () => portal?.close());

type Priced = { price: number | string; localPrice: number | string };
type Answer = {
  message: {
    tuning: { id: string; stages: (Priced & { stage: string; name: string; power: unknown; torque: unknown; options: unknown[] })[] }[];
    dsg: { family: string; stages: (Priced & { stage: string; torque: unknown })[] }[];
    combos: (Priced & { id: string; family: string; sumOfParts: number | string; discountPercent: number })[];
    stage_visibility: Record<string, boolean>;
  };
  currency: { code: string; rate: number; marketFactor: number };
};
const byStage = <T extends { stage: string }>(rows: T[]) => Object.fromEntries(rows.map((row) => [row.stage, row]));
const byId = <T extends { id: string }>(rows: T[]) => Object.fromEntries(rows.map((row) => [row.id, row]));

describe('POST /api/site', () => {
  it('prices a Spanish dealer in EUR times the ES marketFactor', async () => {
    const response = await call('POST', '/api/site', dealer, { alpha2: 'ES', brand: 'Testwagen', model: 'Rapid' });
    expect(response.statusCode, response.body).toBe(200);
    const { message, currency } = response.json<Answer>();
    expect(currency).toMatchObject({ code: 'EUR', rate: 1, marketFactor: 1.2 });
    expect(message.tuning).toHaveLength(1);
    const stages = byStage(message.tuning[0].stages);
    expect(message.tuning[0].stages.map((s) => s.stage)).toEqual(['1', '2', '2.1', '3']);
    expect(stages['1']).toMatchObject({ name: 'STAGE ONE', price: 349, localPrice: 418.8, power: '245 → 310 hp', options: [{ name: 'Pops & Bangs', choices: '["Off","On"]' }] });
    expect(stages['2']).toMatchObject({ price: 500, localPrice: 600, torque: 'On request' });
    // Coded 9999 and "Contact" show On request.
    expect(stages['2.1']).toMatchObject({ price: 'On request', localPrice: 'On request' });
    expect(stages['3']).toMatchObject({ price: 'On request', power: 'On request', torque: 'On request' });

    expect(message.dsg.map((d) => d.family)).toEqual(['DQ381']);
    const dsg = byStage(message.dsg[0].stages);
    expect(message.dsg[0].stages.map((s) => s.stage)).toEqual(['original_file', 'Stock', '1', '2', '3']);
    expect(dsg.original_file).toMatchObject({ price: 'On request' });
    expect(dsg.Stock).toMatchObject({ price: 349, localPrice: 418.8, torque: '420 Nm' });
    expect(dsg['3']).toMatchObject({ price: 599, localPrice: 718.8 });

    expect(message.stage_visibility).toEqual({ original_file: true, Stock: true, '1': true, '2': true, '2.1': true, '3': true, '4': false });
    const combos = byId(message.combos);
    expect(Object.keys(combos).sort()).toEqual(['1-1', '2-2', '2-3', '2.1-3', '3-3']);
    expect(combos['1-1']).toMatchObject({ family: 'DQ381', price: 549, localPrice: 658.8, sumOfParts: 748, discountPercent: 27 });
    expect(combos['2-2']).toMatchObject({ price: 749, sumOfParts: 999, discountPercent: 25 });
    expect(combos['2.1-3']).toMatchObject({ price: 'On request', localPrice: 'On request' });
  });

  it('prices a US dealer in USD at the seeded rate', async () => {
    const response = await call('POST', '/api/site', dealer, { alpha2: 'us', brand: 'Testwagen', dsg: 'DQ381' });
    expect(response.statusCode, response.body).toBe(200);
    const { message, currency } = response.json<Answer>();
    expect(currency).toMatchObject({ code: 'USD', rate: 1.16, marketFactor: 1 });
    expect(byStage(message.tuning[0].stages)['1']).toMatchObject({ price: 349, localPrice: 404.84 });
    expect(byId(message.combos)['2-2']).toMatchObject({ price: 749, localPrice: 868.84 });
  });

  it('answers an empty offer for filters that match nothing, and 404 for an unknown country', async () => {
    const empty = await call('POST', '/api/site', dealer, { alpha2: 'ES', brand: 'Nope' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json<Answer>().message).toMatchObject({ tuning: [], dsg: [], combos: [] });
    const unknown = await call('POST', '/api/site', dealer, { alpha2: 'ZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Country not found');
    expect((await call('POST', '/api/site', dealer, { brand: 'Testwagen' })).statusCode).toBe(400);
    expect((await call('POST', '/api/site', {}, { alpha2: 'ES' })).statusCode).toBe(401);
  });
});

describe('GET /api/site/:id', () => {
  it('answers the same shape for one vehicle, narrowed to a gearbox family', async () => {
    const all = await call('GET', `/api/site/${vehicleId}?alphaCountry=ES`, dealer);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<Answer>().message.dsg.map((d) => d.family)).toEqual(['DQ381']);
    const other = (await call('GET', `/api/site/${vehicleId}?dsg=DQ250&alphaCountry=ES`, dealer)).json<Answer>();
    expect(other.message.tuning).toHaveLength(1);
    expect(other.message).toMatchObject({ dsg: [], combos: [] });
  });

  it('is 404 for an unknown vehicle or country', async () => {
    const missing = await call('GET', '/api/site/00000000-0000-4000-8000-000000000000?alphaCountry=ES', dealer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Vehicle not found');
    const country = await call('GET', `/api/site/${vehicleId}?alphaCountry=ZZ`, dealer);
    expect(country.statusCode).toBe(404);
    expect(country.json().message).toBe('Country not found');
  });
});

describe('GET /api/combos/get-combo/:id/:alpha2', () => {
  it('answers the combos with their rules, capped at the sum of the parts and at most 65 % below it', async () => {
    const db = portal.services.db;
    await db.updateTable('combos').set({ price: '100.00' }).where('id', '=', '1-1').execute();
    await db.updateTable('combos').set({ price: '1200.00' }).where('id', '=', '2-2').execute();
    const response = await call('GET', `/api/combos/get-combo/${vehicleId}/ES`, dealer);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ combos: Answer['message']['combos']; rules: { ecu: string; min: string; max: string }[] }>();
    const combos = byId(body.combos);
    // 1-1: parts 349 + 399 = 748; 100 is more than 65 % off, so 35 % of 748.
    expect(combos['1-1']).toMatchObject({ price: 261.8, localPrice: 314.16, sumOfParts: 748, discountPercent: 65 });
    // 2-2: parts 500 + 499 = 999; 1200 is capped at the sum.
    expect(combos['2-2']).toMatchObject({ price: 999, sumOfParts: 999, discountPercent: 0 });
    for (const combo of body.combos) expect(combo.discountPercent).toBeLessThanOrEqual(65);
    expect(body.rules).toContainEqual({ ecu: '2', min: '2', max: '3' });
    expect(body.rules).toContainEqual({ ecu: '2.1', min: '2.1', max: '4' });
  });

  it('is 404 for an unknown vehicle or country', async () => {
    expect((await call('GET', '/api/combos/get-combo/00000000-0000-4000-8000-000000000000/ES', dealer)).json().message).toBe('Vehicle not found');
    expect((await call('GET', `/api/combos/get-combo/${vehicleId}/ZZ`, dealer)).json().message).toBe('Country not found');
  });
});

describe('GET /api/vehicles-dsg/tcu/:family', () => {
  it('answers the family offer and its stage visibility', async () => {
    const response = await call('GET', '/api/vehicles-dsg/tcu/DQ381', dealer);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Answer['message']['dsg'][number]; stage_visibility: Record<string, boolean> }>();
    expect(body.data.family).toBe('DQ381');
    expect(byStage(body.data.stages)['1']).toMatchObject({ price: 399, localPrice: 399 });
    expect(body.stage_visibility).toEqual({ original_file: true, Stock: true, '1': true, '2': true, '2.1': false, '3': true, '4': false });
    const usd = (await call('GET', '/api/vehicles-dsg/tcu/DQ381?alphaCountry=US', dealer)).json<typeof body>();
    expect(byStage(usd.data.stages)['1']).toMatchObject({ price: 399, localPrice: 462.84 });
  });

  it('is 404 for a family without an offer and for an unknown family (a path part that names nothing)', async () => {
    expect((await call('GET', '/api/vehicles-dsg/tcu/DL800', dealer)).statusCode).toBe(404);
    expect((await call('GET', '/api/vehicles-dsg/tcu/XYZ', dealer)).statusCode).toBe(404);
  });
});
