import type { NotificationType } from '../../../events/notifications/events.js';
import type { NotificationRow } from '../../../projections/notifications/table.js';

/** The spec's Notification (section 3): one stored row is one notification, so ids is [id] and count 1. */
export const toNotification = (row: NotificationRow) => ({
  id: row.id, ids: [row.id], type: row.type as NotificationType, title: row.title, text: row.text, time: row.time.toISOString(),
  url: row.url, itemId: row.item_id, count: 1, read: row.read_at !== null,
});
