import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';

// Every body refuses fields it does not declare, so nothing a client invents reaches a query:
// today's invoice-settings routes copied unknown fields into SQL (a 500, or a changed row id).

let portal: TestPortal;
let admin: { authorization: string };
let ids: Record<string, string>;
beforeAll(async () => {
  portal = await createTestPortal();
  ({ ids, headers: { admin } } = await signInDemo(portal, ['admin']));
});
afterAll(async () => portal?.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) => portal.app.inject({ method, url, payload, headers: admin });

describe('strict bodies', () => {
  it('refuses unknown fields on the invoice payment-details and description routes, and never changes an id', async () => {
    const payment = (await send('POST', '/api/invoice-numeration/save-payment', { name: 'Bank', details: 'IBAN ES00 0000' })).json<{ id: number }>();
    const description = (await send('POST', '/api/invoice-numeration/create-description', { text: 'Thank you' })).json<{ id: number }>();
    const cases: [string, string, object, string][] = [
      ['POST', '/api/invoice-numeration/save-payment', { name: 'Bank', details: 'x', color: 'red' }, 'color'],
      ['PUT', `/api/invoice-numeration/update-payment/${payment.id}`, { color: 'red' }, 'color'],
      ['PUT', `/api/invoice-numeration/update-payment/${payment.id}`, { id: 999, name: 'Moved' }, 'id'],
      ['POST', '/api/invoice-numeration/create-description', { text: 'x', created_at: '2020-01-01' }, 'created_at'],
      ['PUT', `/api/invoice-numeration/update-description/${description.id}`, { id: 999 }, 'id'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await send(method as 'POST' | 'PUT', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().message).toBe(`${field}: Unknown field ${field}`);
    }
    const rows = await portal.services.db.selectFrom('invoice_payments').select(['id', 'name']).execute();
    expect(rows).toEqual([{ id: payment.id, name: 'Bank' }]);
    expect(await portal.services.db.selectFrom('invoice_payments').select('id').where('id', '=', 999).executeTakeFirst()).toBeUndefined();
  });

  it('refuses unknown fields, nested ones too, on any route', async () => {
    const table = await portal.app.inject({ method: 'PUT', url: '/api/credit-price-config/base', headers: admin, payload: { priceList: [{ credits: 10, price: 10, discount: 5 }] } });
    expect(table.statusCode).toBe(400);
    expect(table.json().message).toBe('priceList.0.discount: Unknown field discount');
    const signin = await portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: 'admin@demo.test', password: 'x', admin: true } });
    expect(signin.json()).toMatchObject({ statusCode: 400, message: 'admin: Unknown field admin' });
  });

  it('accepts back the whole record react-admin read, ignoring its read-only fields, and refuses anything else', async () => {
    const record = (await portal.app.inject({ url: `/api/users/${ids.support}`, headers: admin })).json();
    const saved = await send('PUT', `/api/users/${ids.support}`, { ...record, id: ids.dealer, email: 'changed@demo.test', firstName: 'Sue' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: ids.support, email: 'support@demo.test', firstName: 'Sue' });
    const unknown = await send('PUT', `/api/users/${ids.support}`, { ...record, password_hash: 'x' });
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: 'password_hash: Unknown field password_hash' });
  });
});

type Operation = { parameters?: { in: string; name: string; required?: boolean }[]; requestBody?: unknown };

/** The routes that read their body themselves: the payment provider's signed bytes. */
const READS_ITS_OWN_BODY = ['/api/payments/stripe/webhook'];

