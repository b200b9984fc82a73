import { memoryStore, type Store } from 'react-admin';
import { storage, type ThemeMode } from '../providers/storage';

// react-admin keeps its UI state in memory (App.tsx); the one key remembered across visits is the
// theme the user chose (react-admin's ToggleThemeButton writes it to the store under `theme`).

const THEME = 'theme';

/** The memory store, with the chosen theme read from and written to local storage. */
export const portalStore = (): Store => {
  const saved = () => storage.getTheme();
  const initial = (): Record<string, unknown> => {
    const theme = saved();
    return theme ? { [THEME]: theme } : {};
  };
  const inner = memoryStore(initial());
  return {
    ...inner,
    setItem: (key, value) => {
      if (key === THEME && (value === 'light' || value === 'dark')) storage.saveTheme(value as ThemeMode);
      inner.setItem(key, value);
    },
    // A sign-out resets the store: the theme is a device preference and stays.
    reset: () => {
      inner.reset();
      const theme = saved();
      if (theme) inner.setItem(THEME, theme);
    },
  };
};
