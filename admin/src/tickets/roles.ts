import type { Role } from '../constants';

/** Spec section 6: Support and Admin handle every ticket; the dealers' side opens and reads its own. */
export const TICKET_STAFF: readonly Role[] = ['Admin', 'Support'];
export const TICKET_OPENERS: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer'];
