import { DEVICE_PREFERENCES, STORAGE_KEYS, LANGUAGES, type Language } from '../constants';
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

export type ThemeMode = 'light' | 'dark';

const readList = (key: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(local().getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** Local storage holds the user, the token and the language (spec section 9), and issue 15's theme and folded sidebar sections. */
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
  /** The session's fresh token (a password change ends every token issued before). */
  saveToken: (token: string): void => local().setItem(STORAGE_KEYS.token, token),
  getTwoFactorToken: (): string | null => local().getItem(STORAGE_KEYS.twoFactorToken),
  saveTwoFactorToken: (token: string): void => local().setItem(STORAGE_KEYS.twoFactorToken, token),
  getLanguage: (): Language | null => {
    const stored = local().getItem(STORAGE_KEYS.language);
    return LANGUAGES.find((language) => language === stored) ?? null;
  },
  saveLanguage: (language: Language): void => local().setItem(STORAGE_KEYS.language, language),
  /** The theme the user chose; null: none yet, the system's is used. */
  getTheme: (): ThemeMode | null => {
    const stored = local().getItem(STORAGE_KEYS.theme);
    return stored === 'light' || stored === 'dark' ? stored : null;
  },
  saveTheme: (theme: ThemeMode): void => local().setItem(STORAGE_KEYS.theme, theme),
  getFoldedMenuSections: (): string[] => readList(STORAGE_KEYS.foldedMenuSections),
  saveFoldedMenuSections: (titles: readonly string[]): void => local().setItem(STORAGE_KEYS.foldedMenuSections, JSON.stringify(titles)),
  /** Clears local storage on logout and on 401/403; the device preferences (language, theme, folded sections) survive. */
  clear: (): void => {
    const kept = DEVICE_PREFERENCES.map((key) => [key, local().getItem(key)] as const);
    local().clear();
    for (const [key, value] of kept) if (value !== null) local().setItem(key, value);
  },
};
