import type { Role } from '../constants';
import { answered, apiClient } from '../providers/apiClient';
import type { ApiAnswer } from '../providers/apiTypes';
import { offerDetailPath } from '../softwareOrders/offerDetail/paths';

// GET /api/search (api/CONTRACT.md "Global search"): the server decides what the caller may find;
// here each hit becomes the screen it opens.

export type SearchReply = ApiAnswer<'/api/search'>;

export type SearchKind = keyof SearchReply;
/** The order the kinds are listed in: what a number or VIN most often means first. */
export const SEARCH_KINDS: readonly SearchKind[] = ['orders', 'tickets', 'users', 'vehicles'];

/** One line of the results: its screen (below /admin), its text and a second line. */
export type SearchLink = {
  kind: SearchKind; key: string; path: string; primary: string; secondary: string;
  /** A translation key for the second line (a ticket's status), with `secondary` as its fallback. */
  secondaryKey?: string;
};

export const searchPortal = (q: string) => answered(apiClient.GET('/api/search', { params: { query: { q } } }));

/** The Admin edits a vehicle in the catalogue; those who order see its offer. */
const vehiclePath = (roles: readonly Role[], id: string) => (roles.includes('Admin') ? `/vehicles/${id}` : offerDetailPath('ECU', id));

/** The reply as links, kind after kind, each to the screen of its list. */
export const searchLinks = (reply: SearchReply, roles: readonly Role[]): SearchLink[] => [
  ...(reply.orders ?? []).map((o) => ({ kind: 'orders' as const, key: o.id, path: `/order-detail/${o.id}`, primary: `#${o.number} · ${o.vehicle}`, secondary: [o.vin, o.dealerName].filter(Boolean).join(' · ') })),
  ...(reply.tickets ?? []).map((t) => ({ kind: 'tickets' as const, key: t.id, path: `/support/${t.id}`, primary: `#${t.number} · ${t.title}`, secondary: t.status, secondaryKey: `tickets.seeded.status.${t.status}` })),
  ...(reply.users ?? []).map((u) => ({ kind: 'users' as const, key: u.id, path: `/users/${u.id}`, primary: u.name || u.email, secondary: `${u.email} · ${u.roles.join(', ')}` })),
  ...(reply.vehicles ?? []).map((v) => ({ kind: 'vehicles' as const, key: v.id, path: vehiclePath(roles, v.id), primary: `${v.make} ${v.model}`, secondary: `${v.generation} · ${v.engine}` })),
];
