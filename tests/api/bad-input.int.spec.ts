import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../support/app.js';

let portal: TestPortal;
beforeAll(async () => { portal = await createTestPortal(); });
afterAll(async () => portal?.close());

describe('bad input answers 4xx with a clear message', () => {
  it('malformed JSON', async () => {
    const response = await portal.app.inject({ method: 'POST', url: '/api/signin', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/JSON/i) });
  });

  it('wrong types and missing fields', async () => {
    const wrongType = await portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: 42, password: 'x' } });
    expect(wrongType.json()).toMatchObject({ statusCode: 400, message: 'email: Field must be text' });
    const missing = await portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: 'a@b.c' } });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'password: Field is required' });
  });

  it('oversized bodies', async () => {
    const response = await portal.app.inject({ method: 'POST', url: '/api/signup', payload: { firstName: 'x'.repeat(2 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/i);
  });

  it('unknown routes', async () => {
    const response = await portal.app.inject({ url: '/api/no-such-thing' });
    expect(response.json()).toEqual({
      statusCode: 404, error: 'Not Found', code: 'NO_SUCH_ROUTE', params: { method: 'GET', path: '/api/no-such-thing' }, message: 'There is no GET /api/no-such-thing in this API',
    });
  });

  it('health names the database and the event store', async () => {
    const response = await portal.app.inject({ url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true }, eventStore: { ok: true, detail: expect.stringMatching(/^postgres/) } });
  });

  it('serves OpenAPI docs', async () => {
    const response = await portal.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/signin', '/api/users', '/api/user/view']));
  });
});
