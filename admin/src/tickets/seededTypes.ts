/**
 * The English names the server seeds the ticket types with (tickets' i18n.ts shows them as its
 * `seeded` texts). Its own small module: useTicketTypes compares with them at run time, and
 * importing all of the tickets' English for that put it into the first download.
 */
export const SEEDED_TICKET_TYPES = {
  category: { technical: 'Technical', financial: 'Financial' },
  status: { waiting: 'Waiting for response', 'in-progress': 'In progress', open: 'Open', closed: 'Closed' },
};
