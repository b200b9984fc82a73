import type { Role } from '../constants';
import { dashboardOf } from '../dashboard/roles';

// Issue 15: with 30+ entries the sidebar leads with what the signed-in role uses most. The order is
// fixed per main role (the one that picks the dashboard), not learned from clicks: an entry never
// moves under a user's hand, and a colleague's sidebar reads the same. Each group shows only the
// entries the user may open, so a group the role has none of renders nothing wherever it stands.

export type MenuGroup =
  | 'orders' | 'queue' | 'files' | 'credits' | 'tickets' | 'vehicleSearch'
  | 'information' | 'sales' | 'reports' | 'network' | 'catalogue' | 'account';

/** Every group once; a role's list is a permutation of it (menuOrder.unit.spec.ts checks). */
export const MENU_GROUPS: readonly MenuGroup[] = [
  'orders', 'queue', 'files', 'credits', 'tickets', 'vehicleSearch', 'information', 'sales', 'reports', 'network', 'catalogue', 'account',
];

const ORDER: Record<NonNullable<ReturnType<typeof dashboardOf>>, readonly MenuGroup[]> = {
  // Dealers order, follow their orders, top up credits and ask support, in that order of habit.
  dealer: ['orders', 'credits', 'tickets', 'vehicleSearch', 'files', 'information', 'network', 'sales', 'reports', 'queue', 'catalogue', 'account'],
  // A calibrator lives in its queue of files to tune, then the tuned files database.
  calibrator: ['queue', 'files', 'vehicleSearch', 'orders', 'tickets', 'credits', 'information', 'sales', 'reports', 'network', 'catalogue', 'account'],
  // Support answers tickets first, then looks up orders and coupons for the dealer on the line.
  support: ['tickets', 'orders', 'sales', 'credits', 'vehicleSearch', 'queue', 'files', 'information', 'reports', 'network', 'catalogue', 'account'],
  // The Admin oversees the day's orders and tickets, then money, reports and the network; the catalogue is set-up work.
  admin: ['orders', 'queue', 'tickets', 'credits', 'files', 'reports', 'network', 'sales', 'information', 'vehicleSearch', 'catalogue', 'account'],
};

/** The sidebar's groups in the order the user's main role reaches for them. */
export const menuOrderOf = (roles: readonly Role[]): readonly MenuGroup[] => {
  const kind = dashboardOf(roles);
  return kind ? ORDER[kind] : MENU_GROUPS;
};
