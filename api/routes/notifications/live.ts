import type { Kysely } from 'kysely';
import type { Database } from '../../../database/schema.js';
import { NOTIFYING_EVENT_TYPES } from '../../../events/notifications/recipients.js';
import type { RecordedEvent } from '../../../events/store/port.js';
import type { LiveHub } from '../../services/live-hub.js';
import { toNotification } from './shape.js';

// The live reactor's `notify` (spec section 7: an array of notifications): the notifications an
// event made, read back once the projection stored them, pushed to whichever of their users hold a
// socket on this instance. Every instance does the same for its own sockets.

const notifying = new Set(NOTIFYING_EVENT_TYPES);

export const mayNotify = (event: RecordedEvent) => notifying.has(event.type);

export const pushStoredNotifications = async (db: Kysely<Database>, hub: LiveHub, event: RecordedEvent) => {
  const rows = await db.selectFrom('notifications').selectAll().where('event_id', '=', event.id).execute();
  for (const row of rows) hub.push(row.user_id, { event: 'notify', data: [toNotification(row)] });
};
