import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../api/services/totp.js';
import { creditPortal, type CreditPortal } from '../creditOrders/portal.js';
import { lastMailTo } from '../support/mailbox.js';
import { collectPushes, openLiveSocket, until } from '../support/live.js';
import { createSubUser, SUB_USER_PASSWORD } from './support.js';

// Issue 13 gaps: a parent closing its sessions or changing its password ends its sub-users' too; a
// sub-user changes its own password and two-factor, never its parent's.

let t: CreditPortal;
beforeAll(async () => { t = await creditPortal(); });
afterAll(async () => t?.close());

const inject = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.portal.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const signin = (email: string, password: string) => t.portal.app.inject({ method: 'POST', url: '/api/signin', payload: { email, password } });

describe("a parent's close-sessions", () => {
  it("ends its sub-users' sessions and live sockets", async () => {
    const sub = await createSubUser(t, 'subdealer', 'closed@subdealer.test', 'sub_user_admin');
    const socket = await openLiveSocket(t.portal.app, sub.token);
    const pushes = collectPushes(socket);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // The parent changes its password; the mail's link closes every session.
    const changed = await t.put('subdealer', '/api/user/password', { currentPassword: 'Demo1234', password: 'Better123', repeatPassword: 'Better123' });
    expect(changed.statusCode, changed.body).toBe(200);
    const { token } = await lastMailTo(t.portal.services.db, 'subdealer@demo.test');
    expect((await t.portal.app.inject({ method: 'POST', url: `/api/close-sessions/${token}`, payload: {} })).statusCode).toBe(200);
    expect((await inject(sub.headers, 'GET', '/api/user/view')).statusCode).toBe(401);
    await until(() => pushes.some((p) => p.event === 'sessions-closed'), 'sessions-closed push');
    await closed;
    // Its password is unchanged: it signs in again.
    expect((await signin('closed@subdealer.test', SUB_USER_PASSWORD)).statusCode).toBe(200);
  });
});

describe("a parent's password change", () => {
  it("ends its sub-users' sessions at once; a sub-user's sign-out ends only its own token", async () => {
    const sub = await createSubUser(t, 'admin', 'changed@admin.test', 'sub_user_admin');
    const other = await t.portal.login('changed@admin.test', SUB_USER_PASSWORD);
    // Signing out ends the sub-user's own token, never its other sessions nor the parent's.
    expect((await inject(t.portal.auth(other), 'POST', '/api/signout', {})).statusCode).toBe(200);
    expect((await inject(t.portal.auth(other), 'GET', '/api/user/view')).statusCode).toBe(401);
    expect((await inject(sub.headers, 'GET', '/api/user/view')).statusCode).toBe(200);
    expect((await t.get('admin', '/api/user/view')).statusCode).toBe(200);
    const socket = await openLiveSocket(t.portal.app, sub.token);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const changed = await t.put('admin', '/api/user/password', { currentPassword: 'Demo1234', password: 'Better123', repeatPassword: 'Better123' });
    expect(changed.statusCode, changed.body).toBe(200);
    // No mailed link needed: the change itself ends them.
    expect((await inject(sub.headers, 'GET', '/api/user/view')).json()).toMatchObject({ statusCode: 401, code: 'SESSION_ENDED' });
    await closed;
    // The parent's session that changed it carries on with its fresh token; the sub-user signs in again with its own password.
    expect((await inject(t.portal.auth(changed.json().token), 'GET', '/api/user/view')).statusCode).toBe(200);
    expect((await signin('changed@admin.test', SUB_USER_PASSWORD)).statusCode).toBe(200);
  });
});

describe("a sub-user's own credentials", () => {
  it('changes its own password; the parent keeps its own', async () => {
    const sub = await createSubUser(t, 'dealer', 'self@dealer.test', 'sub_user_support');
    expect((await inject(sub.headers, 'POST', '/api/user/validate-password', { password: SUB_USER_PASSWORD })).json()).toEqual({ valid: true });
    expect((await inject(sub.headers, 'POST', '/api/user/validate-password', { password: 'Demo1234' })).statusCode).toBe(400);
    const wrong = await inject(sub.headers, 'PUT', '/api/user/password', { currentPassword: 'Demo1234', password: 'Mine12345', repeatPassword: 'Mine12345' });
    expect(wrong.statusCode).toBe(400);
    const changed = await inject(sub.headers, 'PUT', '/api/user/password', { currentPassword: SUB_USER_PASSWORD, password: 'Mine12345', repeatPassword: 'Mine12345' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signin('self@dealer.test', 'Mine12345')).statusCode).toBe(200);
    expect((await signin('self@dealer.test', SUB_USER_PASSWORD)).statusCode).toBe(401);
    expect((await signin('dealer@demo.test', 'Demo1234')).statusCode).toBe(200);
    expect((await signin('dealer@demo.test', 'Mine12345')).statusCode).toBe(401);
    // The mail goes to the sub-user, with a link that closes its own sessions.
    const { token } = await lastMailTo(t.portal.services.db, 'self@dealer.test');
    expect((await t.portal.app.inject({ method: 'POST', url: `/api/close-sessions/${token}`, payload: {} })).json()).toMatchObject({ email: 'self@dealer.test' });
    expect((await t.get('dealer', '/api/user/view')).statusCode).toBe(200);
  });

  it('sets up its own two-factor, and signs in with the second step', async () => {
    const sub = await createSubUser(t, 'distributor', 'otp@distributor.test', 'sub_user_admin');
    const setup = (await inject(sub.headers, 'POST', '/api/user/two-factor/setup', {})).json();
    expect(setup.otpauthUrl).toContain('otp%40distributor.test');
    expect((await inject(sub.headers, 'POST', '/api/user/two-factor/enable', { code: totpCode(setup.secret) })).statusCode).toBe(200);
    expect((await inject(sub.headers, 'GET', '/api/user/view')).json()).toMatchObject({ twoFactorEnabled: false, subUser: { twoFactorEnabled: true, name: 'Sub sub_user_admin' } });
    // The parent signs in without a code; the sub-user needs its own.
    expect((await signin('distributor@demo.test', 'Demo1234')).json()).toHaveProperty('user');
    const first = (await signin('otp@distributor.test', SUB_USER_PASSWORD)).json();
    expect(first).toEqual({ twoFactorRequired: true, token: expect.any(String) });
    const second = await inject(t.portal.auth(first.token), 'POST', '/api/auth/two-factor', { code: totpCode(setup.secret) });
    expect(second.statusCode, second.body).toBe(200);
    const view = await inject(t.portal.auth(second.json().token), 'GET', '/api/user/view');
    expect(view.json()).toMatchObject({ id: t.ids.distributor, subUser: { id: sub.id, twoFactorEnabled: true } });
    expect((await inject(sub.headers, 'POST', '/api/user/two-factor/disable', { password: SUB_USER_PASSWORD })).statusCode).toBe(200);
    expect((await signin('otp@distributor.test', SUB_USER_PASSWORD)).json()).toHaveProperty('user');
  });
});
