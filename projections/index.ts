import type { Projection } from './runner/projection.js';
import { creditOrdersProjection } from './credit_orders/projection.js';
import { invoicesProjection } from './invoices/projection.js';
import { ledgerProjection } from './ledger/projection.js';
import { userActivityProjection } from './user_activity/projection.js';

/** Every projection the runner folds; `npm run rebuild <name>` picks from this list. */
export const projections: Projection[] = [userActivityProjection, ledgerProjection, invoicesProjection, creditOrdersProjection];
