import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, signInDemo, type TestPortal } from '../support/app.js';
import { list } from '../support/list-query.js';

// A malformed id in a list filter, and a broken multipart body, are the client's mistakes: a 400
// that says which, never a 500.

let portal: TestPortal;
let admin: { authorization: string };
beforeAll(async () => {
  portal = await createTestPortal();
  ({ headers: { admin } } = await signInDemo(portal, ['admin']));
});
afterAll(async () => portal?.close());

const UPLOADS = ['/api/credit/account-import?dryRun=true', '/api/vehicles-file?kind=vehicles&dryRun=true', '/api/files/upload'];
const BOUNDARY = 'sweepboundary';
const part = (body: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${body}`;

describe('malformed ids in list filters', () => {
  it('answer 400 naming the filter', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/users', { parentId: 'not-a-uuid' }, 'filter.parentId'],
      ['/api/users', { id: ['not-a-uuid'] }, 'filter.id'],
      ['/api/users', { id: 'x' }, 'filter.id'],
      ['/api/credit-payments', { buyerId: 'not-a-uuid' }, 'filter.buyerId'],
      ['/api/credit-payments', { sellerId: 42 }, 'filter.sellerId'],
      ['/api/credit/admin-history', { userId: "'; --" }, 'filter.userId'],
      ['/api/credit/movements', { userId: 'nope' }, 'filter.userId'],
      ['/api/invoices', { buyerId: 'nope' }, 'filter.buyerId'],
    ];
    for (const [url, filter, field] of cases) {
      const response = await portal.app.inject({ url: `${url}?${list({ filter })}`, headers: admin });
      expect(response.statusCode, `${url} ${JSON.stringify(filter)}`).toBe(400);
      expect(response.json().message).toBe(`${field}: Field must be a valid uuid`);
    }
    const house = await portal.app.inject({ url: `/api/credit-payments?${list({ filter: { sellerId: 'house' } })}`, headers: admin });
    expect(house.statusCode).toBe(200);
  });
});

describe('broken multipart bodies on every upload route', () => {
  it('answer 4xx with a clear message', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', part('email,amount\n')], // no boundary in the header
      [`multipart/form-data; boundary=${BOUNDARY}`, part('email,amount\na@b.c,1\n')], // truncated: no closing boundary
      [`multipart/form-data; boundary=${BOUNDARY}`, '--sweepboundary\r\nContent-Disposition'], // cut inside a part header
      [`multipart/form-data; boundary=${BOUNDARY}`, ''],
      [`multipart/form-data; boundary=other`, part('x')],
    ];
    for (const url of UPLOADS) {
      for (const [contentType, payload] of bodies) {
        const response = await portal.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': contentType }, payload });
        expect(response.statusCode, `${url} ${contentType} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${contentType} ${payload.slice(0, 40)} ${response.body}`).toBeLessThan(500);
        expect(response.json().message).toMatch(/^[A-Z]/);
      }
    }
  });
});
