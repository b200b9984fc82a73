import { useLiveStore } from '../shared/liveStore';
import { menuCountersStore } from './menuCountersStore';

/** The administrator's sidebar counters, null until the first answer (refetched on every page change). */
export const useMenuCounters = () => useLiveStore(menuCountersStore);
