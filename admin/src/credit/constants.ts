/** Constants of the credit screens, named once (spec sections 3, 6 and 9). */
import type { Role } from '../constants';

export { LOW_BALANCE_THRESHOLD } from '../constants';
export { BASE_CURRENCY, INVOICE_NUMBER_LENGTH, MAX_CREDIT_AMOUNT, MAX_CREDIT_ORDER_CREDITS, MOVEMENT_GROUPS, MOVEMENT_KINDS, MOVEMENT_KIND_GROUP, PAYMENT_FEES } from '../../../events/constants';
export type { MovementGroup, MovementKind, PaymentMethod } from '../../../events/constants';

/** Spec section 6: balance and logo in the top bar. */
export const BALANCE_ROLES: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer'];
/** Spec section 6: staff may switch to the local currency too. */
export const STAFF_ROLES: readonly Role[] = ['Admin', 'Calibrator', 'Support'];
/** CONTRACT.md: who may transfer and deduct credits. */
export const TRANSFER_ROLES: readonly Role[] = ['Admin', 'Distributor', 'Dealer'];
/** Spec section 6: order-credit, credit-order-history (and sub-user management). */
export const BUYER_ROLES: readonly Role[] = ['Distributor', 'Dealer', 'SubDealer'];
/** Spec section 6: credit-price. */
export const PRICE_TABLE_ROLES: readonly Role[] = ['Distributor', 'Admin'];
/** Spec section 6: Support may view the credit dashboard. */
export const DASHBOARD_ROLES: readonly Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer', 'Support'];
/** The account's own movements (credit, credit-history, received, sent). */
export const MOVEMENT_ROLES: readonly Role[] = ['Admin', 'Distributor', 'Dealer', 'SubDealer'];

/** Local storage key of the currency switch (spec section 9: local storage holds currency switches). */
export const CURRENCY_SWITCH_KEY = 'currencySwitch';

/** Spec section 9: currency formatting with 2 decimals. */
export const AMOUNT_DECIMALS = 2;

export const MOVEMENTS_PAGE_SIZE = 25;
export const RECENT_MOVEMENTS = 5;
