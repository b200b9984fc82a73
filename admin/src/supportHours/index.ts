import { lazyPage } from '../shared/lazyPage';
export { SupportBar } from './SupportBar';
export { SupportHoursMenuItem } from './SupportHoursMenuItem';

// Loaded when first opened (docs/architecture.md "The admin's bundle").
export const ClosedDatesPage = lazyPage(() => import('./ClosedDatesPage'), 'ClosedDatesPage');
