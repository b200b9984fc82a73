export { CounterBadge, ResourceItemWithCounter } from './CounterBadge';
export { menuCountersEn, menuCountersEs } from './i18n';
export type { MenuCounter, MenuCounters } from './menuCountersStore';
