import type { RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';

// "New tickets" for the administrators' sidebar (spec sections 2 and 3, totalNewTicket): a ticket
// is new from TicketOpened until an agent takes it (TicketAssigned); TicketDeleted removes it.
// Only the fields read here are typed: the ticket events belong to events/tickets.

export const TICKET_STREAM_PREFIX = 'ticket-';
export const TICKET_COUNTER_EVENTS = ['TicketOpened', 'TicketAssigned', 'TicketDeleted'] as const;

type TicketCounterData = { ticketId: string; agentId?: string | null };

export const isTicketCounterEvent = (event: { type: string; stream?: string }) =>
  (TICKET_COUNTER_EVENTS as readonly string[]).includes(event.type) && (event.stream === undefined || event.stream.startsWith(TICKET_STREAM_PREFIX));

export const menuCountersProjection: Projection = {
  name: 'menu_counters',
  handles: TICKET_COUNTER_EVENTS,
  tables: ['menu_counter_tickets'],
  evolve: async (trx, event: RecordedEvent) => {
    if (!isTicketCounterEvent(event)) return;
    const { ticketId, agentId } = event.data as TicketCounterData;
    switch (event.type) {
      case 'TicketOpened':
        await trx.insertInto('menu_counter_tickets').values({ ticket_id: ticketId, agent_id: null })
          .onConflict((oc) => oc.column('ticket_id').doNothing()).execute();
        return;
      case 'TicketAssigned':
        // An assignment to nobody (unassigned again) makes the ticket new again.
        await trx.updateTable('menu_counter_tickets').set({ agent_id: agentId ?? null }).where('ticket_id', '=', ticketId).execute();
        return;
      case 'TicketDeleted':
        await trx.deleteFrom('menu_counter_tickets').where('ticket_id', '=', ticketId).execute();
        return;
      default:
        return;
    }
  },
};
