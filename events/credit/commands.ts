import type { MovementKind } from '../constants.js';
import type { Cents } from './credits.js';

// Commands carry every fact the decider needs (who the actor is, how the accounts relate, the
// time and the ids), so `decide` stays pure.

/** `id` is the account acting; `subUserId` the sub-user acting for it (issue 13), recorded on the movement. */
export type Actor = { id: string; isAdmin: boolean; subUserId?: string };

type MovementCommand = {
  movementId: string;
  amount: Cents;
  idempotencyKey: string | null;
  actor: Actor;
  at: string;
};

/** Confirmed payment of a credit order: credits come from the seller (the house, or a selling parent). */
export type BuyCredits = MovementCommand & { type: 'BuyCredits'; from: string; to: string; creditOrderId: string };

/** Admin from the house to anyone; otherwise a seller to one of its direct children. */
export type TransferCredits = MovementCommand & {
  type: 'TransferCredits';
  from: string;
  to: string;
  description: string | null;
  /** The receiver's parent account, looked up by the caller. */
  toParentId: string | null;
  /** Whether the sender's permissions allow selling credits. */
  fromCanSale: boolean;
};

/** Admin from the house to an account, one row of an account import; the reference names the row. */
export type ImportCredits = MovementCommand & { type: 'ImportCredits'; to: string; reference: string | null; description: string };

/** Admin (back to the house) or the parent of the account (back to the parent), with a reason. */
export type DeductCredits = MovementCommand & { type: 'DeductCredits'; from: string; fromParentId: string | null; reason: string };

/** Admin gives credits back from the house (e.g. a credit order refunded). */
export type RefundCredits = MovementCommand & { type: 'RefundCredits'; to: string; reference: string | null; reason: string };

export type ChargeSoftware = MovementCommand & {
  type: 'ChargeSoftware';
  from: string;
  orderId: string;
  kind: Extract<MovementKind, 'OrderSoftwareEntity' | 'OrderSoftwarePersonalFlasher' | 'OrderRefundDifference'>;
};

export type RefundSoftware = MovementCommand & {
  type: 'RefundSoftware';
  to: string;
  orderId: string;
  kind: Extract<MovementKind, 'RefundEntity' | 'WarrantEntity' | 'PrevOrderRefundEntity' | 'OrderRefundDifference'>;
};

export type PayDistributorProfit = MovementCommand & { type: 'PayDistributorProfit'; to: string; orderId: string };

/** The profit of a refunded order, or the excess of a lowered price, goes back from the distributor to the house. */
export type ReverseDistributorProfit = MovementCommand & { type: 'ReverseDistributorProfit'; from: string; orderId: string };

export type SetOrderWithoutBalance = { type: 'SetOrderWithoutBalance'; eventId: string; account: string; allowed: boolean; limit: Cents | null; actor: Actor; at: string };

export type LedgerCommand =
  | BuyCredits
  | TransferCredits
  | ImportCredits
  | DeductCredits
  | RefundCredits
  | ChargeSoftware
  | RefundSoftware
  | PayDistributorProfit
  | ReverseDistributorProfit
  | SetOrderWithoutBalance;
