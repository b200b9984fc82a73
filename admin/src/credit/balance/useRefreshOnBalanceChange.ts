import { useEffect, useRef } from 'react';
import { useRefresh } from 'react-admin';
import { useBalanceVersion } from './balanceStore';

/** Refetches the screen's lists when the balance changed (a live movement or a mutation elsewhere). */
export const useRefreshOnBalanceChange = () => {
  const refresh = useRefresh();
  const version = useBalanceVersion();
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    refresh();
  }, [version, refresh]);
};
