import { Type, type Static } from 'typebox';
import { toCredits } from '../../../events/credit/credits.js';
import type { Movement } from '../../../events/credit/events.js';

/** Credits in requests: a positive number (or decimal string) with at most 2 decimals. */
export const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { description: 'credits, at most 2 decimals' });

export const TransferBody = Type.Object({
  to: Type.String({ format: 'uuid' }),
  amount: Amount,
  description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
});
export const DeductBody = Type.Object({
  from: Type.String({ format: 'uuid' }),
  amount: Amount,
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});
export const OrderWithoutBalanceBody = Type.Object({
  userId: Type.String({ format: 'uuid' }),
  allowed: Type.Boolean(),
  limit: Type.Union([Amount, Type.Null()]),
});

export const MovementReply = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  group: Type.String(),
  from: Type.String(),
  to: Type.String(),
  amount: Type.Number(),
  /** Balance of the debited account after the movement. */
  balanceAfter: Type.Number(),
  description: Type.Union([Type.String(), Type.Null()]),
  reference: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type MovementReply = Static<typeof MovementReply>;

export const toMovementReply = (m: Movement): MovementReply => ({
  id: m.movementId,
  kind: m.kind,
  group: m.group,
  from: m.from,
  to: m.to,
  amount: toCredits(m.amount),
  balanceAfter: toCredits(m.fromBalanceAfter),
  description: m.description,
  reference: m.reference,
  createdAt: m.at,
});

export const Dashboard = Type.Object({
  account: Type.String(),
  received: Type.Number(),
  used: Type.Number(),
  transferred: Type.Number(),
  remaining: Type.Number(),
  /** Part of `remaining` promised to buyers of open credit orders (events/creditOrders/seller.ts): it cannot be transferred. */
  reserved: Type.Number(),
  movements: Type.Integer(),
  allowedOrderNoBalance: Type.Object({ status: Type.Boolean(), limit: Type.Union([Type.Number(), Type.Null()]) }),
  lowBalance: Type.Boolean(),
});

export const MovementRecord = Type.Object({
  id: Type.String(),
  revision: Type.Integer(),
  kind: Type.String(),
  group: Type.String(),
  from: Type.String(),
  fromName: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  toName: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Number(),
  /** Signed from the viewed account's side: negative when it paid. */
  signedAmount: Type.Number(),
  balanceAfter: Type.Number(),
  fromBalanceAfter: Type.Number(),
  toBalanceAfter: Type.Number(),
  reference: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

/** One account below the caller (GET /user-network), with its place in the tree and its balance. */
export const NetworkAccount = Type.Object({
  id: Type.String(), parentId: Type.String(), name: Type.String(), email: Type.String(), roles: Type.Array(Type.String()),
  active: Type.Boolean(), depth: Type.Integer({ description: '1 for a direct child' }), balance: Type.Number(),
});
