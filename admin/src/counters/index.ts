export { CounterBadge, ResourceItemWithCounter } from './CounterBadge';
export type { MenuCounter, MenuCounters } from './menuCountersStore';
