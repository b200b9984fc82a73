import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../api/services/totp.js';
import { createTestPortal, type TestPortal } from '../support/app.js';
import { lastMailTo } from '../support/mailbox.js';

let portal: TestPortal;
beforeAll(async () => { portal = await createTestPortal(); });
afterAll(async () => portal?.close());

const post = (url: string, payload: unknown, token?: string) =>
  portal.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? portal.auth(token) : {} });

describe('sign-in', () => {
  it('answers a token and the user information of spec section 3', async () => {
    const response = await post('/api/signin', { email: 'dealer@demo.test', password: 'Demo1234' });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toEqual(expect.any(String));
    expect(user).toMatchObject({ email: 'dealer@demo.test', rol: ['Dealer'], balance: 0, haveParent: true, haveChildren: true });
    const view = await portal.app.inject({ url: '/api/user/view', headers: portal.auth(token) });
    expect(view.json()).toMatchObject({ id: user.id, email: 'dealer@demo.test', rol: ['Dealer'] });
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    for (const payload of [{ email: 'dealer@demo.test', password: 'Wrong1234' }, { email: 'nobody@demo.test', password: 'Demo1234' }]) {
      const response = await post('/api/signin', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', code: 'INVALID_CREDENTIALS', params: {}, message: 'Invalid Login Credentials' });
    }
  });

  it('shows the new sign-in on the security timeline at once (read-your-writes)', async () => {
    const token = await portal.login('support@demo.test');
    const activity = await portal.app.inject({ url: '/api/user/activity', headers: portal.auth(token) });
    expect(activity.json()[0]).toMatchObject({ type: 'UserSignedIn' });
    expect(activity.headers['content-range']).toMatch(/^activity 0-\d+\/\d+$/);
  });

  it('limits sign-in attempts for one email', async () => {
    const attempts = [];
    for (let i = 0; i < 11; i += 1) attempts.push(await post('/api/signin', { email: 'limited@demo.test', password: 'Wrong1234' }));
    expect(attempts.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
    expect(attempts[10].statusCode).toBe(429);
    expect(attempts[10].json().message).toMatch(/Too many sign-in attempts/);
  });
});

describe('registration and email verification', () => {
  const form = {
    firstName: 'Nina', lastName: 'New', email: 'nina@shop.test', phone: '+34 600 123 456', countryId: 'ES',
    password: 'Secret123', repeatPassword: 'Secret123', termsAccepted: true,
  };

  it('refuses with the spec texts and writes nothing', async () => {
    const cases: [object, number, string][] = [
      [{ ...form, termsAccepted: false }, 400, 'Please accept the terms & conditions and license agreements'],
      [{ ...form, phone: '12' }, 400, 'Invalid phone number'],
      [{ ...form, repeatPassword: 'Secret124' }, 400, 'Password confirmation does not match'],
      [{ ...form, email: 'not-an-email' }, 400, 'email: Field must be a valid email'],
      [{ ...form, firstName: '' }, 400, 'firstName: Field is required'],
      [{ ...form, termsAccepted: 'yes' }, 400, 'termsAccepted: Field must be true or false'],
      [{ ...form, isSubDealer: true }, 400, 'Please choose the dealer you work with'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post('/api/signup', payload);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const { lastName: _l, ...missing } = form;
    expect((await post('/api/signup', missing)).json().message).toBe('lastName: Field is required');
    const rows = await portal.services.db.selectFrom('users').select('id').where('email', '=', form.email).execute();
    expect(rows).toHaveLength(0);
  });

  it('registers, refuses sign-in until the email is confirmed, then signs in', async () => {
    expect((await post('/api/signup', form)).statusCode).toBe(201);
    expect((await post('/api/signup', form)).json()).toMatchObject({ statusCode: 409, message: 'Email already registered' });
    const refused = await post('/api/signin', { email: form.email, password: form.password });
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Email not verified' });
    const { token } = await lastMailTo(portal.services.db, form.email);
    expect((await post('/api/auth/validate-email', { token })).statusCode).toBe(200);
    expect((await post('/api/auth/validate-email', { token })).json().message).toBe('Invalid or expired link');
    const signedIn = await post('/api/signin', { email: form.email, password: form.password });
    expect(signedIn.json().user).toMatchObject({ rol: ['Dealer'], countryId: 'ES', phone: '+34600123456' });
  });

  it('answers the dealers whose name holds what was typed, 20 at most, and refuses other query names', async () => {
    const found = (await portal.app.inject({ url: '/api/auth/dealers?q=DANA%20d' })).json();
    expect(found.map((d: { name: string }) => d.name)).toEqual(['Dana Dealer']);
    // A LIKE wildcard typed is a character, not "anything".
    expect((await portal.app.inject({ url: '/api/auth/dealers?q=%25' })).json()).toEqual([]);
    const unknown = await portal.app.inject({ url: '/api/auth/dealers?all=1' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'FIELD_UNKNOWN']);
    // 25 more dealers: the first 20 by name come, never all of them.
    for (let i = 0; i < 25; i += 1) {
      await portal.services.db.insertInto('users').values({
        email: `many-${i}@dealers.test`, first_name: 'Many', last_name: `Dealer ${String(i).padStart(2, '0')}`, roles: ['Dealer'], password_hash: 'x', active: true,
      } as never).execute();
    }
    const many = (await portal.app.inject({ url: '/api/auth/dealers?q=many' })).json();
    expect([many.length, many[0].name, many[19].name]).toEqual([20, 'Many Dealer 00', 'Many Dealer 19']);
    expect((await portal.app.inject({ url: '/api/auth/dealers' })).json()).toHaveLength(20);
  });

  it('registers a sub-dealer under a dealer, held for review', async () => {
    const dealers = (await portal.app.inject({ url: '/api/auth/dealers?q=dana' })).json();
    const dealer = dealers.find((d: { name: string }) => d.name === 'Dana Dealer');
    const sub = { ...form, email: 'sub@shop.test', isSubDealer: true, dealerId: dealer.id };
    expect((await post('/api/signup', sub)).statusCode).toBe(201);
    await post('/api/auth/validate-email', { token: (await lastMailTo(portal.services.db, sub.email)).token });
    expect((await post('/api/signin', { email: sub.email, password: sub.password })).json().message).toBe('Your account is being verified');
  });
});

describe('password recovery and sessions', () => {
  it('resets a forgotten password by mail and ends the old sessions', async () => {
    const old = await portal.login('calibrator@demo.test');
    expect((await post('/api/auth/recovery-password', { email: 'calibrator@demo.test' })).statusCode).toBe(200);
    expect((await post('/api/auth/recovery-password', { email: 'unknown@demo.test' })).json().message).toMatch(/If this email is registered/);
    const { token } = await lastMailTo(portal.services.db, 'calibrator@demo.test');
    expect((await post('/api/auth/reset-password', { token, password: 'short', repeatPassword: 'short' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { token, password: 'Newpass123', repeatPassword: 'Newpass123' })).statusCode).toBe(200);
    expect((await portal.app.inject({ url: '/api/user/view', headers: portal.auth(old) })).statusCode).toBe(401);
    await portal.login('calibrator@demo.test', 'Newpass123');
  });

  it('changes the password with the current one, and the mailed link closes every session', async () => {
    const token = await portal.login('distributor@demo.test');
    const wrong = await portal.app.inject({ method: 'PUT', url: '/api/user/password', headers: portal.auth(token), payload: { currentPassword: 'Nope1234', password: 'Better123', repeatPassword: 'Better123' } });
    expect(wrong.json().message).toBe('The current password does not match');
    const check = await post('/api/user/validate-password', { password: 'Demo1234' }, token);
    expect(check.json()).toEqual({ valid: true });
    const changed = await portal.app.inject({ method: 'PUT', url: '/api/user/password', headers: portal.auth(token), payload: { currentPassword: 'Demo1234', password: 'Better123', repeatPassword: 'Better123' } });
    expect(changed.statusCode).toBe(200);
    const { token: closeToken } = await lastMailTo(portal.services.db, 'distributor@demo.test');
    const closed = await post(`/api/close-sessions/${closeToken}`, {});
    expect(closed.json()).toEqual({ message: 'All sessions are closed', email: 'distributor@demo.test' });
    expect((await portal.app.inject({ url: '/api/user/view', headers: portal.auth(token) })).statusCode).toBe(401);
  });
});

describe('two-factor login', () => {
  it('sets up, asks for the code at sign-in, and accepts only a valid one', async () => {
    const token = await portal.login('subdealer@demo.test');
    const setup = (await post('/api/user/two-factor/setup', {}, token)).json();
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect((await post('/api/user/two-factor/enable', { code: '000000' }, token)).statusCode).toBe(400);
    expect((await post('/api/user/two-factor/enable', { code: totpCode(setup.secret) }, token)).statusCode).toBe(200);

    const first = (await post('/api/signin', { email: 'subdealer@demo.test', password: 'Demo1234' })).json();
    expect(first).toEqual({ twoFactorRequired: true, token: expect.any(String) });
    expect((await portal.app.inject({ url: '/api/user/view', headers: portal.auth(first.token) })).statusCode).toBe(401);
    expect((await post('/api/auth/two-factor', { code: '123456' }, first.token)).json().message).toBe('Invalid two-factor code');
    const second = await post('/api/auth/two-factor', { code: totpCode(setup.secret) }, first.token);
    expect(second.json().user).toMatchObject({ email: 'subdealer@demo.test', twoFactorEnabled: true });
    expect((await post('/api/user/two-factor/disable', { password: 'Demo1234' }, second.json().token)).statusCode).toBe(200);
  });
});
