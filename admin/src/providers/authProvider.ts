import type { AuthProvider, UserIdentity } from 'react-admin';
import { BASE_PATH } from '../constants';
import { answered, apiClient, publicClient, withBearer } from './apiClient';
import { closeLiveSocket } from './liveSocket';
import { notificationStore } from './notificationStore';
import { isPageLoad } from '../shared/pageLoad';
import { storage } from './storage';
import type { UserInfo } from './types';

export type LoginParams = { email: string; password: string } | { code: string };

const LOGIN_PATH = `${BASE_PATH}/login`;
const isOnLoginPage = () => window.location.pathname.startsWith(LOGIN_PATH);

/** Spec section 8 "Information Incomplete": a new account goes to required-information first. */
const afterSignIn = (user: UserInfo) => `${BASE_PATH}/${user.informationIncomplete ? 'required-information' : 'dashboard'}`;

const signIn = async (params: LoginParams): Promise<{ redirectTo: string }> => {
  if ('code' in params) {
    // The signin's short-lived token authorises this step (there is no session yet).
    const answer = await answered(publicClient.POST('/api/auth/two-factor', { body: { code: params.code }, ...withBearer(storage.getTwoFactorToken()) }));
    storage.saveSession(answer.token, answer.user);
    // A sub-user with two-factor: its second step answers its own login too (no roles).
    if (answer.user.rol.length === 0) await loadSubUser();
    return { redirectTo: afterSignIn(storage.getUser() ?? answer.user) };
  }
  const answer = await answered(publicClient.POST('/api/signin', { body: params }));
  if ('twoFactorRequired' in answer) {
    storage.saveTwoFactorToken(answer.token);
    return { redirectTo: `${BASE_PATH}/two-factor` };
  }
  storage.saveSession(answer.token, answer.user);
  if (answer.user.rol.length === 0) await loadSubUser();
  return { redirectTo: afterSignIn(storage.getUser() ?? answer.user) };
};

/**
 * A sub-user's signin answers its own login (no roles): the screens act on its parent's account,
 * so the stored user becomes GET user/view's answer (the parent's info with `subUser` and its tree).
 */
const loadSubUser = async () => {
  try {
    storage.saveUser(await answered(apiClient.GET('/api/user/view')));
  } catch (failure) {
    storage.clear();
    throw failure;
  }
};

/** Logout clears local storage, closes the live socket and reloads (spec section 4). */
const endSession = () => {
  storage.clear();
  closeLiveSocket();
  notificationStore.clear();
};

/** How long a sign-out waits for the server before the page reloads anyway. */
const SIGNOUT_WAIT_MS = 3_000;

/**
 * Ends the session on the server too (POST /api/signout): the token answers 401 from then on, even
 * where a copy of it survives. Best effort: a server out of reach must not keep anyone signed in here.
 */
const signOutOnServer = async (token: string) => {
  await publicClient.POST('/api/signout', { ...withBearer(token), keepalive: true, signal: AbortSignal.timeout(SIGNOUT_WAIT_MS) }).catch(() => undefined);
};

/**
 * Whether this page is already leaving for the login page. react-admin clears its store and cache
 * before it sets the address, and that clearing renders its sign-out once more: a second answer set
 * the address again and aborted the load under way, over and over on a network slower than a few
 * milliseconds (a signed-out visitor opening a screen never reached the login form).
 */
let leaving = false;

export const authProvider = {
  login: signIn,
  // An absolute URL makes react-admin do a full page load, which is the reload the spec asks for.
  // A sign-out asked again while the page leaves waits for that load, which ends this page.
  logout: async () => {
    if (leaving) return new Promise<string>(() => undefined);
    leaving = true;
    // After a 401 the storage is already clear: that session is over on the server as well.
    const token = storage.getToken();
    if (token) await signOutOnServer(token);
    endSession();
    return `${window.location.origin}${LOGIN_PATH}`;
  },
  checkAuth: async () => {
    // No redirectTo: logout() then answers the absolute login URL, a reload that drops all state.
    if (!storage.getToken()) throw { message: false };
  },
  checkError: async (error: { status?: number; body?: { code?: string } }) => {
    const status = error?.status;
    // Spec sections 4 and 8: a 401 clears local storage and goes to login (unless already there).
    if (status === 401) {
      if (isOnLoginPage()) return;
      endSession();
      throw { message: false };
    }
    // Our reading of the spec's "401 or 403" (api/CONTRACT.md "Screens"): a 403 answers a valid
    // session whose role (or sub-user switch) does not allow the call, so the session stays. A page's
    // own load refused shows the not-allowed page in the layout; a command's refusal is shown where
    // the user is, like a sub-user's SUB_USER_NOT_ALLOWED.
    if (status === 403) {
      if (isPageLoad(error) && error.body?.code !== 'SUB_USER_NOT_ALLOWED') throw { redirectTo: `${BASE_PATH}/access-denied`, logoutUser: false, message: false };
      return;
    }
    // Only a page's load of its own record leaves for the not-found page; a command's 404 is a
    // refusal shown where the user is (shared/pageLoad.ts).
    if (status === 404 && isPageLoad(error)) throw { redirectTo: `${BASE_PATH}/error`, logoutUser: false, message: false };
  },
  getIdentity: async (): Promise<UserIdentity> => {
    const user = storage.getUser();
    if (!user) throw new Error('Not signed in');
    // A sub-user works in its parent's account (the balance and the dashboard name it) under its own address.
    if (user.subUser) return { id: user.subUser.id, fullName: user.subUser.email };
    return { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim() || user.email };
  },
  getPermissions: async () => storage.getUser()?.rol ?? [],
} satisfies AuthProvider;

/** Used by the live socket: a user-deactivated event logs a non-Admin out. */
export const forceLogout = () => {
  endSession();
  window.location.assign(LOGIN_PATH);
};
