export { NotificationBell } from './NotificationBell';
export { OldNotificationsPage } from './OldNotificationsPage';
export { notificationsEn, notificationsEs } from './i18n';
