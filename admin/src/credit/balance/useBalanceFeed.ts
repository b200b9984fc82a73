import { useEffect } from 'react';
import { subscribeLiveEvents } from '../../providers/liveSocket';
import { balanceStore } from './balanceStore';

/**
 * The socket pushes a movement as soon as it is stored; the read models (movements, credit orders)
 * may show it a moment later, so the screens refetch once more after this delay.
 */
const READ_MODEL_SETTLE_MS = 1_500;

const isBalanceEvent = (data: unknown): data is { balance: number } =>
  typeof data === 'object' && data !== null && 'balance' in data && typeof data.balance === 'number';

/** Keeps the balance store up to date from the live socket's `balance` event (CONTRACT.md). */
export const useBalanceFeed = () => {
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = subscribeLiveEvents((event, data) => {
      if (event !== 'balance' || !isBalanceEvent(data)) return;
      balanceStore.setBalance(data.balance);
      const timer = setTimeout(() => {
        timers.delete(timer);
        balanceStore.markChanged();
      }, READ_MODEL_SETTLE_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
};
