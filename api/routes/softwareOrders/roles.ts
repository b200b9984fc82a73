import type { Role } from '../../../tables/users/table.js';

/** Who orders software: the credit holders (spec section 6). */
export const ORDERING_ROLES: Role[] = ['Distributor', 'Dealer', 'SubDealer'];
