import type { Role } from '../../../tables/users/table.js';

/** Who orders software: the credit holders (spec section 6). */
export const ORDERING_ROLES: Role[] = ['Distributor', 'Dealer', 'SubDealer'];

/** Who may read an order at all: staff and the credit holders; which order, `mayReadOrder` decides. */
export const ORDER_READING_ROLES: Role[] = ['Admin', 'Support', 'Calibrator', ...ORDERING_ROLES];
