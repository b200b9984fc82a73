import { lazyPage } from '../shared/lazyPage';
export { NotificationBell } from './NotificationBell';

// Loaded when first opened (docs/architecture.md "The admin's bundle").
export const OldNotificationsPage = lazyPage(() => import('./OldNotificationsPage'), 'OldNotificationsPage');
