import { STORAGE_KEYS, LANGUAGES, type Language } from '../constants';
import type { UserInfo } from './types';

/** The browser's local storage; outside a browser (unit tests of modules that load this one) a memory of its own. */
const memory = new Map<string, string>();
const inMemory: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
};
const local = () => (typeof localStorage === 'undefined' ? inMemory : localStorage);

/** Local storage holds the user, the token and the language (spec section 9). */
export const storage = {
  getToken: (): string | null => local().getItem(STORAGE_KEYS.token),
  getUser: (): UserInfo | null => {
    const raw = local().getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as UserInfo;
    } catch {
      return null;
    }
  },
  saveSession: (token: string, user: UserInfo): void => {
    local().setItem(STORAGE_KEYS.token, token);
    local().setItem(STORAGE_KEYS.user, JSON.stringify(user));
    local().removeItem(STORAGE_KEYS.twoFactorToken);
  },
  saveUser: (user: UserInfo): void => local().setItem(STORAGE_KEYS.user, JSON.stringify(user)),
  getTwoFactorToken: (): string | null => local().getItem(STORAGE_KEYS.twoFactorToken),
  saveTwoFactorToken: (token: string): void => local().setItem(STORAGE_KEYS.twoFactorToken, token),
  getLanguage: (): Language | null => {
    const stored = local().getItem(STORAGE_KEYS.language);
    return LANGUAGES.find((language) => language === stored) ?? null;
  },
  saveLanguage: (language: Language): void => local().setItem(STORAGE_KEYS.language, language),
  /** Clears local storage on logout and on 401/403; the language is a device preference and survives. */
  clear: (): void => {
    const language = local().getItem(STORAGE_KEYS.language);
    local().clear();
    if (language) local().setItem(STORAGE_KEYS.language, language);
  },
};
