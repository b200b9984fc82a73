import { ACCOUNT_EVENT_TYPES } from '../../events/accounts/events.js';
import type { RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';

/** What a user sees of their account's history; secrets stay out, the sign-in address stays in. */
const toRow = (event: RecordedEvent) => {
  const { userId, at, ...rest } = event.data as { userId: string; at: string } & Record<string, unknown>;
  const detail = event.type === 'UserSignedIn' ? { ip: rest.ip, twoFactor: rest.twoFactor } : event.type === 'RolesChanged' ? { roles: rest.roles } : {};
  return { event_id: event.id, user_id: userId, type: event.type, at: new Date(at), detail: JSON.stringify(detail) };
};

export const userActivityProjection: Projection = {
  name: 'user_activity',
  handles: ACCOUNT_EVENT_TYPES,
  tables: ['user_activity'],
  evolve: async (trx, event) => {
    await trx.insertInto('user_activity').values(toRow(event)).onConflict((oc) => oc.column('event_id').doNothing()).execute();
  },
  evolveBatch: async (trx, events) => {
    await trx.insertInto('user_activity').values(events.map(toRow)).onConflict((oc) => oc.column('event_id').doNothing()).execute();
  },
};
