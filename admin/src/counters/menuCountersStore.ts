import { MENU_COUNTER_EVENTS } from '../../../events/constants';
import { api } from '../providers/httpClient';
import { createLiveStore } from '../shared/liveStore';

// The administrator's sidebar counters (POST user/get-counter-menu), one copy for every badge,
// refetched when the live socket says a counter moved.

/** Counter data of spec section 3 (CONTRACT.md "Sidebar counters"). */
export type MenuCounters = {
  totalNewOrder: number; totalNewCustomOrder: number; totalNewUser: number; totalNewTicket: number; totalNewProduct: number;
  totalNewPaymentClientConfirm: number; totalNewVehicle: number; totalOrderWaitingResponse: number;
};
export type MenuCounter = keyof MenuCounters;

/** The socket may miss a change (another instance, a reconnect): poll as a fallback. */
export const MENU_COUNTERS_REFRESH_MS = 60_000;

const isCounterEvent = (event: string) => (MENU_COUNTER_EVENTS as readonly string[]).includes(event);

export const menuCountersStore = createLiveStore(() => api.post<MenuCounters>('/api/user/get-counter-menu'), isCounterEvent, MENU_COUNTERS_REFRESH_MS);
