import { STORAGE_KEYS, LANGUAGES, type Language } from '../constants';
import type { UserInfo } from './types';

/** Local storage holds the user, the token and the language (spec section 9). */
export const storage = {
  getToken: (): string | null => localStorage.getItem(STORAGE_KEYS.token),
  getUser: (): UserInfo | null => {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as UserInfo;
    } catch {
      return null;
    }
  },
  saveSession: (token: string, user: UserInfo): void => {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.removeItem(STORAGE_KEYS.twoFactorToken);
  },
  saveUser: (user: UserInfo): void => localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user)),
  getTwoFactorToken: (): string | null => localStorage.getItem(STORAGE_KEYS.twoFactorToken),
  saveTwoFactorToken: (token: string): void => localStorage.setItem(STORAGE_KEYS.twoFactorToken, token),
  getLanguage: (): Language | null => {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return LANGUAGES.find((language) => language === stored) ?? null;
  },
  saveLanguage: (language: Language): void => localStorage.setItem(STORAGE_KEYS.language, language),
  /** Clears local storage on logout and on 401/403; the language is a device preference and survives. */
  clear: (): void => {
    const language = localStorage.getItem(STORAGE_KEYS.language);
    localStorage.clear();
    if (language) localStorage.setItem(STORAGE_KEYS.language, language);
  },
};
