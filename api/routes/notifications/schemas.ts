import { Type } from 'typebox';
import { NOTIFICATION_TYPES } from '../../../events/notifications/events.js';
import { problem } from '../../../events/problem.js';

const Uuid = Type.String({ format: 'uuid' });
/** How many ids one view or clear may name. */
export const NOTIFICATION_IDS_MAX = 500;

export const NotificationType = Type.Union([Type.Literal('credits'), Type.Literal('chats'), Type.Literal('software'), Type.Literal('general'), Type.Literal('priceList')]);
export const Notification = Type.Object({
  id: Uuid,
  ids: Type.Array(Uuid),
  type: NotificationType,
  title: Type.String(),
  text: Type.String({ description: 'At most 130 characters' }),
  time: Type.String({ format: 'date-time' }),
  url: Type.String({ description: 'The admin path that opens what it is about' }),
  itemId: Type.String(),
  count: Type.Integer(),
  read: Type.Boolean(),
});
export const Counts = Type.Record(Type.String(), Type.Integer(), { description: 'Unread notifications per type' });
export const UnreadAnswer = Type.Object({
  statusCode: Type.Literal(200),
  message: Type.String(),
  data: Type.Array(Notification),
  counts: Counts,
  total: Type.Integer({ description: 'Unread notifications in all (data holds the newest of them)' }),
});
export const ViewBody = Type.Object({ ids: Type.Array(Uuid, { minItems: 1, maxItems: NOTIFICATION_IDS_MAX }) });
const UUID_LIST = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(,[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})*$';
/** Ids one address may name (GET notifications/view/{ids}): 3,699 characters, under the server's MAX_PARAM_LENGTH (api/app.ts); more go in POST's body. */
export const NOTIFICATION_VIEW_PATH_IDS_MAX = 100;
export const NOTIFICATION_IDS_TOO_MANY = problem('NOTIFICATION_IDS_TOO_MANY', 'At most {max} notifications can be named in the address: send more in the body of POST notifications/view', { max: NOTIFICATION_VIEW_PATH_IDS_MAX });
export const ViewParams = Type.Object({ ids: Type.String({ pattern: UUID_LIST, description: `Notification ids, comma-separated (at most ${NOTIFICATION_VIEW_PATH_IDS_MAX})` }) });
export const ClearBody = Type.Object({
  ids: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: NOTIFICATION_IDS_MAX })),
  type: Type.Optional(NotificationType),
});
export const MarkedAnswer = Type.Object({ statusCode: Type.Literal(200), message: Type.String(), counts: Counts, total: Type.Integer() });
export const Prefs = Type.Object({ emailTypes: Type.Array(NotificationType, { uniqueItems: true, maxItems: NOTIFICATION_TYPES.length }) });
