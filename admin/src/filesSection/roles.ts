import type { Role } from '../constants';

/** The files section (spec section 6: Admin and Calibrator). */
export const FILES_ROLES: readonly Role[] = ['Admin', 'Calibrator'];
/** files/pre-order: staff answer, those who order ask (our reading, api/CONTRACT.md). */
export const PRE_ORDER_ROLES: readonly Role[] = ['Admin', 'Calibrator', 'Distributor', 'Dealer', 'SubDealer'];
/** files/project/{id}: staff every order; those who read the order, their own (Support, the dealer's chain). */
export const PROJECT_ROLES: readonly Role[] = ['Admin', 'Calibrator', 'Support', 'Distributor', 'Dealer', 'SubDealer'];
