import type { Static } from 'typebox';
import type * as credit from '../../../api/routes/credit/schemas';
import type { ApiAnswer } from '../providers/apiTypes';

/**
 * Shapes of the "Credits" section of CONTRACT.md. Type-only imports of the API's own schemas, so
 * the admin cannot drift from the server (nothing of api/ is bundled).
 */

/** POST /api/credit/transfer and /api/credit/deduced answer one movement. */
export type MovementReply = Static<typeof credit.MovementReply>;
/** A record of GET /api/credit/movements and /api/credit/admin-history. */
export type MovementRecord = Static<typeof credit.MovementRecord>;
export type CreditDashboard = Static<typeof credit.Dashboard>;
export type TransferBody = Static<typeof credit.TransferBody>;
export type DeductBody = Static<typeof credit.DeductBody>;
export type OrderWithoutBalanceBody = Static<typeof credit.OrderWithoutBalanceBody>;

/** One account of GET /api/user-network (the accounts below the caller). */
export type NetworkAccount = ApiAnswer<'/api/user-network'>[number];

/** Currency of spec section 3 (GET /api/geo/currency-country/:code). */
export type Currency = ApiAnswer<'/api/geo/currency-country/{code}'>;
