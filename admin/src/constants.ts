/** Constants of the admin UI, named once (spec sections 5, 6 and 9). */

/** Spec section 9: the version check runs every 60 seconds. */
export const VERSION_CHECK_INTERVAL_MS = 60_000;

/** Spec sections 8 and 9: a lazy screen's chunk that has not loaded in 120 s is a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Spec section 6: the six roles. */
export const ROLES = ['Admin', 'Distributor', 'Dealer', 'SubDealer', 'Calibrator', 'Support'] as const;
export type Role = (typeof ROLES)[number];

/** Spec section 9: the balance warning threshold in the top bar. */
export const LOW_BALANCE_THRESHOLD = 1000;

/** A two-factor (TOTP) code has six digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Keys the portal keeps in local storage (spec section 9). */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  language: 'language',
  twoFactorToken: 'twoFactorToken',
  /** Issue 15: the chosen light or dark theme, and the sidebar sections folded: device preferences like the language. */
  theme: 'theme',
  foldedMenuSections: 'foldedMenuSections',
} as const;

/** The device preferences a sign-out keeps. */
export const DEVICE_PREFERENCES = [STORAGE_KEYS.language, STORAGE_KEYS.theme, STORAGE_KEYS.foldedMenuSections] as const;

/** Live socket: wait before reconnecting after an unexpected close. */
export const SOCKET_RECONNECT_DELAY_MS = 5_000;

/** Admin path prefix (spec section 2). */
export const BASE_PATH = '/admin';

/** Entries of the security timeline shown on the profile screen. */
export const ACTIVITY_PAGE_SIZE = 25;
