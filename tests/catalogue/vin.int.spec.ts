import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../support/app.js';
import { list } from '../support/list-query.js';

let portal: TestPortal;
let admin: { authorization: string };
let dealer: { authorization: string };
let dealerId: string;

beforeAll(async () => {
  portal = await createTestPortal();
  admin = portal.auth(await portal.login('admin@demo.test'));
  dealer = portal.auth(await portal.login('dealer@demo.test'));
  dealerId = (await portal.services.db.selectFrom('users').select('id').where('email', '=', 'dealer@demo.test').executeTakeFirstOrThrow()).id;
});
afterAll(async () => portal?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  portal.app.inject({ method, url, headers, payload });
const logsFor = (vin: string) => portal.services.db.selectFrom('vin_logs').selectAll().where('vin', '=', vin).orderBy('id').execute();

const vehicle = async (engine: string, generation = 'KM (2020-)') => {
  const response = await call('POST', '/api/vehicles', admin, { make: 'Cupra', model: 'Formentor VinTest', generation, engine });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};
const rule = async (body: object) => {
  const response = await call('POST', '/api/vin-search-rules', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; pattern: string }>();
};

describe('VIN search', () => {
  it('answers the vehicles of the longest matching rule and logs the search', async () => {
    const vz5 = await vehicle('2.5 TSI VZ5 390hp');
    const vz = await vehicle('2.0 TSI VZ 310hp');
    await vehicle('1.5 TSI 150hp', 'Other (2024-)');
    const broad = await rule({ pattern: 'vsszzzkm', make: 'Cupra', model: 'Formentor VinTest', generation: 'KM (2020-)', note: 'Formentor' });
    expect(broad.pattern).toBe('VSSZZZKM');
    const narrow = await rule({ pattern: 'VSSZZZKMZN', make: 'Cupra', model: 'Formentor VinTest', generation: 'KM (2020-)', engine: '2.5 TSI VZ5 390hp' });

    const exact = await call('POST', '/api/vehicles/search-vin', dealer, { vin: 'vsszzzkmznw123456' });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toMatchObject({ vin: 'VSSZZZKMZNW123456', rule: { id: narrow.id, engine: '2.5 TSI VZ5 390hp' } });
    expect(exact.json().vehicles).toEqual([{ id: vz5, make: 'Cupra', model: 'Formentor VinTest', generation: 'KM (2020-)', engine: '2.5 TSI VZ5 390hp' }]);

    const wide = (await call('POST', '/api/vehicles/search-vin', dealer, { vin: 'VSSZZZKMAAW123456' })).json();
    expect(wide.rule.id).toBe(broad.id);
    expect(wide.vehicles.map((v: { id: string }) => v.id).sort()).toEqual([vz5, vz].sort());

    const none = await call('POST', '/api/vehicles/search-vin', dealer, { vin: 'WBA00000000000001' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ vin: 'WBA00000000000001', rule: null, vehicles: [] });

    const [exactLog] = await logsFor('VSSZZZKMZNW123456');
    expect(exactLog).toMatchObject({ user_id: dealerId, matched_rule_id: narrow.id, result: { vin: 'VSSZZZKMZNW123456', vehicles: [{ id: vz5 }] } });
    const [noneLog] = await logsFor('WBA00000000000001');
    expect(noneLog).toMatchObject({ user_id: dealerId, matched_rule_id: null, result: { rule: null, vehicles: [] } });
  });

  it('refuses VINs with the spec messages and still logs them', async () => {
    const short = await call('POST', '/api/vehicles/search-vin', dealer, { vin: 'WBA1234567890123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Only 17 characters are allowed to search by VIN');
    const eighteen = await call('POST', '/api/vehicles/search-vin', dealer, { vin: 'WBA12345678901234X' });
    expect(eighteen.json().message).toBe('Only 17 characters are allowed to search by VIN');
    const digits = await call('POST', '/api/vehicles/search-vin', dealer, { vin: '12345678901234567' });
    expect(digits.statusCode).toBe(400);
    expect(digits.json().message).toBe('Invalid VIN.');
    const symbols = await call('POST', '/api/vehicles/search-vin', dealer, { vin: 'WBA1234567890123!' });
    expect(symbols.json().message).toBe('Invalid VIN.');
    expect(await logsFor('12345678901234567')).toMatchObject([{ user_id: dealerId, matched_rule_id: null, result: { error: 'Invalid VIN.' } }]);
  });
});

describe('VIN logger and rules (admin)', () => {
  it('lists the logs newest first with filters and Content-Range, and reads one', async () => {
    await call('POST', '/api/vehicles/search-vin', dealer, { vin: 'ZFA11111111111111' });
    await call('POST', '/api/vehicles/search-vin', admin, { vin: 'ZFA22222222222222' });
    const all = await call('GET', `/api/vin-logger?${list({ filter: { q: 'zfa' } })}`, admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((row: { vin: string }) => row.vin)).toEqual(['ZFA22222222222222', 'ZFA11111111111111']);
    expect(all.headers['content-range']).toBe('vin-logger 0-1/2');
    const mine = (await call('GET', `/api/vin-logger?${list({ filter: { q: 'ZFA', userId: dealerId } })}`, admin)).json();
    expect(mine).toMatchObject([{ vin: 'ZFA11111111111111', userId: dealerId, matchedRuleId: null, result: { rule: null, vehicles: [] } }]);
    const one = await call('GET', `/api/vin-logger/${mine[0].id}`, admin);
    expect(one.json()).toEqual(mine[0]);
    expect((await call('GET', '/api/vin-logger/999999999', admin)).statusCode).toBe(404);
  });

  it('creates, replaces and deletes rules, each change audited', async () => {
    const created = await rule({ pattern: 'TMBJJ7NE', make: 'Skoda', model: 'Octavia' });
    expect(created).toMatchObject({ generation: null, engine: null, note: '' });
    expect((await call('POST', '/api/vin-search-rules', admin, { pattern: 'TMBJJ7NE', make: 'Skoda', model: 'Octavia' })).statusCode).toBe(409);
    const bad = await call('POST', '/api/vin-search-rules', admin, { pattern: 'TM', make: 'Skoda', model: 'Octavia' });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', '/api/vin-search-rules', admin, { pattern: 'TMBJJ7NE12345', make: 'Skoda', model: 'Octavia' })).statusCode).toBe(400);

    const replaced = await call('PUT', `/api/vin-search-rules/${created.id}`, admin, { pattern: 'TMBJJ7NE', make: 'Skoda', model: 'Octavia', generation: 'Mk4', note: 'RS' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ generation: 'Mk4', note: 'RS' });
    const listed = await call('GET', `/api/vin-search-rules?${list({ filter: { q: 'octavia' }, sort: ['pattern', 'ASC'] })}`, admin);
    expect(listed.json().map((r: { id: string }) => r.id)).toEqual([created.id]);
    expect(listed.headers['content-range']).toBe('vin-search-rules 0-0/1');
    expect((await call('DELETE', `/api/vin-search-rules/${created.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/vin-search-rules/${created.id}`, admin)).statusCode).toBe(404);

    const audit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'vin_search_rules').where('entity_id', '=', created.id).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ before: { generation: null }, after: { generation: 'Mk4' } });
  });

  it('keeps the logger and the rules for administrators', async () => {
    for (const [method, url] of [['GET', '/api/vin-logger'], ['GET', '/api/vin-logger/1'], ['GET', '/api/vin-search-rules'], ['POST', '/api/vin-search-rules'],
      ['PUT', '/api/vin-search-rules/00000000-0000-4000-8000-000000000000'], ['DELETE', '/api/vin-search-rules/00000000-0000-4000-8000-000000000000']] as const) {
      const response = await call(method, url, dealer, method === 'GET' || method === 'DELETE' ? undefined : { pattern: 'ABC', make: 'X', model: 'Y' });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('POST', '/api/vehicles/search-vin', { authorization: '' }, { vin: 'WBA00000000000001' })).statusCode).toBe(401);
  });
});
