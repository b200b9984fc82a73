import { useEffect, useState } from 'react';
import { subscribeLiveEvents } from '../providers/liveSocket';

/**
 * A number that grows when the live socket sends one of `events`: the key of a useLoad that must
 * refetch then (react-admin's refresh reaches its own queries only).
 */
export const useLiveVersion = (events: readonly string[]): number => {
  const [version, setVersion] = useState(0);
  const key = events.join();
  useEffect(
    () => subscribeLiveEvents((event) => {
      if (events.includes(event)) setVersion((n) => n + 1);
    }),
    // `key` stands for `events`: a new array with the same names is the same subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return version;
};
