import { tagSubUser } from '../subUsers/tag.js';
import { MOVEMENT_KIND_GROUP, type MovementKind } from '../constants.js';
import type { LedgerCommand, SetOrderWithoutBalance, TransferCredits, DeductCredits } from './commands.js';
import { HOUSE_ACCOUNT, type Cents } from './credits.js';
import {
  ADMIN_ONLY, CANNOT_SELL, INSUFFICIENT_FUNDS, INVALID_AMOUNT, INVALID_LIMIT, LedgerRefused, NOT_ALLOWED_TO_DEDUCT,
  NOT_YOUR_CHILD, NOT_YOUR_CREDITS, REASON_REQUIRED, SAME_ACCOUNT,
} from './errors.js';
import type { LedgerEvent, Movement, MovementEvent } from './events.js';
import { balanceFactsOf, creationRefusal } from './order-rule.js';
import { balanceOf, type Ledger } from './state.js';
import { unreachable } from '../unreachable.js';

/**
 * May `account` move `amount` of credits away (a transfer, a deduction, a sale)? Never below zero.
 * The order-without-balance allowance of spec section 5 is about creating software orders only
 * (order-rule.ts): credits it does not hold are never passed on or sold. The house issues credits
 * and is never short.
 */
export const canDebit = (ledger: Ledger, account: string, amount: Cents): boolean =>
  account === HOUSE_ACCOUNT || balanceOf(ledger, account) - amount >= 0;

type MovementInput = {
  type: MovementEvent['type'];
  kind: MovementKind;
  movementId: string;
  from: string;
  to: string;
  amount: Cents;
  reference: string | null;
  description: string | null;
  idempotencyKey: string | null;
  actorId: string;
  at: string;
  /** The house takes back what it gave (a distributor's profit of a refunded order): even below zero, the account owes it. */
  overdraw?: boolean;
  /** A dealer pays for software: the creation rule of spec section 5 decides, as the quote and the order did. */
  softwareCharge?: boolean;
};

/** Why the payer may not pay the movement, or null. */
const fundsRefusal = (ledger: Ledger, input: MovementInput) => {
  if (input.overdraw || input.from === HOUSE_ACCOUNT) return null;
  if (input.softwareCharge) return creationRefusal(balanceFactsOf(ledger, input.from), { total: input.amount, onRequest: false });
  return canDebit(ledger, input.from, input.amount) ? null : INSUFFICIENT_FUNDS;
};

const move = (ledger: Ledger, input: MovementInput): MovementEvent[] => {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new LedgerRefused(400, INVALID_AMOUNT);
  if (input.from === input.to) throw new LedgerRefused(400, SAME_ACCOUNT);
  const refusal = fundsRefusal(ledger, input);
  if (refusal) throw new LedgerRefused(402, refusal);
  const movement: Movement = {
    movementId: input.movementId,
    kind: input.kind,
    group: MOVEMENT_KIND_GROUP[input.kind],
    from: input.from,
    to: input.to,
    amount: input.amount,
    fromBalanceAfter: balanceOf(ledger, input.from) - input.amount,
    toBalanceAfter: balanceOf(ledger, input.to) + input.amount,
    reference: input.reference,
    description: input.description,
    idempotencyKey: input.idempotencyKey,
    actorId: input.actorId,
    at: input.at,
  };
  return [{ id: input.movementId, type: input.type, data: movement } as MovementEvent];
};

const transfer = (ledger: Ledger, c: TransferCredits): MovementEvent[] => {
  if (c.from === HOUSE_ACCOUNT) {
    if (!c.actor.isAdmin) throw new LedgerRefused(422, ADMIN_ONLY);
  } else {
    if (c.actor.id !== c.from) throw new LedgerRefused(422, NOT_YOUR_CREDITS);
    if (!c.fromCanSale) throw new LedgerRefused(422, CANNOT_SELL);
    if (c.toParentId !== c.from) throw new LedgerRefused(422, NOT_YOUR_CHILD);
  }
  return move(ledger, {
    type: 'CreditsTransferred', kind: 'CreditTransferEntity', movementId: c.movementId, from: c.from, to: c.to, amount: c.amount,
    reference: null, description: c.description, idempotencyKey: c.idempotencyKey, actorId: c.actor.id, at: c.at,
  });
};

const deduct = (ledger: Ledger, c: DeductCredits): MovementEvent[] => {
  if (!c.reason.trim()) throw new LedgerRefused(400, REASON_REQUIRED);
  // An administrator takes credits back to the house; a parent takes them back to itself.
  const to = c.actor.isAdmin ? HOUSE_ACCOUNT : c.fromParentId !== null && c.actor.id === c.fromParentId ? c.actor.id : null;
  if (to === null) throw new LedgerRefused(422, NOT_ALLOWED_TO_DEDUCT);
  return move(ledger, {
    type: 'CreditsDeducted', kind: 'CreditDeductedEntity', movementId: c.movementId, from: c.from, to, amount: c.amount,
    reference: null, description: c.reason.trim(), idempotencyKey: c.idempotencyKey, actorId: c.actor.id, at: c.at,
  });
};

