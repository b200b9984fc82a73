import { Type } from 'typebox';
import { SEARCH_MAX_LENGTH } from '../../../events/search/terms.js';

/** GET /api/search?q=: nothing else is accepted (the query hook refuses unknown fields). */
export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: SEARCH_MAX_LENGTH, description: 'An order or ticket number, a VIN or its start, a name, an email, a ticket title or a vehicle (at least 3 characters unless a number)' }),
}, { additionalProperties: false });

const OrderHit = Type.Object({ id: Type.String(), number: Type.Integer(), vin: Type.Union([Type.String(), Type.Null()]), vehicle: Type.String(), status: Type.String(), dealerName: Type.String() });
const TicketHit = Type.Object({ id: Type.String(), number: Type.Integer(), title: Type.String(), status: Type.String() });
const UserHit = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), roles: Type.Array(Type.String()) });
const VehicleHit = Type.Object({ id: Type.String(), make: Type.String(), model: Type.String(), generation: Type.String(), engine: Type.String() });

/** Each kind the caller may search, at most 5 hits each; a kind its role or sub-user switches do not allow is left out. */
export const SearchReply = Type.Object({
  orders: Type.Optional(Type.Array(OrderHit)),
  tickets: Type.Optional(Type.Array(TicketHit)),
  users: Type.Optional(Type.Array(UserHit)),
  vehicles: Type.Optional(Type.Array(VehicleHit)),
});
