import type { EventStore, RecordedEvent } from '../../../events/store/port.js';
import { eventOfTypes } from '../../../events/store/port.js';
import { ticketDecider } from '../../../events/tickets/decide.js';
import { TICKET_EVENT_TYPES, ticketStream, type TicketEvent } from '../../../events/tickets/events.js';
import type { LiveHub } from '../../services/live-hub.js';

// What the live reactor pushes for a ticket: a `ticket` refetch to its participants (the dealer
// chain, its agent, and the staff) so an open ticket page shows the change. `newTicket` (spec
// section 7) goes with the counters (api/routes/counters/live.ts) to Admin and Support.

export const isTicketEvent = eventOfTypes<TicketEvent>(TICKET_EVENT_TYPES);

export const pushTicketEvent = async (store: EventStore, hub: LiveHub, event: RecordedEvent<TicketEvent>) => {
  const ticketId = event.data.ticketId;
  const refetch = { event: 'ticket', data: { ticketId } };
  const state = (await store.readStream<TicketEvent>(ticketStream(ticketId))).reduce(ticketDecider.evolve, ticketDecider.initialState());
  const participants = state.stage === 'none' ? [] : [...state.dealerChain, ...(state.agentId ? [state.agentId] : [])];
  for (const userId of new Set(participants)) hub.push(userId, refetch);
  hub.pushToRole('Admin', refetch);
  hub.pushToRole('Support', refetch);
};
