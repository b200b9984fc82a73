import { useSyncExternalStore } from 'react';
import { CURRENCY_SWITCH_KEY } from '../constants';

/** Which currency the credit amounts are shown in: credits/EUR (base) or the user's local currency. */
export type CurrencyChoice = 'base' | 'local';

const listeners = new Set<() => void>();

const read = (): CurrencyChoice => (localStorage.getItem(CURRENCY_SWITCH_KEY) === 'local' ? 'local' : 'base');

/** The switch is kept in local storage (spec section 9) and shared by the top bar and the credit screens. */
export const currencyChoice = {
  get: read,
  set(choice: CurrencyChoice): void {
    localStorage.setItem(CURRENCY_SWITCH_KEY, choice);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useCurrencyChoice = (): CurrencyChoice => useSyncExternalStore(currencyChoice.subscribe, currencyChoice.get);
