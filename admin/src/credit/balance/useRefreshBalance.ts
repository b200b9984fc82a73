import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { balanceStore } from './balanceStore';

/**
 * Re-reads the user's balance (GET /api/user/view). After a credit mutation the open credit screens
 * refetch too, even when the caller's own balance did not move (an administrator's transfer).
 */
export const useRefreshBalance = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useCallback(
    (afterMutation = false) =>
      dataProvider
        .getUserInfo()
        .then((user) => balanceStore.setUser(user, afterMutation))
        .catch(() => undefined),
    [dataProvider],
  );
};
