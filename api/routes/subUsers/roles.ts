import type { Role } from '../../../tables/users/table.js';

/** Spec: a parent account (Distributor, Dealer, SubDealer, Admin) manages its sub-users. */
export const PARENT_ROLES: readonly Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer'];
