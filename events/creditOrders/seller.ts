import { HOUSE_ACCOUNT, type Cents } from '../credit/credits.js';
import { canDebit } from '../credit/decide.js';
import type { Ledger } from '../credit/state.js';
import type { CreditOrderStatus } from './events.js';

export type ParentAccount = { id: string; roles: readonly string[]; canSale: boolean };

/** The roles that buy credits, and those of them that may sell to their children. */
export const BUYER_ROLES = ['Distributor', 'Dealer', 'SubDealer'] as const;
export const SELLER_ROLES = ['Distributor', 'Dealer'] as const;

/** Who sells credits to a buyer: its parent when that parent is a Distributor or Dealer allowed to sell, otherwise the house. */
export const sellerFor = (parent: ParentAccount | null): string =>
  parent && parent.canSale && parent.roles.some((role) => (SELLER_ROLES as readonly string[]).includes(role)) ? parent.id : HOUSE_ACCOUNT;

// A buyer who pays a selling parent must get the credits: money paid with nothing deliverable is
// the one dead end a credit order may never reach. What a buyer expects is to learn it *before*
// paying and to have another way to buy, and what the seller expects is that credits it promised
// stay promised. So both happen:
//  - at order time (placing, sending an offer, accepting it, changing its credits) the seller
//    must hold the credits; if not, the buyer is told so and offered the house as seller
//    (SELLER_CANNOT_COVER), and the seller is refused its own offer;
//  - from then on, while the buyer may be paying (the statuses below), those credits are reserved:
//    the seller cannot transfer them away, be deducted below them, or promise them twice
//    (CREDITS_RESERVED). Confirming the payment then always finds them.
// The reservation is a rule over the open orders, checked where credits leave a selling account;
// it is not a hold inside the ledger, so two requests at the same instant can still race past it.

/** Orders whose buyer may be paying now: the seller's credits for them are set aside. */
export const RESERVING_STATUSES = ['New', 'Payment confirmed customer', 'Partially paid'] as const satisfies readonly CreditOrderStatus[];

/** Can `sellerId` promise `credits` more on top of the `reserved` credits of its open orders? The house always can. */
export const canPromise = (ledger: Ledger, sellerId: string, reserved: Cents, credits: Cents): boolean =>
  sellerId === HOUSE_ACCOUNT || canDebit(ledger, sellerId, reserved + credits);
