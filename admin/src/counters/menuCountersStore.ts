import { MENU_COUNTER_EVENTS } from '../../../events/constants';
import { api } from '../providers/httpClient';
import { subscribeLiveEvents } from '../providers/liveSocket';

// One copy of the administrator's sidebar counters (POST user/get-counter-menu) for every badge:
// fetched while a badge is shown, every minute, and at once when the live socket says a counter moved.

/** Counter data of spec section 3 (CONTRACT.md "Sidebar counters"). */
export type MenuCounters = {
  totalNewOrder: number; totalNewCustomOrder: number; totalNewUser: number; totalNewTicket: number; totalNewProduct: number;
  totalNewPaymentClientConfirm: number; totalNewVehicle: number; totalOrderWaitingResponse: number;
};
export type MenuCounter = keyof MenuCounters;

/** The socket may miss a change (another instance, a reconnect): poll as a fallback. */
export const MENU_COUNTERS_REFRESH_MS = 60_000;

const isCounterEvent = (event: string) => (MENU_COUNTER_EVENTS as readonly string[]).includes(event);

let counters: MenuCounters | null = null;
let inFlight: Promise<void> | null = null;
let stop: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Refetches now; calls made while one is under way share it. A failed fetch keeps the last counts. */
export const refreshMenuCounters = (): Promise<void> => {
  inFlight ??= api.post<MenuCounters>('/api/user/get-counter-menu')
    .then((next) => {
      counters = next;
      listeners.forEach((listener) => listener());
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
};

const start = () => {
  void refreshMenuCounters();
  const timer = setInterval(() => void refreshMenuCounters(), MENU_COUNTERS_REFRESH_MS);
  const unsubscribe = subscribeLiveEvents((event) => {
    if (isCounterEvent(event)) void refreshMenuCounters();
  });
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
};

/** useSyncExternalStore's subscribe: the first badge starts the feed, the last one stops it. */
export const subscribeMenuCounters = (listener: () => void) => {
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

export const getMenuCounters = () => counters;
