import { ORDERING_SCREEN_ROLES } from '../../../events/access/screens';
import type { Role } from '../constants';

// Who opens which software order screen is the one screen table's (events/access/screens.ts).

/** Those who order software (the credit holders): what the order screens show them beyond a reader. */
export const ORDERING_ROLES: readonly Role[] = ORDERING_SCREEN_ROLES;
