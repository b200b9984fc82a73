import { LedgerRefused } from '../credit/errors.js';
import { problem, type Problem, type ProblemParams } from '../problem.js';

// A refused credit-order command. It is a LedgerRefused so the one error handler and the
// Idempotency-Key replay treat it the same way (status + the text a person reads).
export class CreditOrderRefused extends LedgerRefused {
  constructor(status: 400 | 402 | 404 | 422, refused: Problem, params?: ProblemParams) {
    super(status, refused, params);
    this.name = 'CreditOrderRefused';
  }
}

// Spec texts (section 5) first, then ours.
export const PRICE_ROW_NOT_GREATER = problem('PRICE_ROW_NOT_GREATER', 'The price and / or number of credits must be greater than the previous row');
export const PRICE_ABOVE_CREDITS = problem('PRICE_ABOVE_CREDITS', 'The price cannot be higher than the credits');
export const PRICE_LIST_REQUIRED = problem('FIELD_REQUIRED', 'Field is required');
export const WHOLE_CREDITS = problem('INVALID_AMOUNT', 'Please enter a valid amount');
export const NO_PRICE_LIST = problem('NO_PRICE_LIST', 'Credit prices are not configured yet');
export const METHOD_NOT_AVAILABLE = problem('METHOD_NOT_AVAILABLE', 'This payment method is not available in your country');
export const CANNOT_BUY = problem('CANNOT_BUY', 'Your account is not allowed to buy credits');
export const ORDER_EXISTS = problem('ORDER_EXISTS', 'This credit order already exists');
export const ORDER_NOT_FOUND = problem('ORDER_NOT_FOUND', 'Credit order not found');
export const ONLY_TO_CHILDREN = problem('ONLY_TO_CHILDREN', 'You can only send offers to your own sub-accounts');
export const ONLY_BUYER = problem('ONLY_BUYER', 'Only the buyer can do this');
export const ONLY_SELLER = problem('ONLY_SELLER', 'Only the seller or an administrator can do this');
export const NOT_AN_OFFER = problem('NOT_AN_OFFER', 'Only an offer can be accepted');
export const TERMS_LOCKED = problem('TERMS_LOCKED', 'The terms can only be changed before any payment');
export const ACCEPT_FIRST = problem('ACCEPT_FIRST', 'The offer has not been accepted yet');
export const NOT_PAYABLE = problem('NOT_PAYABLE', 'This credit order is not waiting for a payment');
export const AMOUNT_ABOVE_DUE = problem('AMOUNT_ABOVE_DUE', 'The amount is higher than what is left to pay');
export const ALREADY_CANCELLED = problem('ALREADY_CANCELLED', 'This credit order is already cancelled');
export const CONFIRMED_NOT_CANCELLABLE = problem('CONFIRMED_NOT_CANCELLABLE', 'A confirmed credit order can no longer be cancelled');
export const PAID_ONLY_SELLER_CANCELS = problem('PAID_ONLY_SELLER_CANCELS', 'A partially paid credit order can only be cancelled by the seller');
