import { useEffect } from 'react';
import { useRefresh } from 'react-admin';
import { subscribeLiveEvents } from '../providers/liveSocket';

/** Refetches the page's react-admin queries when the live socket sends one of `events` (a list that must show new rows at once). */
export const useRefreshOnLive = (events: readonly string[], enabled = true) => {
  const refresh = useRefresh();
  const key = events.join();
  useEffect(() => {
    if (!enabled) return;
    return subscribeLiveEvents((event) => {
      if (events.includes(event)) refresh();
    });
    // `key` stands for `events`: a new array with the same names is the same subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, refresh]);
};
