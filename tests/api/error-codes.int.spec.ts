import { describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';

// Error bodies are { statusCode, error, code, params, message } (CONTRACT.md "Errors"): the admin
// translates `code` with `params`, and a malformed id in a path is the same 404 as an unknown one.

const { portal, headers: { admin, dealer } } = usePortal(['admin', 'dealer']);

const NOT_FOUND = { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', params: {}, message: 'There is no such record: it may have been deleted, or the address is wrong' };

describe('error codes', () => {
  it('a schema error names its rule and field', async () => {
    const missing = await portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: 'a@b.c' } });
    expect(missing.json()).toEqual({ statusCode: 400, error: 'Bad Request', code: 'FIELD_REQUIRED', params: { field: 'password' }, message: 'password: Field is required' });
    const tooLong = await portal.app.inject({ method: 'POST', url: '/api/site', headers: dealer, payload: { alpha2: 'ESP' } });
    expect(tooLong.json()).toMatchObject({ code: 'FIELD_TOO_LONG', params: { field: 'alpha2', limit: 2 }, message: 'alpha2: The alpha2 field must have 2 characters at most' });
  });

  it('a business rule keeps the spec text and adds its code', async () => {
    const response = await portal.app.inject({ method: 'POST', url: '/api/credit/transfer', headers: dealer, payload: { userId: '00000000-0000-4000-8000-000000000000', amount: 0 } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: expect.stringMatching(/^[A-Z][A-Z0-9_]+$/), params: expect.any(Object), message: expect.any(String) });
  });

  it('a refusal with a field carries it in params', async () => {
    const filter = encodeURIComponent(JSON.stringify({ start: 'yesterday' }));
    const response = await portal.app.inject({ method: 'GET', url: `/api/vehicles-prices?filter=${filter}`, headers: admin });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'FIELD_NOT_DATE', params: { field: 'start' }, message: 'start: Field must be a date such as 2026-11-21' });
  });

  it('a malformed id in a show or edit address answers 404, like an unknown one', async () => {
    for (const url of ['/api/credit-order/view/not-a-uuid', '/api/credit-order/view/00000000-0000-4000-8000-000000000000']) {
      const response = await portal.app.inject({ url, headers: admin });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toMatch(/NOT_FOUND$/);
    }
    expect((await portal.app.inject({ url: '/api/credit-order/view/not-a-uuid', headers: admin })).json()).toEqual(NOT_FOUND);
    expect((await portal.app.inject({ url: '/api/users/12345', headers: admin })).json()).toEqual(NOT_FOUND);
    expect((await portal.app.inject({ url: '/api/vin-logger/not-a-number', headers: admin })).json()).toEqual(NOT_FOUND);
  });

  it('an unknown route names itself in params', async () => {
    const response = await portal.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(response.json()).toMatchObject({ code: 'NO_SUCH_ROUTE', params: { method: 'DELETE', path: '/api/nothing-here' } });
  });
});

describe('the request reference', () => {
  it('names every answer in X-Request-Id, so a person can quote it to support', async () => {
    const refused = await portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: 'a@b.c' } });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await portal.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(unknown.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unknown.headers['x-request-id']).not.toBe(refused.headers['x-request-id']);
  });
});

describe('the phone rule of the users screen', () => {
  it('holds at the API: a user created or changed with a bad phone is refused with "Invalid phone number"; a good one is kept in its normal form', async () => {
    const user = { email: 'phone.rule@shop.test', firstName: 'Pia', lastName: 'Phone', roles: ['Dealer'], password: 'Secret123' };
    for (const phone of ['12', '+34 600', '600 123 456', '+34 600 123 456 789 012', 'call me']) {
      const refused = await portal.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { ...user, phone } });
      expect([phone, refused.statusCode, refused.json()]).toEqual([phone, 400, expect.objectContaining({ code: 'INVALID_PHONE', message: 'Invalid phone number' })]);
    }
    const created = await portal.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { ...user, phone: '+34 (600) 123-456' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phone).toBe('+34600123456');
    const { id } = created.json();
    const changed = await portal.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin, payload: { phone: '0600' } });
    expect(changed.json()).toMatchObject({ statusCode: 400, code: 'INVALID_PHONE' });
    expect((await portal.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin, payload: { phone: '' } })).json().phone).toBe('');
  });
});
