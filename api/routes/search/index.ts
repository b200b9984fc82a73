import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchTerms, SEARCH_TOO_SHORT } from '../../../events/search/terms.js';
import { searchOrders, searchTickets, searchUsers, searchVehicles } from '../../../projections/search/queries.js';
import { ROLES } from '../../../tables/users/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { searchScope } from './access.js';
import { SearchQuery, SearchReply } from './schemas.js';

// Issue 15: the global search of the admin's top bar (Ctrl+K, "/"). One call answers every kind the
// caller may find, each read by its own indexed query (projections/search); who finds what: access.ts.

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/search', {
    schema: {
      tags: ['search'],
      operationId: 'getSearch',
      summary: 'Find orders, tickets, users and vehicles by number, VIN, name, email, title or make and model',
      querystring: SearchQuery,
      response: { 200: SearchReply, 400: { ...ErrorSchema, description: 'q is missing, too long, or text under 3 characters that is not a number: `code` FIELD_REQUIRED, FIELD_TOO_LONG, FIELD_UNKNOWN, SEARCH_TOO_SHORT.' } },
    },
    config: { roles: [...ROLES] },
  }, async (request) => {
    const terms = searchTerms(request.query.q);
    if (!terms) throw new HttpError(400, SEARCH_TOO_SHORT, { field: 'q' });
    const scope = searchScope(currentUser(request));
    const [orders, tickets, users, vehicles] = await Promise.all([
      scope.orders ? searchOrders(app.db, terms, scope.orders) : null,
      scope.tickets ? searchTickets(app.db, terms, scope.tickets === '*' ? null : scope.tickets) : null,
      scope.users ? searchUsers(app.db, terms) : null,
      scope.vehicles ? searchVehicles(app.db, terms) : null,
    ]);
    return {
      ...(orders && { orders: orders.map((o) => ({ id: o.id, number: Number(o.number), vin: o.vin, vehicle: `${o.make} ${o.model} ${o.engine}`, status: o.status, dealerName: o.dealer_name })) }),
      ...(tickets && { tickets: tickets.map((t) => ({ id: t.id, number: t.number, title: t.title, status: t.status })) }),
      ...(users && { users: users.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim(), email: u.email, roles: u.roles })) }),
      ...(vehicles && { vehicles }),
    };
  });
};
