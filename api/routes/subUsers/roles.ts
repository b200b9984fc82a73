import type { Role } from '../../../tables/users/table.js';
import { SUB_USER_PARENT_ROLES } from '../../http/access.js';

/** subuser-management's parent accounts (the screen table's reading of spec section 6: Distributor, Dealer, SubDealer, and the Admin). */
export const PARENT_ROLES: readonly Role[] = SUB_USER_PARENT_ROLES;
