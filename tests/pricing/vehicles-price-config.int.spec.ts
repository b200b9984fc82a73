import { describe, expect, it } from 'vitest';
import { priceConfigSheet } from '../../tables/vehiclesPriceConfig/sheet.js';
import { multipart } from '../catalogueSheets/sheets.js';
import { usePortal } from '../support/use-portal.js';
import { list } from '../support/list-query.js';

const { portal, ids, headers: as } = usePortal(['admin', 'dealer']);

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: string, payload?: object) =>
  portal.app.inject({ method, url, headers: as[who], payload });

const stage = (price: number | null) => ({ price, power: '300hp', torque: '400Nm', options: [] });
const vehicle = async (engine: string, engineFamily: string, stages: object) => {
  const response = await call('POST', '/api/vehicles', 'admin', { make: 'Audi', model: 'S3 PriceConfig', generation: '8Y (2020-)', engine, engineFamily, stages });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};
const stagesOf = async (id: string) => (await call('GET', `/api/vehicles/${id}`, 'admin')).json().stages;
const vehicleAudits = (id: string) =>
  portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'vehicles').where('entity_id', '=', id).where('action', '=', 'update').execute();

describe('vehicles price config', () => {
  let s3: string;
  let tt: string;
  let other: string;
  let configId: string;

  it('applies a new config to every vehicle of its engine family and only those, audited per vehicle', async () => {
    s3 = await vehicle('2.0 TFSI 310hp', 'EA888 Gen4', { One: stage(400), Two: stage(500) });
    tt = await vehicle('2.0 TFSI 320hp', 'EA888 Gen4', { One: stage(350) });
    other = await vehicle('2.5 TFSI 400hp', 'EA855 Evo', { One: stage(400), Two: stage(500) });

    const response = await call('POST', '/api/vehicles-price-config', 'admin', { engineFamily: 'EA888 Gen4', One: '350', Two: 600, TwoPlus: null, Three: '' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ engineFamily: 'EA888 Gen4', One: 350, Two: 600, TwoPlus: null, Three: null, Four: null, vehicles: 2, appliedTo: 2 });
    expect(response.headers['x-applied-to']).toBe('2');
    configId = response.json().id;

    expect(await stagesOf(s3)).toMatchObject({ One: { price: 350, power: '300hp' }, Two: { price: 600 } });
    // tt already cost 350 at stage 1; stage 2 was not offered and is added with the price alone.
    expect(await stagesOf(tt)).toMatchObject({ One: { price: 350, power: '300hp' }, Two: { price: 600, power: null, options: [] } });
    expect(await stagesOf(other)).toMatchObject({ One: { price: 400 }, Two: { price: 500 } });

    expect(await vehicleAudits(s3)).toMatchObject([{ actor_id: ids.admin, before: { prices: { One: '400.00', Two: '500.00' } }, after: { prices: { One: '350.00', Two: '600.00' } } }]);
    expect(await vehicleAudits(tt)).toMatchObject([{ before: { prices: { Two: null } }, after: { prices: { Two: '600.00' } } }]);
    expect(await vehicleAudits(other)).toEqual([]);
    const configAudit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'vehicles_price_configs').execute();
    expect(configAudit).toMatchObject([{ entity_id: configId, action: 'create', after: { engine_family: 'EA888 Gen4', one: '350.00' } }]);
  });

  it('re-applies on update and reports only the vehicles that changed', async () => {
    await call('PUT', `/api/vehicles/${tt}`, 'admin', { make: 'Audi', model: 'S3 PriceConfig', generation: '8Y (2020-)', engine: '2.0 TFSI 320hp', engineFamily: 'EA888 Gen4', stages: { One: stage(999) } });
    const response = await call('PUT', `/api/vehicles-price-config/${configId}`, 'admin', { engineFamily: 'EA888 Gen4', One: 350, Two: 600 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ appliedTo: 1, vehicles: 2 });
    expect(await stagesOf(tt)).toMatchObject({ One: { price: 350 }, Two: { price: 600 } });
  });

  it('lists with sort, filter and Content-Range, and reads one', async () => {
    await call('POST', '/api/vehicles-price-config', 'admin', { engineFamily: 'EA855 Evo', Four: 1200 });
    const response = await call('GET', `/api/vehicles-price-config?${list({ sort: ['engineFamily', 'DESC'], range: [0, 0] })}`, 'admin');
    expect(response.headers['content-range']).toBe('vehicles-price-config 0-0/2');
    expect(response.json().map((c: { engineFamily: string }) => c.engineFamily)).toEqual(['EA888 Gen4']);
    const filtered = await call('GET', `/api/vehicles-price-config?${list({ filter: { q: '855' } })}`, 'admin');
    expect(filtered.json()).toMatchObject([{ engineFamily: 'EA855 Evo', Four: 1200, vehicles: 1 }]);
    expect((await call('GET', `/api/vehicles-price-config/${configId}`, 'admin')).json()).toMatchObject({ engineFamily: 'EA888 Gen4', One: 350 });
  });

  it('refuses bad input and a second config for a family', async () => {
    const cases: [object, number, string][] = [
      [{ engineFamily: 'X', One: '349,50' }, 400, 'One: Field must be a positive decimal with a dot, such as 349.50'],
      [{ engineFamily: 'X', Two: 0 }, 400, 'Two: Field must be a positive decimal with a dot, such as 349.50'],
      [{ engineFamily: '  ' }, 400, 'engineFamily: Field is required'],
      [{ One: 10 }, 400, 'engineFamily: Field is required'],
      [{ engineFamily: 'EA888 Gen4', One: 10 }, 409, 'There is already a price config for this engine family'],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('POST', '/api/vehicles-price-config', 'admin', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  it('deletes a config without touching the vehicles', async () => {
    const removed = await call('DELETE', `/api/vehicles-price-config/${configId}`, 'admin');
    expect(removed.statusCode).toBe(200);
    expect(await stagesOf(s3)).toMatchObject({ One: { price: 350 }, Two: { price: 600 } });
    expect((await call('GET', `/api/vehicles-price-config/${configId}`, 'admin')).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/vehicles-price-config', 'dealer')).statusCode).toBe(403);
    expect((await call('POST', '/api/vehicles-price-config', 'dealer', { engineFamily: 'EA111' })).statusCode).toBe(403);
  });
});

describe('the price-config sheet kind', () => {
  it('imports rows (applying them to the vehicles), leaves equal rows alone and exports the same columns', async () => {
    const golf = await vehicle('2.0 TDI 150hp', 'EA288', { One: stage(250) });
    const rows = ['EA288', 'EA288 Evo'].map((engineFamily) => {
      const parsed = priceConfigSheet.parse({ engineFamily, One: '275', Two: '', TwoPlus: '', Three: '', Four: '' });
      if (!('row' in parsed)) throw new Error('row expected');
      return parsed.row;
    });
    const first = await portal.services.db.transaction().execute((trx) => priceConfigSheet.apply(trx, rows, ids.admin, new Date()));
    expect(first).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(await stagesOf(golf)).toMatchObject({ One: { price: 275 } });
    const again = await portal.services.db.transaction().execute((trx) => priceConfigSheet.apply(trx, rows, ids.admin, new Date()));
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 2 });

    const exported = [];
    for await (const row of priceConfigSheet.exportRows(portal.services.db, {})) exported.push(row);
    expect(exported.find((row) => row.engineFamily === 'EA288')).toEqual({ engineFamily: 'EA288', One: 275, Two: null, TwoPlus: null, Three: null, Four: null });
    const none = [];
    for await (const row of priceConfigSheet.exportRows(portal.services.db, { start: new Date(Date.now() + 60_000) })) none.push(row);
    expect(none).toEqual([]);
  });
});

describe('price-config through the import engine (POST /api/vehicles-file)', () => {
  const upload = async (csv: string) => {
    const body = multipart({ name: 'price-config.csv', type: 'text/csv', content: Buffer.from(csv) }, { kind: 'price-config' });
    const response = await portal.app.inject({ method: 'POST', url: '/api/vehicles-file', headers: { ...as.admin, ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(202);
    const id = response.json().id as string;
    for (;;) {
      const job = (await call('GET', `/api/vehicles-file/${id}`, 'admin')).json();
      if (['done', 'rejected', 'failed'].includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('imports a file, applying each row to its engine family, and rejects a faulty file whole', async () => {
    const polo = await vehicle('1.0 TSI 110hp', 'EA211', { One: stage(199) });
    const bad = await upload('engineFamily,One,Two,TwoPlus,Three,Four\nEA211,219,,,,\nEA211 Evo,2.999,,,,\n,5,,,,\n');
    expect(bad.status).toBe('rejected');
    expect(bad.problems).toEqual(expect.arrayContaining([expect.objectContaining({ column: 'engineFamily', message: 'Field is required' })]));
    expect(await stagesOf(polo)).toMatchObject({ One: { price: 199 } });

    const good = await upload('engineFamily,One,Two,TwoPlus,Three,Four\nEA211,219,299,,,\n');
    expect(good).toMatchObject({ status: 'done', summary: { created: 1, updated: 0, unchanged: 0 } });
    expect(await stagesOf(polo)).toMatchObject({ One: { price: 219 }, Two: { price: 299 } });
  });
});
