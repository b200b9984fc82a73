import type { Problem } from '../problem.js';
import type { Cents } from './credits.js';
import { CREDIT_LIMIT_REACHED, INSUFFICIENT_FUNDS, ON_REQUEST_NEEDS_BALANCE } from './errors.js';
import { balanceOf, type Ledger } from './state.js';

// The creation rule of spec section 5, the one place it is computed: the quote shows it, the order's
// decider refuses by it, and the ledger checks every software charge by it (the order's charge, an
// on-request order's price, a price raise, a corrected read paid again). Had the ledger its own
// reading, a dealer the quote allowed would be refused when paying. What is owed is compared with
// the limit BEFORE the charge, as the spec says: the charge that crosses the limit is the last one.

export type BalanceFacts = { balance: Cents; allowance: { allowed: boolean; limit: Cents | null } | null };
export type CreationCheck = { allowed: boolean; noBalance: boolean; creditLimitReached: boolean };
/** What is charged: an amount, or the coded 9999 of a price on request (`onRequest`). */
export type OrderCharge = { total: Cents; onRequest: boolean };

/** What a dealer owes: the part of its balance below zero. */
export const owed = (facts: Pick<BalanceFacts, 'balance'>): Cents => Math.max(0, -facts.balance);

/** The ledger's facts about `account`: its balance and its order-without-balance allowance. */
export const balanceFactsOf = (ledger: Ledger, account: string): BalanceFacts =>
  ({ balance: balanceOf(ledger, account), allowance: ledger.allowances.get(account) ?? null });

/**
 * Allowed if (a) the dealer may order without balance and has no limit or owes less than it, or
 * (b) the balance covers the total; on request (9999) the balance must be above 0. The no-balance
 * flag: the balance is too low and ordering without balance is not allowed. The credit-limit flag:
 * ordering without balance is allowed, there is a limit and what is owed is at or above it.
 */
export const creationCheck = (facts: BalanceFacts, charge: OrderCharge): CreationCheck => {
  const allowance = facts.allowance?.allowed ? facts.allowance : null;
  const creditLimitReached = allowance !== null && allowance.limit !== null && owed(facts) >= allowance.limit;
  const withoutBalance = allowance !== null && !creditLimitReached;
  const covers = charge.onRequest ? facts.balance > 0 : facts.balance >= charge.total;
  return { allowed: charge.onRequest ? covers : covers || withoutBalance, noBalance: !covers && allowance === null, creditLimitReached };
};

/**
 * Why the rule refuses, or null: the reason the order screen names (the same order of checks as its
 * sentence): the credit limit first, then a price on request without balance, else the spec's
 * "Insufficient funds". Every 402 of a software charge comes from here.
 */
export const creationRefusal = (facts: BalanceFacts, charge: OrderCharge): Problem | null => {
  const check = creationCheck(facts, charge);
  if (check.allowed) return null;
  if (check.creditLimitReached) return CREDIT_LIMIT_REACHED;
  return charge.onRequest ? ON_REQUEST_NEEDS_BALANCE : INSUFFICIENT_FUNDS;
};
