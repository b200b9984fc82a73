import { useEffect, useState } from 'react';
import { subscribeLiveEvents } from '../providers/liveSocket';

/**
 * A number that grows when the live socket sends one of `events`, and every `everyMs` as a fallback
 * (the socket may miss a change: another instance, a reconnect): the key of a useLoad that must
 * refetch then (react-admin's refresh reaches its own queries only).
 */
export const useLiveVersion = (events: readonly string[], everyMs?: number): number => {
  const [version, setVersion] = useState(0);
  const key = events.join();
  useEffect(() => {
    const bump = () => setVersion((n) => n + 1);
    const unsubscribe = subscribeLiveEvents((event) => {
      if (events.includes(event)) bump();
    });
    const timer = everyMs ? setInterval(bump, everyMs) : undefined;
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
    // `key` stands for `events`: a new array with the same names is the same subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, everyMs]);
  return version;
};
