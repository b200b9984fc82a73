import { problem } from '../../../events/problem.js';
import type { PreOrderRow } from '../../../projections/preOrders/table.js';
import type { Role } from '../../../tables/users/table.js';
import type { AuthUser } from '../../plugins/auth.js';

// Who reads what in the files section (spec section 6: Admin and Calibrator). The stock library is
// theirs: they read and download every tuned file there (and the original it was made from),
// whoever worked on the order. A project is its order, read by the order's one rule (mayReadOrder,
// access.ts of software orders). A pre-order request: staff, or its own and those of the accounts
// below; otherwise 404, never 403.

/** A file the section names that the store does not have (or the order does not carry). */
export const FILE_NOT_FOUND = problem('FILES_SECTION_FILE_NOT_FOUND', 'This file was not found');

export const FILES_STAFF: Role[] = ['Admin', 'Calibrator'];

export const isFilesStaff = (user: AuthUser) => user.roles.some((role) => FILES_STAFF.includes(role));

export const mayReadPreOrder = (user: AuthUser, row: Pick<PreOrderRow, 'dealer_chain'>) => isFilesStaff(user) || row.dealer_chain.includes(user.id);
