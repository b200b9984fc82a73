import { CONTACT_EVENT_TYPES, type ContactEvent } from '../../events/contact/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import { unreachable } from '../../events/unreachable.js';
import type { Projection } from '../runner/projection.js';

// Folds the contact form's requests: one row each, marked when an Admin has handled it.

const isContactEvent = eventOfTypes<ContactEvent>(CONTACT_EVENT_TYPES);

export const contactProjection: Projection = {
  name: 'contact',
  handles: CONTACT_EVENT_TYPES,
  tables: ['contact_requests'],
  evolve: async (trx, event: RecordedEvent) => {
    if (!isContactEvent(event)) return;
    switch (event.type) {
      case 'ContactRequested': {
        const { requestId, at, ...message } = event.data;
        return void (await trx.insertInto('contact_requests').values({ id: requestId, ...message, created_at: new Date(at), handled_at: null, handled_by: null }).execute());
      }
      case 'ContactRequestHandled':
        return void (await trx.updateTable('contact_requests').set({ handled_at: new Date(event.data.at), handled_by: event.data.by }).where('id', '=', event.data.requestId).execute());
      default:
        return unreachable('contact event', event);
    }
  },
};