const setOrderWithoutBalance = (c: SetOrderWithoutBalance): LedgerEvent[] => {
  if (!c.actor.isAdmin) throw new LedgerRefused(422, ADMIN_ONLY);
  if (c.limit !== null && (!Number.isSafeInteger(c.limit) || c.limit <= 0)) throw new LedgerRefused(400, INVALID_LIMIT);
  return [{ id: c.eventId, type: 'OrderWithoutBalanceSet', data: { account: c.account, allowed: c.allowed, limit: c.limit, actorId: c.actor.id, at: c.at } }];
};

/** The id of the one event a command appends (a movement's id is its event's id). */
export const commandEventId = (command: LedgerCommand): string => (command.type === 'SetOrderWithoutBalance' ? command.eventId : command.movementId);

/** The movement already in the journal for this command (its id, or its Idempotency-Key), if any. */
export const recordedMovement = (command: LedgerCommand, ledger: Ledger): Movement | null =>
  ledger.recorded.get(commandEventId(command)) ??
  (command.type !== 'SetOrderWithoutBalance' && command.idempotencyKey ? (ledger.byIdempotencyKey.get(command.idempotencyKey) ?? null) : null);

/**
 * Pure: the events a command produces against the ledger, or a LedgerRefused. A command already in
 * the journal (its event id among the recent ones, or a retried key) produces none: deciding it again
 * would move the credits twice, or refuse what already happened.
 */
export const decide = (command: LedgerCommand, ledger: Ledger): LedgerEvent[] => {
  return tagSubUser(command.actor, decideUntagged(command, ledger));
};

const decideUntagged = (command: LedgerCommand, ledger: Ledger): LedgerEvent[] => {
  if (ledger.recorded.has(commandEventId(command))) return [];
  if (command.type !== 'SetOrderWithoutBalance' && command.idempotencyKey && ledger.byIdempotencyKey.has(command.idempotencyKey)) return [];
  switch (command.type) {
    case 'BuyCredits':
      return move(ledger, {
        type: 'CreditsBought', kind: 'CreditOrderEntity', movementId: command.movementId, from: command.from, to: command.to, amount: command.amount,
        reference: command.creditOrderId, description: null, idempotencyKey: command.idempotencyKey, actorId: command.actor.id, at: command.at,
      });
    case 'TransferCredits':
      return transfer(ledger, command);
    case 'ImportCredits':
      if (!command.actor.isAdmin) throw new LedgerRefused(422, ADMIN_ONLY);
      return move(ledger, {
        type: 'CreditsTransferred', kind: 'CreditTransferEntity', movementId: command.movementId, from: HOUSE_ACCOUNT, to: command.to, amount: command.amount,
        reference: command.reference, description: command.description, idempotencyKey: command.idempotencyKey, actorId: command.actor.id, at: command.at,
      });
    case 'DeductCredits':
      return deduct(ledger, command);
    case 'RefundCredits':
      if (!command.actor.isAdmin) throw new LedgerRefused(422, ADMIN_ONLY);
      if (!command.reason.trim()) throw new LedgerRefused(400, REASON_REQUIRED);
      return move(ledger, {
        type: 'CreditsRefunded', kind: 'CreditReFundEntity', movementId: command.movementId, from: HOUSE_ACCOUNT, to: command.to, amount: command.amount,
        reference: command.reference, description: command.reason.trim(), idempotencyKey: command.idempotencyKey, actorId: command.actor.id, at: command.at,
      });
    case 'ChargeSoftware':
      return move(ledger, {
        type: 'SoftwareCharged', kind: command.kind, movementId: command.movementId, from: command.from, to: HOUSE_ACCOUNT, amount: command.amount,
        reference: command.orderId, description: null, idempotencyKey: command.idempotencyKey, actorId: command.actor.id, at: command.at, softwareCharge: true,
      });
    case 'RefundSoftware':
      return move(ledger, {
        type: 'SoftwareRefunded', kind: command.kind, movementId: command.movementId, from: HOUSE_ACCOUNT, to: command.to, amount: command.amount,
        reference: command.orderId, description: null, idempotencyKey: command.idempotencyKey, actorId: command.actor.id, at: command.at,
      });
    case 'PayDistributorProfit':
      return move(ledger, {
        type: 'DistributorProfitPaid', kind: 'OrderDistributorProfit', movementId: command.movementId, from: HOUSE_ACCOUNT, to: command.to, amount: command.amount,
        reference: command.orderId, description: null, idempotencyKey: command.idempotencyKey, actorId: command.actor.id, at: command.at,
      });
    case 'ReverseDistributorProfit':
      return move(ledger, {
        type: 'DistributorProfitPaid', kind: 'OrderDistributorProfit', movementId: command.movementId, from: command.from, to: HOUSE_ACCOUNT, amount: command.amount,
        reference: command.orderId, description: 'Reversed: the order was refunded or its price lowered', idempotencyKey: command.idempotencyKey, actorId: command.actor.id, at: command.at, overdraw: true,
      });
    case 'SetOrderWithoutBalance':
      return setOrderWithoutBalance(command);
    default:
      return unreachable('ledger command', command);
  }
};
