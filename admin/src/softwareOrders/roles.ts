import type { Role } from '../constants';

// Who opens which software order screen (spec section 6).

/** order-software: those who hold credits. */
export const ORDERING_ROLES: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer'];
/** checkout and checkout-file. Support may open them too, with nothing of its own to pay. */
export const CHECKOUT_ROLES: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer', 'Support'];
/** software-orders: everyone but the Calibrator. */
export const LIST_ROLES: readonly Role[] = ['Admin', 'Support', 'Distributor', 'Dealer', 'SubDealer'];
/** order-detail: the order roles, and Support may view it. */
export const DETAIL_ROLES: readonly Role[] = ['Admin', 'Support', 'Calibrator', 'Distributor', 'Dealer', 'SubDealer'];
