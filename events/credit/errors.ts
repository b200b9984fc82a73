// Refusals are 4xx but never 401/403: those make the client sign the user out (spec section 8);
// a business rule saying no (not your sub-account, may not sell) is a 422 the form shows.
import { problem, Refusal, type Problem, type ProblemParams } from '../problem.js';

/** A refused ledger command; `status` is the HTTP answer, the Problem what a person reads. */
export class LedgerRefused extends Refusal {
  constructor(
    readonly status: 400 | 402 | 404 | 422,
    refused: Problem,
    params?: ProblemParams,
  ) {
    super(status, refused, params);
    this.name = 'LedgerRefused';
  }
}

// Spec texts where the spec has one (sections 5 and 8).
export const INSUFFICIENT_FUNDS = problem('INSUFFICIENT_FUNDS', 'Insufficient funds');
export const INVALID_AMOUNT = problem('INVALID_AMOUNT', 'Please enter a valid amount');
export const CANNOT_SELL = problem('CANNOT_SELL', 'Your account is not allowed to sell credits');
export const NOT_YOUR_CHILD = problem('NOT_YOUR_CHILD', 'You can only transfer credits to your own sub-accounts');
export const NOT_YOUR_CREDITS = problem('NOT_YOUR_CREDITS', 'You can only move your own credits');
export const SAME_ACCOUNT = problem('SAME_ACCOUNT', 'Choose another account than your own');
export const REASON_REQUIRED = problem('REASON_REQUIRED', 'Please give a reason for the deduction');
export const NOT_ALLOWED_TO_DEDUCT = problem('NOT_ALLOWED_TO_DEDUCT', 'Only an administrator or the parent account can deduct credits');
export const ADMIN_ONLY = problem('ADMIN_ONLY', 'Only an administrator can do this');
export const INVALID_LIMIT = problem('INVALID_LIMIT', 'The limit must be a positive amount or empty');
// The creation rule of spec section 5 (order-rule.ts) refuses a software charge with one of these or INSUFFICIENT_FUNDS.
export const CREDIT_LIMIT_REACHED = problem('CREDIT_LIMIT_REACHED', 'You have reached your credit limit: pay what you owe before ordering');
export const ON_REQUEST_NEEDS_BALANCE = problem('ON_REQUEST_NEEDS_BALANCE', 'A price on request needs a balance above 0');
// Credit orders and transfers: what a seller has promised to buyers stays deliverable.
/** The buyer's selling parent does not hold the credits (the house can sell them instead). */
export const SELLER_CANNOT_COVER = problem('SELLER_CANNOT_COVER', 'Your distributor or dealer does not hold these credits at the moment. You can buy them from the portal instead.');
/** The credits are set aside for open credit orders of the seller's buyers. */
export const CREDITS_RESERVED = problem('CREDITS_RESERVED', 'These credits are reserved for open credit orders of your sub-accounts');
/** Staff accounts (Admin, Calibrator, Support) hold no credits. */
export const NOT_A_CREDIT_ACCOUNT = problem('NOT_A_CREDIT_ACCOUNT', 'Credits can only be moved to and from distributor, dealer and sub-dealer accounts');
