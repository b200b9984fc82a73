import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { subscribeLiveEvents } from '../providers/liveSocket';

// One copy of a small figure from the server (the sidebar counters, the unassigned tickets) for
// every badge that shows it: fetched while a badge is shown, every `everyMs` as a fallback (the
// socket may miss a change: another instance, a reconnect), and at once on the live events that
// say it moved.

export type LiveStore<T> = { refresh(): Promise<void>; subscribe(listener: () => void): () => void; get(): T | null };

export const createLiveStore = <T>(load: () => Promise<T>, movesOn: (event: string) => boolean, everyMs: number): LiveStore<T> => {
  let value: T | null = null;
  let inFlight: Promise<void> | null = null;
  let stop: (() => void) | null = null;
  const listeners = new Set<() => void>();

  let again = false;

  /**
   * Refetches now. A call made while a fetch is under way asks for one more after it: that fetch may
   * have read the server before the change the call announces (an order placed, then charged, sends
   * two hints in quick succession). A failed fetch keeps the last value.
   */
  const refresh = (): Promise<void> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = load()
      .then((next) => {
        value = next;
        listeners.forEach((listener) => listener());
      })
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return inFlight;
  };

  const start = () => {
    void refresh();
    const timer = setInterval(() => void refresh(), everyMs);
    const unsubscribe = subscribeLiveEvents((event) => {
      if (movesOn(event)) void refresh();
    });
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  };

  /** useSyncExternalStore's subscribe: the first badge starts the feed, the last one stops it. */
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    stop ??= start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        stop?.();
        stop = null;
      }
    };
  };

  return { refresh, subscribe, get: () => value };
};

/**
 * The store's value, null until the first answer. Also refetched on every page change, so a badge
 * drops as soon as the user has handled what it counted and moves on.
 */
export const useLiveStore = <T>(store: LiveStore<T>): T | null => {
  const { pathname } = useLocation();
  useEffect(() => {
    void store.refresh();
  }, [pathname, store]);
  return useSyncExternalStore(store.subscribe, store.get);
};
