import { describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';

const { portal, headers: { admin, dealer } } = usePortal(['admin', 'dealer']);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  portal.app.inject({ method, url, headers, payload });

const dq381 = {
  family: 'DQ381', stockTorque: '420 Nm', stockPrice: '349',
  stages: [{ stage: '1', torque: '500 Nm', price: 399 }, { stage: '2.1', torque: null, price: '549.50' }, { stage: '3', torque: '', price: null }],
  softwareOptions: [{ name: 'Launch control RPM', price: '49', choices: '["Stock","4000"]' }, { name: 'Kick-down off', price: null, choices: '["Off","On"]' }],
  hardwareOptions: [{ name: 'Not installed', price: 195, choices: '[]' }],
};

describe('DSG/TCU offers', () => {
  it('creates an offer that dealers then see in GET vehicles-dsg/tcu, updates and deletes it, each change audited', async () => {
    const created = await call('POST', '/api/vehicles-dsg', admin, dq381);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'DQ381', family: 'DQ381', stockTorque: '420 Nm', stockPrice: 349,
      stages: [
        { stage: '1', torque: '500 Nm', price: 399 }, { stage: '2', torque: null, price: null }, { stage: '2.1', torque: null, price: 549.5 },
        { stage: '3', torque: null, price: null }, { stage: '4', torque: null, price: null },
      ],
      softwareOptions: [{ name: 'Launch control RPM', price: 49, choices: '["Stock","4000"]' }, { name: 'Kick-down off', price: null, choices: '["Off","On"]' }],
    });

    const seen = (await call('GET', '/api/vehicles-dsg/tcu/DQ381', dealer)).json();
    expect(seen.data.stages.map((s: { stage: string; price: unknown }) => [s.stage, s.price])).toEqual([['original_file', 'On request'], ['Stock', 349], ['1', 399], ['2.1', 549.5]]);

    const updated = await call('PUT', '/api/vehicles-dsg/DQ381', admin, { ...created.json(), stages: [{ stage: '1', torque: '500 Nm', price: 429 }] });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (await call('GET', '/api/vehicles-dsg/tcu/DQ381', dealer)).json();
    expect(after.data.stages.find((s: { stage: string }) => s.stage === '1').price).toBe(429);
    expect(after.stage_visibility['2.1']).toBe(false);

    expect((await call('DELETE', '/api/vehicles-dsg/DQ381', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/vehicles-dsg/DQ381', admin)).json()).toMatchObject({ statusCode: 404, message: 'DSG offer not found' });
    const audit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'dsg_offers').where('entity_id', '=', 'DQ381').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((row) => row.actor_id !== null)).toBe(true);
  });

  it('refuses a second offer for a family and bad fields with the field named', async () => {
    expect((await call('POST', '/api/vehicles-dsg', admin, { ...dq381, family: 'DQ200' })).statusCode).toBe(201);
    const twin = await call('POST', '/api/vehicles-dsg', admin, { family: 'DQ200' });
    expect(twin.json()).toMatchObject({ statusCode: 409, message: 'family: DQ200 already has a DSG offer' });
    const bad = async (body: object, message: string) =>
      expect((await call('PUT', '/api/vehicles-dsg/DQ200', admin, body)).json(), JSON.stringify(body)).toMatchObject({ statusCode: 400, message });
    await bad({ stockPrice: '1,5' }, 'stockPrice: Field must be a positive decimal with a dot, such as 349.50');
    await bad({ stages: [{ stage: '1', price: -3 }] }, 'stages.0.price: Field must be a positive decimal with a dot, such as 349.50');
    await bad({ stages: [{ stage: '2', price: 1 }, { stage: '2', price: 2 }] }, 'stages.1.stage: The stage 2 is listed twice');
    await bad({ stages: [{ stage: 'Stock', price: 1 }] }, 'stages.0.stage: Field must be one of 1, 2, 2.1, 3, 4');
    await bad({ softwareOptions: [{ name: 'Launch', choices: 'On,Off' }] }, 'softwareOptions.0.choices: Field must be a JSON list of texts, for example ["Off","On"]');
    await bad({ hardwareOptions: [{ name: ' ' }] }, 'hardwareOptions.0.name: Field is required');
    expect((await call('POST', '/api/vehicles-dsg', admin, { family: 'DQ999' })).statusCode).toBe(400);
  });

  it('lists with sorting and Content-Range', async () => {
    await call('POST', '/api/vehicles-dsg', admin, { family: 'DL501', stockPrice: 399 });
    const page = await call('GET', `/api/vehicles-dsg?sort=${encodeURIComponent('["family","DESC"]')}&range=${encodeURIComponent('[0,0]')}`, admin);
    expect(page.headers['content-range']).toMatch(/^vehicles-dsg 0-0\/\d+$/);
    expect(page.json().map((o: { id: string }) => o.id)).toEqual(['DQ200']);
    const many = await call('GET', `/api/vehicles-dsg?filter=${encodeURIComponent('{"id":["DL501","DQ250"]}')}`, admin);
    expect(many.json().map((o: { id: string }) => o.id)).toEqual(['DL501']);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/vehicles-dsg', dealer)).statusCode).toBe(403);
    expect((await call('POST', '/api/vehicles-dsg', dealer, { family: 'DQ250' })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/vehicles-dsg/DQ200', dealer)).statusCode).toBe(403);
  });
});
