import { useBalanceVersion } from '../credit/balance/balanceStore';
import { useLoad } from '../shared/useLoad';

/** One credit order with its timeline; reloaded after every credit command (the balance version). */
export const useCreditOrder = (id: string) => {
  const version = useBalanceVersion();
  return useLoad(`order:${id}:${version}`, (provider) => provider.getCreditOrder(id));
};
