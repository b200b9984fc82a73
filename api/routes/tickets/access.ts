import type { FastifyInstance } from 'fastify';
import { TICKET_NOT_FOUND } from '../../../events/tickets/errors.js';
import type { TicketAuthorRole } from '../../../events/tickets/events.js';
import { findTicket, type TicketListRow } from '../../../projections/tickets/queries.js';
import type { Role } from '../../../tables/users/table.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';

// Who may read a ticket, decided here only (spec section 6): Support and Admin every ticket; the
// dealer who opened it and the accounts above it (a distributor its children's). Anyone else gets
// a 404, never a 403 (that would sign the client out, and say the ticket exists).

/** The roles that handle tickets: see them all, assign themselves, change status and category. */
export const TICKET_STAFF: Role[] = ['Admin', 'Support'];
/** The roles that open tickets: the dealers' side. */
export const TICKET_OPENERS: Role[] = ['Distributor', 'Dealer', 'SubDealer'];

export const isTicketStaff = (user: { roles: readonly Role[] }) => user.roles.some((role) => TICKET_STAFF.includes(role));

export const mayReadTicket = (user: AuthUser, row: Pick<TicketListRow, 'dealer_chain'>): boolean => isTicketStaff(user) || row.dealer_chain.includes(user.id);

/** The ticket as its reader may see it, or 404. */
export const readableTicket = async (app: FastifyInstance, user: AuthUser, id: string): Promise<TicketListRow> => {
  const row = await findTicket(app.db, id);
  if (!row || !mayReadTicket(user, row)) throw new HttpError(404, TICKET_NOT_FOUND);
  return row;
};

/** The side a message of `user` shows: the dealer side first, then the highest staff role. */
export const authorRoleOf = (user: AuthUser, row: Pick<TicketListRow, 'dealer_chain'>): TicketAuthorRole => {
  if (row.dealer_chain.includes(user.id)) return 'Dealer';
  return user.roles.includes('Admin') ? 'Admin' : 'Support';
};
