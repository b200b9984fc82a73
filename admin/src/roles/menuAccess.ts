import { isAllowed, type PermissionTree } from '../../../events/subUsers/permissions';
import type { Role } from '../constants';
import { hasAnyRole } from './hasAnyRole';

// Issue 13: what the sidebar and the routes show. A sub-user acts with its parent's roles and,
// on top, its set's tree; the tree is read with the server's own dotted-path check
// (events/subUsers/permissions.ts), so a screen is hidden exactly when the server would refuse
// the calls behind it (api/http/sub-user-routes.ts).

/** Who is signed in, as the screens read it: the (parent's) roles and, for a sub-user, its tree. */
export interface Access {
  roles: readonly Role[];
  /** The sub-user's permission tree; null for an account that is not a sub-user. */
  tree: PermissionTree | null;
}

/** `ANY`: every sub-user may open it (nothing of the tree covers it, the server lets it through). */
export const ANY_SUB_USER = 'any-sub-user';

/**
 * The switch behind each screen of the sidebar (path below /admin; a trailing `*` covers the
 * paths below it). A path with no row is refused to sub-users: the house's catalogue,
 * configuration and mail are never a sub-user's (the server's `never` rows).
 */
export const SCREEN_PERMISSIONS: Readonly<Record<string, string>> = {
  '/dashboard': 'dashboard',
  '/vehicle-search': 'order_software',
  '/order-software': 'order_software.create_order',
  '/order-software-file': 'order_software.create_order',
  '/software-orders': 'track_order',
  '/files/orders': 'downloads',
  '/files/pre-order': 'downloads',
  '/files': 'downloads',
  '/credit-dashboard': 'credits',
  '/credit': 'credits.transfer_credits',
  '/credit-history': 'credits',
  '/credit-dash-received': 'credits',
  '/credit-dash-sent': 'credits',
  '/credit-statement': 'credits',
  '/order-credit': 'credits.buy_credits',
  '/credit-order-history': 'credits',
  '/credit-price': 'credits.configuration',
  '/credit-payments': 'credits.send_offer_confirm_payment',
  '/credit-admin-history': 'credits',
  '/credit-verify-ledger': 'credits',
  '/credit-account-import': 'credits.configuration',
  '/invoice-numeration': 'credits.configuration',
  '/coupon': 'coupon',
  '/support': 'support',
  '/downloads': 'downloads',
  '/feedback': 'feedbacks',
  '/reports*': 'dashboard',
  '/subuser-management': 'user_management',
  '/profile': 'profile',
  '/information/me': ANY_SUB_USER,
  '/required-information': 'profile',
  '/company-requests': 'user_management.account_management',
  '/registrations': 'user_management.dealer_management',
  '/dealer-network': 'user_management.dealer_management',
};

/** The switch of a screen, or undefined when no row names it. */
export const screenPermission = (path: string): string | undefined =>
  SCREEN_PERMISSIONS[path] ??
  Object.entries(SCREEN_PERMISSIONS).find(([key]) => key.endsWith('*') && path.startsWith(key.slice(0, -1)))?.[1];

/** Whether the tree (null: not a sub-user) allows a permission path; `ANY_SUB_USER` always. */
export const treeAllows = (tree: PermissionTree | null, permission: string | undefined): boolean => {
  if (!tree) return true;
  if (permission === undefined) return false;
  return permission === ANY_SUB_USER || isAllowed(tree, permission);
};

/**
 * Whether a screen or menu entry shows: the roles it names (all when left out) and, for a
 * sub-user, the switch behind its path (or `permission` when given).
 */
export const mayOpen = (access: Access, entry: { path?: string; roles?: readonly Role[]; permission?: string }): boolean => {
  if (entry.roles && !hasAnyRole(access.roles, entry.roles)) return false;
  return treeAllows(access.tree, entry.permission ?? (entry.path === undefined ? undefined : screenPermission(entry.path)));
};

/**
 * Whether a sub-user's tree refuses the screen at `path` (below /admin): a screen the table names
 * and the tree switches off. Screens the table does not name (an order's detail...) load, and the
 * server answers each of their calls.
 */
export const screenRefused = (access: Access, path: string): boolean => {
  const permission = screenPermission(path);
  return access.tree !== null && permission !== undefined && !treeAllows(access.tree, permission);
};
