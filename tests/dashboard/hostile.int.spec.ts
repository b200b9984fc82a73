import { describe, expect, it } from 'vitest';
import { usePortal } from '../support/use-portal.js';
import { eventually } from '../projections/support.js';

// The staff's figures (GET dashboard/admin, GET support/counts) as a stranger uses them, and every
// route added with the reports and the finance audit with a token that no longer opens a session:
// its user deactivated, or its sessions closed (the session version moved on).

const who = ['admin', 'distributor', 'dealer', 'subdealer', 'calibrator', 'support'] as const;
const { portal, ids, headers } = usePortal(who);

const get = (url: string, header: Record<string, string> = {}) => portal.app.inject({ method: 'GET', url, headers: header });

/** The routes in question, each readable by the demo Admin with its token as issued. */
const ROUTES = [
  '/api/reports/credit', '/api/reports/credit-revenue-summary', '/api/reports/software-orders', '/api/reports/software-pending-summary',
  '/api/reports/software-tune-analytics', '/api/reports/credit-predicted', '/api/dashboard/admin', '/api/credit/balance-at?at=2030-01-01T00:00:00Z',
  '/api/credit/statement?from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z', '/api/credit/statement/pdf?from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z',
  '/api/credit/statement/xlsx?from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z', '/api/credit/verify-ledger', '/api/support/counts',
  '/api/credit-price-config/price', '/api/credit-price-config/base',
];

describe('staff figures, hostile', () => {
  it('refuses an unknown query field on the Tickets badge instead of ignoring it', async () => {
    for (const as of ['admin', 'support'] as const) {
      const response = await get('/api/support/counts?agentId=me', headers[as]);
      expect([response.statusCode, response.json().code], as).toEqual([400, 'FIELD_UNKNOWN']);
    }
    expect((await get('/api/support/counts', headers.support)).json()).toEqual({ unassigned: 0 });
  });

  it('keeps both to the staff whatever proxy headers claim, and ignores a body sent with GET', async () => {
    const forged = { 'x-forwarded-for': '127.0.0.1', host: 'localhost', 'x-forwarded-host': 'admin.portal.test' };
    for (const role of ['distributor', 'dealer', 'subdealer', 'calibrator'] as const) {
      for (const url of ['/api/dashboard/admin', '/api/support/counts']) {
        const response = await get(url, { ...headers[role], ...forged });
        expect([response.statusCode, response.json().code], `${role} ${url}`).toEqual([403, 'ROLE_NOT_ALLOWED']);
      }
    }
    expect((await get('/api/dashboard/admin', { ...headers.support, ...forged })).statusCode).toBe(403);
    const withBody = await portal.app.inject({ method: 'GET', url: '/api/dashboard/admin', headers: { ...headers.admin, 'content-type': 'application/json' }, payload: '{"userId":"x"}' });
    expect(withBody.statusCode).toBe(200);
  });
});

describe('a token that no longer opens a session', () => {
  it('is refused with 401 SESSION_ENDED on the routes it read once its user is deactivated', async () => {
    const deactivated = await portal.app.inject({ method: 'PUT', url: `/api/users/${ids.support}`, headers: headers.admin, payload: { active: false } });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    for (const url of ['/api/support/counts', '/api/credit/balance-at?at=2030-01-01T00:00:00Z', '/api/credit-price-config/price']) {
      const response = await get(url, headers.support);
      expect([response.statusCode, response.json().code], url).toEqual([401, 'SESSION_ENDED']);
    }
  });

  it('is refused with 401 SESSION_ENDED on every route once the sessions are closed, even by a write outside the API', async () => {
    for (const url of ROUTES) expect((await get(url, headers.admin)).statusCode, url).toBe(200);
    // What closing every session (close-sessions link, password reset) does: the session version moves on.
    await portal.services.db.updateTable('users').set((eb) => ({ session_version: eb('session_version', '+', 1) })).where('id', '=', ids.admin).execute();
    await eventually(async () => (await get('/api/dashboard/admin', headers.admin)).statusCode === 401, 'the users change to reach the session cache');
    for (const url of ROUTES) {
      const response = await get(url, headers.admin);
      expect([response.statusCode, response.json().code], url).toEqual([401, 'SESSION_ENDED']);
    }
  });
});
