import { beforeEach, describe, expect, it } from 'vitest';
import { markPageLoad } from '../shared/pageLoad';
import { authProvider } from './authProvider';
import { storage } from './storage';
import type { UserInfo } from './types';

// Spec sections 4 and 8 say a 401 or 403 clears local storage and goes to login. Our reading
// (api/CONTRACT.md "Screens"): a 401 does; a 403 answers a valid session whose role does not allow
// the call, so it signs nobody out: a page's own load shows the not-allowed page, a command stays.

const refusal = (status: number, code: string) => ({ status, body: { statusCode: status, code } });

describe('authProvider.checkError', () => {
  beforeEach(() => {
    storage.saveSession('token', { id: 'u1', rol: ['Dealer'] } as unknown as UserInfo);
    Object.assign(globalThis, { window: { location: { pathname: '/admin/software-orders', origin: 'http://portal' } } });
  });

  it('ends the session on a 401 and sends the user to sign in', async () => {
    await expect(authProvider.checkError(refusal(401, 'SESSION_ENDED'))).rejects.toEqual({ message: false });
    expect(storage.getToken()).toBeNull();
  });

  it('keeps the session on a 403 of a page\'s own load and shows the not-allowed page', async () => {
    await expect(authProvider.checkError(markPageLoad(refusal(403, 'ROLE_NOT_ALLOWED')))).rejects.toEqual({ redirectTo: '/admin/access-denied', logoutUser: false, message: false });
    expect(storage.getToken()).toBe('token');
  });

  it('keeps the session and the page on a command\'s 403, and on a sub-user\'s switch', async () => {
    await expect(authProvider.checkError(refusal(403, 'ROLE_NOT_ALLOWED'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(markPageLoad(refusal(403, 'SUB_USER_NOT_ALLOWED')))).resolves.toBeUndefined();
    expect(storage.getToken()).toBe('token');
  });
});

describe('authProvider.logout', () => {
  it('answers the login page once: asked again while the page leaves, it waits for the reload instead of setting the address again', async () => {
    Object.assign(globalThis, { window: { location: { pathname: '/admin/dashboard', origin: 'http://portal' } } });
    storage.clear();
    expect(await authProvider.logout()).toBe('http://portal/admin/login');
    const again = await Promise.race([authProvider.logout(), new Promise((done) => setTimeout(() => done('still leaving'), 50))]);
    expect(again).toBe('still leaving');
  });
});
