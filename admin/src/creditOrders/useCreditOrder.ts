import { useDataProvider } from 'react-admin';
import { useBalanceVersion } from '../credit/balance/balanceStore';
import { useLoad } from '../shared/useLoad';
import type { PortalDataProvider } from '../providers/dataProvider';

/** One credit order with its timeline; reloaded after every credit command (the balance version). */
export const useCreditOrder = (id: string) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const version = useBalanceVersion();
  return useLoad(() => dataProvider.getCreditOrder(id), `order:${id}:${version}`);
};