describe('write routes without a body', () => {
  it('refuse a field sent to them, on every one, for a role they let in, before anything is done', async () => {
    const { headers } = await signInDemo(portal, ['admin', 'distributor', 'dealer', 'calibrator', 'support']);
    const paths = (portal.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const routes = Object.entries(paths).flatMap(([path, operations]) => Object.entries(operations)
      .filter(([method, op]) => ['post', 'put', 'patch', 'delete'].includes(method) && !op.requestBody && !READS_ITS_OWN_BODY.includes(path))
      .map(([method]) => ({ method: method.toUpperCase() as 'POST', url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') })));
    expect(routes.length).toBeGreaterThan(20);
    const missed: string[] = [];
    let answered = 0;
    for (const { method, url } of routes) {
      let answer: { statusCode: number; message?: string } | undefined;
      for (const role of Object.values(headers)) {
        const response = await portal.app.inject({ method, url, headers: role, payload: { fitler: 'x' } });
        if (response.statusCode === 401 || response.statusCode === 403) continue;
        answer = { statusCode: response.statusCode, message: response.json<{ message?: string }>().message };
        break;
      }
      if (answer) answered += 1;
      if (answer && (answer.statusCode !== 400 || answer.message !== 'fitler: Unknown field fitler')) missed.push(`${method} ${url} → ${answer.statusCode} ${answer.message}`);
    }
    expect(missed).toEqual([]);
    expect(answered).toBeGreaterThan(20);
    // The sign-outs among them ended no session: the tokens still answer.
    expect((await portal.app.inject({ url: '/api/user/view', headers: headers.admin })).statusCode).toBe(200);
  });

  it('take the empty bodies clients send for nothing: react-admin\'s empty text DELETE, and {}', async () => {
    const created = await portal.app.inject({ method: 'POST', url: '/api/vin-search-rules', headers: admin, payload: { pattern: 'WVWZZZ1K', make: 'Volkswagen', model: 'Golf' } });
    expect(created.statusCode).toBeLessThan(300);
    const id = created.json<{ id: string }>().id;
    const removed = await portal.app.inject({ method: 'DELETE', url: `/api/vin-search-rules/${id}`, headers: { ...admin, 'content-type': 'text/plain' }, payload: '' });
    expect(removed.statusCode).toBe(200);
    const again = await portal.app.inject({ method: 'POST', url: '/api/signout', headers: (await signInDemo(portal, ['dealer'])).headers.dealer, payload: {} });
    expect(again.statusCode).toBeLessThan(300);
  });

  it('refuses a body that is not an object by its name', async () => {
    const response = await portal.app.inject({ method: 'POST', url: '/api/signout', headers: { ...admin, 'content-type': 'text/plain' }, payload: 'everything' });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'FIELD_UNKNOWN', message: 'body: Unknown field body' });
  });
});


describe('strict query strings', () => {
  it('refuses a query name a route does not declare, on every route that takes a query, for a role it lets in', async () => {
    const { headers } = await signInDemo(portal, ['admin', 'distributor', 'dealer', 'calibrator', 'support']);
    const paths = (portal.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    // Routes whose only inputs are optional query names: the unknown one is the only thing wrong.
    const routes = Object.entries(paths).flatMap(([path, operations]) => Object.entries(operations)
      .filter(([method, op]) => method === 'get' && !path.includes('{') && op.parameters?.some((p) => p.in === 'query') && !op.parameters.some((p) => p.required))
      .map(([, op]) => ({ path, names: op.parameters!.filter((p) => p.in === 'query').map((p) => p.name) })));
    expect(routes.length).toBeGreaterThan(40);
    const missed: string[] = [];
    for (const { path, names } of routes) {
      let answer: { statusCode: number; message?: string } | undefined;
      for (const role of Object.values(headers)) {
        const response = await portal.app.inject({ url: `${path}?fitler=x`, headers: role });
        if (response.statusCode === 401 || response.statusCode === 403) continue;
        answer = { statusCode: response.statusCode, message: response.json<{ message?: string }>().message };
        break;
      }
      if (answer && (answer.statusCode !== 400 || answer.message !== 'fitler: Unknown field fitler')) missed.push(`${path} (${names.join(', ')}) → ${answer.statusCode} ${answer.message}`);
    }
    expect(missed).toEqual([]);
  });

  it('still answers the names a list declares', async () => {
    const response = await portal.app.inject({ url: `/api/users?${new URLSearchParams({ sort: '["createdAt","DESC"]', range: '[0,4]', filter: '{}' })}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^users 0-4\/\d+$/);
  });
});
