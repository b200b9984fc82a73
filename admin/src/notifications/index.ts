import { lazyPage } from '../shared/lazyPage';
export { NotificationBell } from './NotificationBell';
export { notificationsEn, notificationsEs } from './i18n';

// Loaded when first opened (docs/architecture.md "The admin's bundle").
export const OldNotificationsPage = lazyPage(() => import('./OldNotificationsPage'), 'OldNotificationsPage');
