import { MENU_COUNTER_EVENTS } from '../../../events/constants';
import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer } from '../providers/apiTypes';
import { createLiveStore } from '../shared/liveStore';

// The administrator's sidebar counters (POST user/get-counter-menu), one copy for every badge,
// refetched when the live socket says a counter moved.

/** Counter data of spec section 3 (CONTRACT.md "Sidebar counters"). */
export type MenuCounters = ApiAnswer<'/api/user/get-counter-menu', 'post'>;
export type MenuCounter = keyof MenuCounters;

/** The socket may miss a change (another instance, a reconnect): poll as a fallback. */
export const MENU_COUNTERS_REFRESH_MS = 60_000;

const isCounterEvent = (event: string) => (MENU_COUNTER_EVENTS as readonly string[]).includes(event);

export const menuCountersStore = createLiveStore(() => answered(apiClient.POST('/api/user/get-counter-menu')), isCounterEvent, MENU_COUNTERS_REFRESH_MS);
