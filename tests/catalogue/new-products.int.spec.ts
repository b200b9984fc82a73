import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';

let portal: TestPortal;
let headers: Record<string, Record<string, string>>;
let ids: Record<string, string>;

beforeAll(async () => {
  portal = await createTestPortal();
  const signedIn = await signInDemo(portal, ['admin', 'dealer', 'distributor', 'subdealer', 'calibrator']);
  ids = signedIn.ids;
  headers = Object.fromEntries(Object.entries(signedIn.tokens).map(([name, token]) => [name, portal.auth(token)]));
});
afterAll(async () => portal?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  portal.app.inject({ method, url, headers: headers[who], payload });
const request = { make: 'Cupra', model: 'Formentor', generation: 'KM (2020-)', engine: '2.0 TSI VZ 310hp', gearbox: 'DQ381', vin: ' vss12345678901234 ', note: 'Customer waiting' };

describe('new products', () => {
  it('lets distributors, dealers and sub-dealers ask for a vehicle, and an admin answer with the vehicle added', async () => {
    const asked = await call('POST', '/api/newproducts', 'dealer', request);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'New', requestedBy: ids.dealer, vin: 'VSS12345678901234', gearbox: 'DQ381', vehicleId: null });
    for (const who of ['distributor', 'subdealer']) expect((await call('POST', '/api/newproducts', who, { make: 'Seat', model: 'Leon' })).statusCode).toBe(201);
    expect((await call('POST', '/api/newproducts', 'calibrator', request)).statusCode).toBe(403);

    const { id } = asked.json();
    const refused = await call('PUT', `/api/newproducts/${id}`, 'admin', { status: 'Added' });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'vehicleId: Field is required' });
    const vehicle = await call('POST', '/api/vehicles', 'admin', { make: 'Cupra', model: 'Formentor', generation: 'KM (2020-)', engine: '2.0 TSI VZ 310hp' });
    const added = await call('PUT', `/api/newproducts/${id}`, 'admin', { status: 'Added', vehicleId: vehicle.json().id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ status: 'Added', vehicleId: vehicle.json().id });

    const audit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'new_products').where('entity_id', '=', id).orderBy('id').execute();
    expect(audit.map((row) => [row.action, row.actor_id])).toEqual([['create', ids.dealer], ['update', ids.admin]]);
  });

  it('checks the VIN with the spec rule and the required fields', async () => {
    expect((await call('POST', '/api/newproducts', 'dealer', { ...request, vin: 'ABC' })).json()).toMatchObject({ statusCode: 400, message: 'vin: Invalid VIN.' });
    expect((await call('POST', '/api/newproducts', 'dealer', { ...request, make: ' ' })).json()).toMatchObject({ statusCode: 400, message: 'make: Field is required' });
    expect((await call('POST', '/api/newproducts', 'dealer', { ...request, gearbox: 'DQ999' })).statusCode).toBe(400);
    const noVin = await call('POST', '/api/newproducts', 'dealer', { ...request, vin: '' });
    expect(noVin.json().vin).toBeNull();
  });

  it('lists, filters and deletes for admins only', async () => {
    const rejected = (await call('POST', '/api/newproducts', 'dealer', { make: 'Lancia', model: 'Delta' })).json();
    await call('PUT', `/api/newproducts/${rejected.id}`, 'admin', { status: 'Rejected' });
    const page = await call('GET', `/api/newproducts?filter=${encodeURIComponent('{"status":"Rejected"}')}`, 'admin');
    expect(page.headers['content-range']).toBe('newproducts 0-0/1');
    expect(page.json()[0]).toMatchObject({ make: 'Lancia', requestedByEmail: 'dealer@demo.test' });
    const search = await call('GET', `/api/newproducts?filter=${encodeURIComponent('{"q":"formentor"}')}&sort=${encodeURIComponent('["make","ASC"]')}`, 'admin');
    expect(search.json().every((p: { model: string }) => p.model === 'Formentor')).toBe(true);

    for (const [method, url] of [['GET', '/api/newproducts'], ['GET', `/api/newproducts/${rejected.id}`], ['PUT', `/api/newproducts/${rejected.id}`], ['DELETE', `/api/newproducts/${rejected.id}`]] as const) {
      expect((await call(method, url, 'dealer', method === 'PUT' ? { status: 'New' } : undefined)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('DELETE', `/api/newproducts/${rejected.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/api/newproducts/${rejected.id}`, 'admin')).json()).toMatchObject({ statusCode: 404, message: 'Request not found' });
  });
});
