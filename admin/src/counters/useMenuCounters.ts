import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { getMenuCounters, refreshMenuCounters, subscribeMenuCounters } from './menuCountersStore';

/**
 * The administrator's sidebar counters, null until the first answer. Also refetched on every page
 * change, so a badge drops as soon as the administrator has answered and moves on.
 */
export const useMenuCounters = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshMenuCounters();
  }, [pathname]);
  return useSyncExternalStore(subscribeMenuCounters, getMenuCounters);
};
