import { problem } from '../../../events/problem.js';
import type { SoftwareOrderRow } from '../../../projections/softwareOrders/table.js';
import type { PreOrderRow } from '../../../projections/preOrders/table.js';
import type { Role } from '../../../tables/users/table.js';
import type { AuthUser } from '../../plugins/auth.js';
import { mayReadOrder } from '../softwareOrders/access.js';

// Who reads what in the files section (spec section 6: Admin and Calibrator). The stock library is
// theirs: they read every order's files there, whoever works on the order. Anyone else reads a
// project as it reads the order (access.ts of software orders: its dealer chain, Support), and a
// pre-order request only when it is its own or of an account below it; otherwise 404, never 403.

/** A file the section names that the store does not have (or the order does not carry). */
export const FILE_NOT_FOUND = problem('FILES_SECTION_FILE_NOT_FOUND', 'This file was not found');

export const FILES_STAFF: Role[] = ['Admin', 'Calibrator'];

export const isFilesStaff = (user: AuthUser) => user.roles.some((role) => FILES_STAFF.includes(role));

export const mayReadProject = (user: AuthUser, row: Pick<SoftwareOrderRow, 'dealer_chain' | 'calibrator_id'>) => isFilesStaff(user) || mayReadOrder(user, row);

export const mayReadPreOrder = (user: AuthUser, row: Pick<PreOrderRow, 'dealer_chain'>) => isFilesStaff(user) || row.dealer_chain.includes(user.id);
