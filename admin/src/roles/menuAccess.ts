import { mayOpenScreen } from '../../../events/access/screens';
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
 * The switch behind each screen (path below /admin; a `:name` segment is any one segment, a
 * trailing `*` covers the paths below it), the sidebar's and the ones reached from them (an
 * order's detail, a checkout, a ticket). A path with no row is refused to sub-users: the house's
 * catalogue, configuration and mail are never a sub-user's (the server's `never` rows).
 */
export const SCREEN_PERMISSIONS: Readonly<Record<string, string>> = {
  '/dashboard': 'dashboard',
  '/vehicle-search': 'order_software',
  '/order-software': 'order_software.create_order',
  '/order-software-file': 'order_software.create_order',
  '/software-orders': 'track_order',
  '/order-detail/:id': 'track_order',
  '/order-software-detail/:type/:id': 'order_software',
  '/checkout': 'order_software.create_order',
  '/checkout-file': 'order_software.create_order',
  '/files/project/:id': 'downloads',
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
  '/credit-order-detail/:id': 'credits',
  '/credit-order-admin-view/:id': 'credits',
  '/credit-order-view-invoice/:id': 'credits',
  '/credit-price': 'credits.configuration',
  '/credit-payments': 'credits.send_offer_confirm_payment',
  '/credit-admin-history': 'credits',
  '/credit-verify-ledger': 'credits',
  '/credit-account-import': 'credits.configuration',
  '/invoice-numeration': 'credits.configuration',
  '/coupon': 'coupon',
  '/coupon/*': 'coupon',
  '/support': 'support',
  '/support/*': 'support',
  '/news': 'news',
  '/news/*': 'news',
  '/downloads': 'downloads',
  '/feedback': 'feedbacks',
  '/reports*': 'dashboard',
  '/subuser-management': 'user_management',
  // Every sub-user changes its own password and two-factor there; the account's activity needs `profile`.
  '/profile': ANY_SUB_USER,
  '/information/me': ANY_SUB_USER,
  '/information/:company': ANY_SUB_USER,
  '/profile-admin/:id': 'user_management.dealer_management',
  '/required-information': 'profile',
  '/company-requests': 'user_management.account_management',
  '/registrations': 'user_management.dealer_management',
  '/dealer-network': 'user_management.dealer_management',
  // Sales CRM (issue 14): the tree has no CRM switch; the server's rows (api/http/sub-user-routes.ts) use these two.
  '/crm-sales*': 'user_management.dealer_management',
  '/crm-logs': 'user_management.dealer_management',
  '/crm-deals': 'coupon',
};

/** Whether a row's path covers a screen's path: `:name` one segment, a trailing `*` everything below. */
const covers = (row: string, path: string): boolean => {
  if (row.endsWith('*')) return path.startsWith(row.slice(0, -1));
  if (!row.includes(':')) return false;
  const rowSegments = row.split('/');
  const segments = path.split('/');
  return rowSegments.length === segments.length && rowSegments.every((segment, i) => segment.startsWith(':') ? segments[i] !== '' : segment === segments[i]);
};

/** The switch of a screen, or undefined when no row names it (an exact row first, then the patterns). */
export const screenPermission = (path: string): string | undefined => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SCREEN_PERMISSIONS[trimmed] ?? Object.entries(SCREEN_PERMISSIONS).find(([row]) => covers(row, trimmed))?.[1];
};

/** Whether the tree (null: not a sub-user) allows a permission path; `ANY_SUB_USER` always. */
export const treeAllows = (tree: PermissionTree | null, permission: string | undefined): boolean => {
  if (!tree) return true;
  if (permission === undefined) return false;
  return permission === ANY_SUB_USER || isAllowed(tree, permission);
};

/**
 * Whether a screen or menu entry shows: for a path, the roles the one screen table names for it
 * (events/access/screens.ts; a path it has no row for opens for no one), narrowed by `roles` when
 * given; for a sub-user, also the switch behind its path (or `permission` when given).
 */
export const mayOpen = (access: Access, entry: { path?: string; roles?: readonly Role[]; permission?: string }): boolean => {
  if (entry.roles && !hasAnyRole(access.roles, entry.roles)) return false;
  if (entry.path !== undefined && !mayOpenScreen(access.roles, entry.path)) return false;
  return treeAllows(access.tree, entry.permission ?? (entry.path === undefined ? undefined : screenPermission(entry.path)));
};

/**
 * Whether a sub-user's tree refuses the screen at `path` (below /admin): a screen the table names
 * and the tree switches off, so the guard says so before it loads. Screens the table does not
 * name load, and the server answers each of their calls.
 */
export const screenRefused = (access: Access, path: string): boolean => {
  const permission = screenPermission(path);
  return access.tree !== null && permission !== undefined && !treeAllows(access.tree, permission);
};
