import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../support/app.js';
import { openLiveSocket } from '../support/live.js';

let portal: TestPortal;
beforeAll(async () => { portal = await createTestPortal(); });
afterAll(async () => portal?.close());

describe('roles on the server (spec section 6)', () => {
  it('answers 401 without a token and 403 with the wrong role', async () => {
    expect((await portal.app.inject({ url: '/api/users' })).statusCode).toBe(401);
    expect((await portal.app.inject({ url: '/api/users', headers: { authorization: 'Bearer forged' } })).json().message).toBe('Your session has ended: please sign in again');
    const dealer = await portal.login('dealer@demo.test');
    for (const url of ['/api/users', '/api/mail']) {
      const response = await portal.app.inject({ url, headers: portal.auth(dealer) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('Your role does not allow this action');
    }
  });

  it('lets an admin search users by name or email and filter by role, with Content-Range', async () => {
    const admin = await portal.login('admin@demo.test');
    const byRole = await portal.app.inject({ url: `/api/users?filter=${encodeURIComponent('{"role":"Dealer"}')}`, headers: portal.auth(admin) });
    expect(byRole.json().map((u: { email: string }) => u.email)).toEqual(['dealer@demo.test']);
    const byName = await portal.app.inject({ url: `/api/users?filter=${encodeURIComponent('{"q":"sam sub"}')}&range=[0,9]`, headers: portal.auth(admin) });
    expect(byName.json().map((u: { email: string }) => u.email)).toEqual(['subdealer@demo.test']);
    const page = await portal.app.inject({ url: '/api/users?sort=["email","ASC"]&range=[0,1]', headers: portal.auth(admin) });
    expect(page.headers['content-range']).toBe('users 0-1/6');
    expect(page.json().map((u: { email: string }) => u.email)).toEqual(['admin@demo.test', 'calibrator@demo.test']);
    const badSort = await portal.app.inject({ url: '/api/users?sort=["password_hash","ASC"]', headers: portal.auth(admin) });
    expect(badSort.statusCode).toBe(400);
  });

  it('deactivating a user ends their sessions and tells their live socket', async () => {
    const admin = await portal.login('admin@demo.test');
    const supportToken = await portal.login('support@demo.test');
    const support = (await portal.app.inject({ url: '/api/user/view', headers: portal.auth(supportToken) })).json();
    const socket = await openLiveSocket(portal.app, supportToken);
    const received = new Promise<string>((resolve) => socket.on('message', (data) => resolve(String(data))));
    // react-admin sends back the whole users record it read, with the change.
    const record = (await portal.app.inject({ url: `/api/users/${support.id}`, headers: portal.auth(admin) })).json();
    const response = await portal.app.inject({ method: 'PUT', url: `/api/users/${support.id}`, headers: portal.auth(admin), payload: { ...record, active: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: false });
    expect(JSON.parse(await received)).toEqual({ event: 'user-deactivated' });
    expect((await portal.app.inject({ url: '/api/user/view', headers: portal.auth(supportToken) })).statusCode).toBe(401);
    expect((await portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email: 'support@demo.test', password: 'Demo1234' } })).json().message).toBe('Your account is inactive');
    const audit = await portal.services.db.selectFrom('audit_log').selectAll().where('entity_id', '=', support.id).where('action', '=', 'update').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses an admin removing their own admin role, and a parent loop', async () => {
    const admin = await portal.login('admin@demo.test');
    const me = (await portal.app.inject({ url: '/api/user/view', headers: portal.auth(admin) })).json();
    const own = await portal.app.inject({ method: 'PUT', url: '/api/user/update-rol', headers: portal.auth(admin), payload: { id: me.id, roles: ['Dealer'] } });
    expect(own.json().message).toBe('You cannot remove your own administrator access');
    const users = (await portal.app.inject({ url: '/api/users', headers: portal.auth(admin) })).json() as { id: string; email: string }[];
    const id = (email: string) => users.find((u) => u.email === email)!.id;
    const loop = await portal.app.inject({ method: 'PUT', url: `/api/users/${id('distributor@demo.test')}`, headers: portal.auth(admin), payload: { parentId: id('subdealer@demo.test') } });
    expect(loop.json().message).toBe('The parent account cannot be this user or one of its sub-users');
  });
});
