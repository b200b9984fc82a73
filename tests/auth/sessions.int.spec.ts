import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FORM_REQUESTS_PER_MINUTE, MAIL_FORM_REQUESTS_PER_MINUTE, PASSWORD_CHECKS_PER_MINUTE } from '../../api/routes/auth/limits.js';
import { hashPassword } from '../../api/services/passwords.js';
import { totpCode } from '../../api/services/totp.js';
import { createTestPortal, type TestPortal } from '../support/app.js';
import { lastMailTo } from '../support/mailbox.js';

// Every password hash of the portal, counted: a refused request must never have cost one.
vi.mock('../../api/services/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/services/passwords.js')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

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

describe('the account forms under load', () => {
  const from = (address: string, url: string, payload: object) => portal.app.inject({ method: 'POST', url, payload, remoteAddress: address });

  it('refuses a reset with a link that is not one before hashing the new password', async () => {
    vi.mocked(hashPassword).mockClear();
    const refused = await from('198.51.100.30', '/api/auth/reset-password', { token: 'not-a-link', password: 'Newpass123', repeatPassword: 'Newpass123' });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'INVALID_LINK']);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('limits every anonymous form that hashes or mails, per address, with a code the admin translates', async () => {
    vi.mocked(hashPassword).mockClear();
    const forms: [string, object, number][] = [
      ['/api/auth/reset-password', { token: 'not-a-link', password: 'Newpass123', repeatPassword: 'Newpass123' }, ACCOUNT_FORM_REQUESTS_PER_MINUTE],
      ['/api/signup', { firstName: 'B', lastName: 'Ot', email: 'bot@shop.test', phone: '+34600123456', countryId: 'ES', password: 'Secret123', repeatPassword: 'Secret123', termsAccepted: false }, ACCOUNT_FORM_REQUESTS_PER_MINUTE],
      ['/api/auth/validate-email', { token: 'not-a-link' }, ACCOUNT_FORM_REQUESTS_PER_MINUTE],
      ['/api/close-sessions/not-a-link', {}, ACCOUNT_FORM_REQUESTS_PER_MINUTE],
      ['/api/auth/recovery-password', { email: 'nobody@shop.test' }, MAIL_FORM_REQUESTS_PER_MINUTE],
      ['/api/auth/resend-verification', { email: 'nobody@shop.test' }, MAIL_FORM_REQUESTS_PER_MINUTE],
    ];
    for (const [index, [url, payload, max]] of forms.entries()) {
      const address = `198.51.100.${40 + index}`;
      const answers = [];
      for (let i = 0; i <= max; i += 1) answers.push(await from(address, url, payload));
      expect(answers.slice(0, max).map((a) => a.statusCode).filter((code) => code === 429), url).toEqual([]);
      expect(answers[max].json(), url).toMatchObject({ statusCode: 429, code: 'TOO_MANY_PUBLIC_REQUESTS', params: { after: expect.any(String) } });
      // Another address is not slowed down.
      expect((await from('198.51.100.99', url, payload)).statusCode, url).not.toBe(429);
    }
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('limits how often a signed-in login may have its password checked', async () => {
    const token = await portal.login('admin@demo.test');
    const answers = [];
    for (let i = 0; i <= PASSWORD_CHECKS_PER_MINUTE; i += 1) answers.push(await post('/api/user/validate-password', { password: `Guess${i}x1` }, token));
    expect(answers.slice(0, PASSWORD_CHECKS_PER_MINUTE).every((a) => a.json().code === 'CURRENT_PASSWORD_MISMATCH')).toBe(true);
    expect(answers[PASSWORD_CHECKS_PER_MINUTE].json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_PASSWORD_CHECKS' });
    // Counted per login, whatever session or address: another login is not slowed down.
    expect((await post('/api/user/validate-password', { password: 'Demo1234' }, await portal.login('subdealer@demo.test'))).statusCode).not.toBe(429);
  });
});

describe('sessions', () => {
  const view = (token: string) => portal.app.inject({ url: '/api/user/view', headers: portal.auth(token) });
  const changePassword = (token: string, currentPassword: string, password: string) =>
    portal.app.inject({ method: 'PUT', url: '/api/user/password', headers: portal.auth(token), payload: { currentPassword, password, repeatPassword: password } });

  it('a password change ends every other session; the session that changed it goes on with a fresh token', async () => {
    const a = await portal.login('dealer@demo.test');
    const b = await portal.login('dealer@demo.test');
    const changed = await changePassword(a, 'Demo1234', 'Changed123');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: 'Your password was changed', token: expect.any(String) });
    expect((await view(b)).json()).toMatchObject({ statusCode: 401, code: 'SESSION_ENDED' });
    // Every token issued before the change ends, the one that asked too: its session carries on with the answer's.
    expect((await view(a)).statusCode).toBe(401);
    expect((await view(changed.json().token)).statusCode).toBe(200);
  });

  it('signing out ends that token only', async () => {
    const a = await portal.login('support@demo.test');
    const b = await portal.login('support@demo.test');
    const out = await post('/api/signout', {}, a);
    expect(out.json()).toEqual({ message: 'You are signed out' });
    expect((await view(a)).json()).toMatchObject({ statusCode: 401, code: 'SESSION_ENDED' });
    expect((await post('/api/signout', {}, a)).statusCode).toBe(401);
    expect((await view(b)).statusCode).toBe(200);
    // The live socket refuses it too (the same check).
    expect(await portal.app.userForToken(a)).toBeNull();
    expect(await portal.app.userForToken(b)).not.toBeNull();
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
