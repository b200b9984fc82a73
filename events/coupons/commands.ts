import type { Actor } from '../credit/commands.js';
import type { CouponTerms } from './events.js';

// Commands carry every fact the decider needs: the normalised code, who acts, the time and the
// event id (for redeem and release derived from the order, so a retry stores nothing twice).

type Base = { code: string; eventId: string; actor: Actor; at: string };

export type CouponChanges = Omit<CouponTerms, 'code'>;

export type CreateCoupon = Base & { type: 'CreateCoupon' } & CouponChanges;
/** Fields left out keep their value. */
export type UpdateCoupon = Base & { type: 'UpdateCoupon'; changes: Partial<CouponChanges> };
export type RedeemCoupon = Base & { type: 'RedeemCoupon'; orderId: string; dealerId: string };
export type ReleaseCoupon = Base & { type: 'ReleaseCoupon'; orderId: string };

export type CouponCommand = CreateCoupon | UpdateCoupon | RedeemCoupon | ReleaseCoupon;
