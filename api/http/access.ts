import type { Role } from '../../tables/users/table.js';

/**
 * The calls that load a screen answer exactly the roles that open it: one table for the admin and
 * the API (events/access/screens.ts), where the readings of spec section 6 are chosen.
 */
export { ORDER_LIST_ROLES, PRE_ORDER_ROLES, SUB_USER_PARENT_ROLES } from '../../events/access/screens.js';

// Who may read what (spec section 6), decided here once and written in api/CONTRACT.md ("Access");
// tests/auth/access.int.spec.ts reads that table and checks every row against the server.

/** Account management: other people's emails, phones and roles. Support helps through tickets, not the user list. */
export const USER_ADMIN: readonly Role[] = ['Admin'];
/** credit-price: a seller's own price table (spec: "Distributor and Admin: credit-price"). */
export const PRICE_TABLE_EDITORS: readonly Role[] = ['Admin', 'Distributor'];
/** The house's bank details: those who may buy credits from it, and the Admin who sets them. */
export const BANK_DETAILS_READERS: readonly Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer'];
/** Other accounts' credit movements and dashboards: Admin; everyone else only their own and those below them. */
export const ANY_ACCOUNT_READERS: readonly Role[] = ['Admin'];
/** Reports (issue 12): every account's figures; Admin only, credit-predicted included whatever the old client sent. */
export const REPORT_READERS: readonly Role[] = ['Admin'];
