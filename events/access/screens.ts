// Who opens which screen of the admin (spec sections 2 and 6), decided once: the admin's routes, its
// sidebar and its route guard read this table (admin/src/roles/menuAccess.ts), and the API's calls
// behind the screens name the same roles (api/http/access.ts reads it). Where section 6 can be read
// more than one way, the reading chosen and its alternatives are in api/CONTRACT.md ("Screens").
// tests/auth/access.int.spec.ts fails when a screen's calls refuse a role that opens the screen, or
// answer a role that does not; the browser walk (tests/e2e/walk) opens every spec route as each role.

export type ScreenRole = 'Admin' | 'Distributor' | 'Dealer' | 'SubDealer' | 'Calibrator' | 'Support';

const EVERYONE: readonly ScreenRole[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer', 'Calibrator', 'Support'];
const ADMIN: readonly ScreenRole[] = ['Admin'];
/** Those who hold credits: they order software and buy credits. */
const HOLDERS: readonly ScreenRole[] = ['Distributor', 'Dealer', 'SubDealer'];
/** The files section (spec section 6: "Admin, Calibrator: the files section"). */
const FILES: readonly ScreenRole[] = ['Admin', 'Calibrator'];

/** Who orders software and opens the order draft's screens. */
export const ORDERING_SCREEN_ROLES = HOLDERS;
/** software-orders (spec section 6: "Order-software list: everyone except Calibrator"). */
export const ORDER_LIST_ROLES: readonly ScreenRole[] = ['Admin', 'Support', ...HOLDERS];
/** files/pre-order: staff list and answer every request, those who order ask and read their own. */
export const PRE_ORDER_ROLES: readonly ScreenRole[] = [...FILES, ...HOLDERS];
/** subuser-management: the parent accounts (spec: Distributor, Dealer, SubDealer) and the Admin for its own staff. */
export const SUB_USER_PARENT_ROLES: readonly ScreenRole[] = ['Admin', ...HOLDERS];
/** support and support/{id}: staff handle every ticket, the dealers' side opens and reads its own. */
export const TICKET_SCREEN_ROLES: readonly ScreenRole[] = ['Admin', 'Support', ...HOLDERS];

/**
 * A screen's path below /admin → the roles that open it. `:name` is any one segment; a row ending in
 * `/*` is the path itself and everything below it (a react-admin resource's list, create and edit);
 * an exact row wins over a pattern, and a longer pattern over a shorter one.
 */
export const SCREEN_ROLES = {
  // General
  '/dashboard': EVERYONE,
  '/information/:company': EVERYONE,
  '/required-information': EVERYONE,
  '/profile': EVERYONE,
  '/vehicle-search': EVERYONE,
  '/notifications-old': EVERYONE,
  '/order-software': HOLDERS,
  '/order-software-file': HOLDERS,
  // The offer of a vehicle or gearbox: the vehicle search links it for every role; only those who order see "Order this".
  '/order-software-detail/:type/:id': EVERYONE,
  // Orders
  '/software-orders': ORDER_LIST_ROLES,
  '/order-detail/:id': EVERYONE,
  // Support
  '/support': TICKET_SCREEN_ROLES,
  '/support/:id': TICKET_SCREEN_ROLES,
  // Shopping (spec section 6: "Distributor, Dealer, SubDealer, Support: checkout and checkout-file")
  '/checkout': [...HOLDERS, 'Support'],
  '/checkout-file': [...HOLDERS, 'Support'],
  // Credit
  '/credit-dashboard': ['Admin', 'Support', ...HOLDERS],
  '/credit': ['Admin', ...HOLDERS],
  '/credit-history': ['Admin', ...HOLDERS],
  '/credit-dash-received': ['Admin', ...HOLDERS],
  '/credit-dash-sent': ['Admin', ...HOLDERS],
  '/credit-statement': ['Admin', ...HOLDERS],
  '/credit-order-detail/:id': ['Admin', ...HOLDERS],
  '/credit-order-admin-view/:id': ['Admin', ...HOLDERS],
  '/credit-order-view-invoice/:id': ['Admin', ...HOLDERS],
  '/order-credit': HOLDERS,
  '/credit-order-history': HOLDERS,
  '/credit-price': ['Admin', 'Distributor'],
  '/credit-admin-history': ADMIN,
  '/credit-verify-ledger': ADMIN,
  '/credit-account-import': ADMIN,
  '/credit-payments': ADMIN,
  '/invoice-numeration': ADMIN,
  '/profile-admin/:id': ADMIN,
  // Admin catalogue
  '/vehicles/*': ADMIN,
  '/create-vehicle': ADMIN,
  '/vehicles-file-management': ADMIN,
  '/database': ADMIN,
  '/import-database': ADMIN,
  '/newproducts/*': ADMIN,
  '/vehicles-pricing/*': ADMIN,
  '/vehicles-options/*': ADMIN,
  '/vehicles-secondary-options/*': ADMIN,
  '/vehicles-dsg/*': ADMIN,
  '/vehicles-dsg-options/*': ADMIN,
  '/vehicles-dsg-secondary-options/*': ADMIN,
  '/vehicles-combos': ADMIN,
  '/vehicles-price-config/*': ADMIN,
  '/vin-logger/*': ADMIN,
  '/vin-logger-view/:id': ADMIN,
  '/vin-search-rules/*': ADMIN,
  '/countries/*': ADMIN,
  '/currencies/*': ADMIN,
  '/price-policy/*': ADMIN,
  '/software-pricing/*': ADMIN,
  '/previous-orders/*': ADMIN,
  // Other
  '/user': ADMIN,
  '/users/*': ADMIN,
  '/mail/*': ADMIN,
  '/coupon': ['Admin', 'Support'],
  '/coupon/*': ADMIN,
  '/downloads': EVERYONE,
  '/feedback': ['Admin', 'Support'],
  '/news': EVERYONE,
  '/news/:id/show': EVERYONE,
  '/news/*': ADMIN,
  '/faq-entries/*': ADMIN,
  '/content-pages/*': ADMIN,
  '/support-category/*': ADMIN,
  '/support-status/*': ADMIN,
  '/support-calendar': ADMIN,
  '/subuser-management': SUB_USER_PARENT_ROLES,
  '/contact': ADMIN,
  '/company-requests': ADMIN,
  '/registrations': ['Admin', 'Dealer'],
  '/dealer-network': ADMIN,
  // The portal's own health: the projections' lag and the reactors' backlog (GET /metrics' figures).
  '/system-health': ADMIN,
  // Files section
  '/files': FILES,
  '/files/orders': FILES,
  '/files/tuned/:id': FILES,
  // An order's reads, versions and chat files: staff every order, those who read the order from its page.
  '/files/project/:id': EVERYONE,
  '/files/pre-order': PRE_ORDER_ROLES,
  // Reports and the sales CRM
  '/reports-credit': ADMIN,
  '/reports-revenue': ADMIN,
  '/reports-software': ADMIN,
  '/reports-pending-summary': ADMIN,
  '/reports-tune-analytics': ADMIN,
  '/reports-predicted-credits': ADMIN,
  '/reports-user': ADMIN,
  '/crm-sales': ADMIN,
  '/crm-sales/:id': ADMIN,
  '/crm-logs': ADMIN,
  '/crm-deals': ADMIN,
} as const satisfies Record<string, readonly ScreenRole[]>;

export type ScreenPattern = keyof typeof SCREEN_ROLES;

/**
 * Where the row is a reading of spec section 6 rather than its words, the reading in one line
 * (docs/routes.md prints it beside the row; the alternatives weighed are in api/CONTRACT.md "Screens").
 */
export const SCREEN_READINGS: Partial<Record<ScreenPattern, string>> = {
  '/software-orders': '"Order-software list: everyone except Calibrator"; Support included, its dashboard shares the list\'s screen',
  '/order-detail/:id': '"Orders: Admin, Distributor, Dealer, SubDealer, Calibrator" is the order itself, and Support may view order-detail',
  '/order-software-detail/:type/:id': 'an offer before ordering: the vehicle search links it for every role; "Order this" only for those who order',
  '/checkout': 'Support as section 6 names it: with no order draft of its own it is told there is nothing to pay',
  '/checkout-file': 'as checkout',
  '/credit-dashboard': 'Support may view it (section 6); a calibrator holds no credits',
  '/files/pre-order': 'section 6 says Admin only: staff of the files section list and answer, those who order ask and read their own requests',
  '/files/project/:id': 'an order\'s files: staff every order, anyone else the orders it reads, opened from the order',
  '/files/tuned/:id': 'the files section (Admin, Calibrator): the tuned versions of the order `id`',
  '/subuser-management': 'section 6 says Distributor, Dealer, SubDealer; the Admin keeps sub-users for its own staff too',
  '/support': 'staff handle every ticket, the dealers\' side its own; a calibrator works in the order chat',
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether a row covers a path: equal, `:name` one segment each, a trailing `/*` the row's path and all below it. */
export const screenCovers = (row: string, path: string): boolean => {
  const rowSegments = segmentsOf(row);
  const pathSegments = segmentsOf(path);
  const below = rowSegments.at(-1) === '*';
  const fixed = below ? rowSegments.slice(0, -1) : rowSegments;
  if (below ? pathSegments.length < fixed.length : pathSegments.length !== fixed.length) return false;
  return fixed.every((segment, i) => (segment.startsWith(':') ? pathSegments[i] !== undefined : segment === pathSegments[i]));
};

/** How specific a row is: exact rows first, then more fixed segments, then more segments. */
const specificity = (row: string) => {
  const segments = segmentsOf(row);
  return [segments.some((s) => s === '*' || s.startsWith(':')) ? 0 : 1, segments.filter((s) => s !== '*' && !s.startsWith(':')).length, segments.length];
};
const bySpecificity = (a: string, b: string) => {
  const [x, y] = [specificity(a), specificity(b)];
  return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
};
const ROWS = (Object.keys(SCREEN_ROLES) as ScreenPattern[]).sort(bySpecificity);

/** The table's row for a path below /admin (no query), or undefined when the path is no screen of it. */
export const screenOf = (path: string): ScreenPattern | undefined => {
  const clean = path.split(/[?#]/)[0];
  return ROWS.find((row) => screenCovers(row, clean));
};

/** The roles that open the screen at `path`, or undefined when the table has no row for it. */
export const screenRoles = (path: string): readonly ScreenRole[] | undefined => {
  const row = screenOf(path);
  return row === undefined ? undefined : SCREEN_ROLES[row];
};

/** Whether an account with `roles` opens the screen at `path` (a role check passes if any role matches; no row: no). */
export const mayOpenScreen = (roles: readonly string[], path: string): boolean =>
  (screenRoles(path) ?? []).some((role) => roles.includes(role));
