import { useSyncExternalStore } from 'react';
import { storage } from '../../providers/storage';
import type { UserInfo } from '../../providers/types';

/**
 * The signed-in user's balance for the top bar and the credit screens. It starts from the stored
 * user, follows the live socket's `balance` events and is refreshed after every credit mutation.
 * `version` counts the balance changes, so open credit screens know when to refetch.
 */
let version = 0;
const listeners = new Set<() => void>();
const emit = (changed: boolean) => {
  if (changed) version += 1;
  listeners.forEach((listener) => listener());
};

export const balanceStore = {
  /** A balance pushed live. */
  setBalance(balance: number): void {
    const user = storage.getUser();
    if (!user) return;
    storage.saveUser({ ...user, balance });
    emit(user.balance !== balance);
  },
  /** A fresh UserInfo (balance, canSale, canBuy, allowance); `afterMutation` makes the screens refetch. */
  setUser(user: UserInfo, afterMutation = false): void {
    const before = storage.getUser()?.balance;
    storage.saveUser(user);
    emit(afterMutation || before !== user.balance);
  },
  /** Makes the open credit screens refetch without a new balance. */
  markChanged(): void {
    emit(true);
  },
  getBalance: (): number | null => storage.getUser()?.balance ?? null,
  getVersion: (): number => version,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useBalance = (): number | null => useSyncExternalStore(balanceStore.subscribe, balanceStore.getBalance);

/** Changes whenever the balance was refreshed or pushed live. */
export const useBalanceVersion = (): number => useSyncExternalStore(balanceStore.subscribe, balanceStore.getVersion);
