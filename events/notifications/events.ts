import type { NewEvent } from '../store/port.js';

// What a user did with their notifications (spec section 4: new, then read on viewing or
// dismissal). One stream per user, so marking read is an event and the read model stays a fold.

export const notificationsStream = (userId: string) => `notifications-${userId}`;
export const NOTIFICATIONS_STREAM_PREFIX = 'notifications-';

/** The spec's notification types (section 3). */
export const NOTIFICATION_TYPES = ['credits', 'chats', 'software', 'general', 'priceList'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationsEventData = {
  /** Viewed: these notifications of the user are read. */
  NotificationsRead: { userId: string; ids: string[]; at: string };
  /** Cleared: the listed ones, or every unread one (of `type` when given), are read. */
  NotificationsCleared: { userId: string; ids: string[] | null; type: NotificationType | null; at: string };
};

export type NotificationsEventType = keyof NotificationsEventData;
export type NotificationsEvent = { [T in NotificationsEventType]: NewEvent<T, NotificationsEventData[T]> }[NotificationsEventType];
export const NOTIFICATIONS_EVENT_TYPES = ['NotificationsRead', 'NotificationsCleared'] as const satisfies readonly NotificationsEventType[];
