import { describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../tables/catalogue/seed-demo.js';
import { usePortal } from '../support/use-portal.js';
import { createTestDatabase } from '../support/database.js';
import { list } from '../support/list-query.js';

const { portal, headers: { admin, dealer } } = usePortal(['admin', 'dealer']);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  portal.app.inject({ method, url, headers, payload });
const create = async (path: string, body: object) => {
  const response = await call('POST', `/api/${path}`, admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; [key: string]: unknown }>();
};

describe('option lists', () => {
  it('creates, reads, updates and deletes an ECU option, each change audited', async () => {
    const created = await create('vehicles-options', { name: 'Pops & Bangs', description: 'Overrun', choices: '["Off","Soft"]', price: '99.50', stages: ['1', '2.1'] });
    expect(created).toMatchObject({ unit: 'ECU', level: 'primary', name: 'Pops & Bangs', choices: '["Off","Soft"]', price: 99.5, stages: ['1', '2.1'], parentId: null, active: true });

    const updated = await call('PUT', `/api/vehicles-options/${created.id}`, admin, { ...created, price: null, active: false, choices: '[]' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ price: null, active: false, choices: '[]' });
    expect((await call('GET', `/api/vehicles-options/${created.id}`, admin)).json().active).toBe(false);

    expect((await call('DELETE', `/api/vehicles-options/${created.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/vehicles-options/${created.id}`, admin)).json()).toMatchObject({ statusCode: 404, message: 'Option not found' });
    const audit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'catalogue_options').where('entity_id', '=', created.id).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ before: { price: '99.50', active: true }, after: { price: null, active: false } });
  });

  it('keeps the four lists apart: an option is found only under its own path', async () => {
    const dsg = await create('dsg-options', { name: 'Shift speed', choices: '["Stock","Fast"]', stages: ['Stock', 'original_file', '3'] });
    expect(dsg).toMatchObject({ unit: 'DSG', level: 'primary' });
    expect((await call('GET', `/api/vehicles-options/${dsg.id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/vehicles-options/${dsg.id}`, admin, { name: 'x' })).statusCode).toBe(404);
    const ecuList = await call('GET', '/api/vehicles-options', admin);
    expect(ecuList.json().map((o: { name: string }) => o.name)).not.toContain('Shift speed');
  });

  it('hangs secondary options under a primary option of the same unit', async () => {
    const launch = await create('vehicles-options', { name: 'Launch control', choices: '["Off","On"]' });
    const dsgLaunch = await create('dsg-options', { name: 'Launch control', choices: '["Off","On"]' });
    const rpm = await create('vehicles-secondary-options', { name: 'Launch RPM', choices: '["3500","4000"]', parentId: launch.id });
    expect(rpm).toMatchObject({ unit: 'ECU', level: 'secondary', parentId: launch.id, parentName: 'Launch control' });

    const noParent = await call('POST', '/api/vehicles-secondary-options', admin, { name: 'Orphan' });
    expect(noParent.json()).toMatchObject({ statusCode: 400, message: 'parentId: Field is required' });
    const otherUnit = await call('POST', '/api/vehicles-secondary-options', admin, { name: 'Wrong', parentId: dsgLaunch.id });
    expect(otherUnit.json()).toMatchObject({ statusCode: 400, message: 'parentId: The parent must be a primary ECU option' });
    const secondaryParent = await call('POST', '/api/dsg-options-two', admin, { name: 'Wrong', parentId: rpm.id });
    expect(secondaryParent.json().message).toBe('parentId: The parent must be a primary DSG option');

    const blocked = await call('DELETE', `/api/vehicles-options/${launch.id}`, admin);
    expect(blocked.json()).toMatchObject({ statusCode: 409, message: 'This option has secondary options: delete or move them first' });
    const children = await call('GET', `/api/vehicles-secondary-options?${list({ filter: { parentId: launch.id } })}`, admin);
    expect(children.json().map((o: { name: string }) => o.name)).toEqual(['Launch RPM']);
  });

  it('refuses bad choices, stages, prices and twin names with the field named', async () => {
    const bad = async (body: object, message: string, status = 400) => {
      const response = await call('POST', '/api/vehicles-options', admin, { name: 'Bad', ...body });
      expect(response.json(), JSON.stringify(body)).toMatchObject({ statusCode: status, message });
    };
    await bad({ choices: 'Off,On' }, 'choices: Field must be a JSON list of texts, for example ["Off","On"]');
    await bad({ choices: '["Off",""]' }, 'choices: Field must be a JSON list of texts, for example ["Off","On"]');
    await bad({ stages: ['Stock'] }, 'stages: Stock is not a ECU stage');
    await bad({ price: '12,50' }, 'price: Field must be a positive decimal with a dot, such as 349.50');
    await bad({ name: '' }, 'name: Field is required');
    await create('vehicles-options', { name: 'DTC off' });
    await bad({ name: 'DTC off' }, 'name: An option named DTC off already exists', 409);
  });

  it('lists with search, filters, sorting and Content-Range', async () => {
    for (const [name, price] of [['EGR off', 79], ['DPF off', 99], ['Hardcut', 59]] as const) await create('dsg-options-two', { name, price, parentId: (await create('dsg-options', { name: `${name} parent` })).id });
    const page = await call('GET', `/api/dsg-options-two?${list({ sort: ['price', 'DESC'], range: [0, 1], filter: { q: 'off' } })}`, admin);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-range']).toBe('dsg-options-two 0-1/2');
    expect(page.json().map((o: { name: string }) => o.name)).toEqual(['DPF off', 'EGR off']);
    await create('dsg-options', { name: 'Creep off', stages: ['Stock', '1'] });
    const byStage = await call('GET', `/api/dsg-options?${list({ filter: { stage: 'Stock' } })}`, admin);
    expect(byStage.json().map((o: { name: string }) => o.name)).toEqual(['Creep off', 'Shift speed']);
    const badSort = await call('GET', `/api/dsg-options-two?${list({ sort: ['parentId', 'ASC'] })}`, admin);
    expect(badSort.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    for (const path of ['vehicles-options', 'vehicles-secondary-options', 'dsg-options', 'dsg-options-two']) {
      expect((await call('GET', `/api/${path}`, dealer)).statusCode).toBe(403);
      expect((await call('POST', `/api/${path}`, dealer, { name: 'x' })).statusCode).toBe(403);
    }
  });
});

describe('demo option lists', () => {
  it('fills the four lists once with the demo catalogue, secondary options under their primary ones', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoCatalogue(database.db);
      const rows = await database.db.selectFrom('catalogue_options as o').leftJoin('catalogue_options as p', 'p.id', 'o.parent_id')
        .select(['o.unit', 'o.level', 'o.name', 'p.unit as parentUnit']).execute();
      expect(new Set(rows.map((r) => `${r.unit}/${r.level}`))).toEqual(new Set(['ECU/primary', 'ECU/secondary', 'DSG/primary', 'DSG/secondary']));
      expect(rows.filter((r) => r.level === 'secondary').every((r) => r.parentUnit === r.unit)).toBe(true);
      expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Pops & Bangs', 'DTC off', 'EGR off', 'DPF off', 'Launch control', 'Hardcut limiter', 'Kick-down off', 'Shift speed']));
      await seedDemoCatalogue(database.db);
      expect(await database.db.selectFrom('catalogue_options').select('id').execute()).toHaveLength(rows.length);
    } finally {
      await database.close();
    }
  });
});
