import type { OrderScope } from '../../../projections/search/queries.js';
import type { Role } from '../../../tables/users/table.js';
import { subUserMayCall } from '../../http/sub-user-routes.js';
import { hasRole, type AuthUser } from '../../plugins/auth.js';
import { USER_ADMIN } from '../../http/access.js';
import { ORDERING_ROLES } from '../softwareOrders/roles.js';
import { isTicketStaff, TICKET_OPENERS } from '../tickets/access.js';

// Who finds what in the global search: each kind follows the screen its result opens and the list
// route behind it, so the search never shows a row that screen would refuse. Orders: staff all, a
// calibrator the ones it may open (its own and the unassigned: mayReadOrder), an account its chain.
// Tickets: staff all, an account its chain. Users: the users list's Admin. Vehicles: the Admin's
// catalogue, or the offer page of those who order. A sub-user also needs the switch of that list
// route's row (api/http/sub-user-routes.ts), read with the same check the server applies to it.

export type SearchScope = {
  orders: OrderScope | null;
  /** null: no tickets; '*': every ticket; else the account whose chain narrows them. */
  tickets: string | null;
  users: boolean;
  vehicles: boolean;
};

const ORDER_STAFF: readonly Role[] = ['Admin', 'Support'];

/** Whether a sub-user's tree allows the list route a kind's results come from (always for other accounts). */
const switchAllows = (user: AuthUser, method: string, route: string) => !user.subUser || subUserMayCall(method, `/api${route}`, user.subUser.permissions);

const orderScope = (user: AuthUser): OrderScope | null => {
  if (!switchAllows(user, 'GET', '/order-software/index')) return null;
  if (hasRole(user, ORDER_STAFF)) return { all: true };
  if (hasRole(user, ['Calibrator'])) return { calibrator: user.id };
  return hasRole(user, ORDERING_ROLES) ? { chainOf: user.id } : null;
};

const ticketScope = (user: AuthUser): string | null => {
  if (!switchAllows(user, 'GET', '/support')) return null;
  if (isTicketStaff(user)) return '*';
  return hasRole(user, TICKET_OPENERS) ? user.id : null;
};

export const searchScope = (user: AuthUser): SearchScope => ({
  orders: orderScope(user),
  tickets: ticketScope(user),
  users: hasRole(user, USER_ADMIN) && switchAllows(user, 'GET', '/users'),
  vehicles: hasRole(user, ['Admin']) ? switchAllows(user, 'GET', '/vehicles') : hasRole(user, ORDERING_ROLES) && switchAllows(user, 'POST', '/site'),
});
