import { describe, expect, it } from 'vitest';
import { PRICE_ON_REQUEST } from '../constants.js';
import { creationCheck, creationRefusal, type BalanceFacts } from './order-rule.js';

// The creation rule of spec section 5 on its boundaries (cents): what the quote shows, the order
// refuses and the ledger charges by.

const order = { total: 10_000, onRequest: false };
const onRequest = { total: PRICE_ON_REQUEST * 100, onRequest: true };
const withoutBalance = (balance: number, limit: number | null): BalanceFacts => ({ balance, allowance: { allowed: true, limit } });
const codeOf = (facts: BalanceFacts, charge = order) => creationRefusal(facts, charge)?.code ?? null;

describe('the creation rule (spec section 5)', () => {
  it('allows ordering without balance while what is owed BEFORE the order is under the limit, even when the order takes it past', () => {
    expect(creationCheck(withoutBalance(-34_900, 40_000), order)).toEqual({ allowed: true, noBalance: false, creditLimitReached: false });
    expect(codeOf(withoutBalance(-34_900, 40_000))).toBeNull();
    expect(codeOf(withoutBalance(-39_999, 40_000))).toBeNull();
  });

  it('refuses with the credit-limit flag once what is owed is at the limit or above', () => {
    expect(creationCheck(withoutBalance(-40_000, 40_000), order)).toEqual({ allowed: false, noBalance: false, creditLimitReached: true });
    expect(codeOf(withoutBalance(-40_000, 40_000))).toBe('CREDIT_LIMIT_REACHED');
    expect(codeOf(withoutBalance(-40_001, 40_000))).toBe('CREDIT_LIMIT_REACHED');
  });

  it('has no floor when ordering without balance has no limit', () => {
    expect(creationCheck(withoutBalance(-10_000_000, null), order)).toEqual({ allowed: true, noBalance: false, creditLimitReached: false });
  });

  it('allows what the balance covers, and otherwise blocks with the no-balance flag when ordering without balance is not allowed', () => {
    expect(creationCheck({ balance: 10_000, allowance: null }, order)).toEqual({ allowed: true, noBalance: false, creditLimitReached: false });
    expect(creationCheck({ balance: 9_999, allowance: null }, order)).toEqual({ allowed: false, noBalance: true, creditLimitReached: false });
    expect(codeOf({ balance: 9_999, allowance: null })).toBe('INSUFFICIENT_FUNDS');
    // An allowance switched off is no allowance.
    expect(creationCheck({ balance: 0, allowance: { allowed: false, limit: 40_000 } }, order)).toEqual({ allowed: false, noBalance: true, creditLimitReached: false });
    // A balance that covers the order pays it even at the limit (there is nothing owed then).
    expect(codeOf(withoutBalance(10_000, 40_000))).toBeNull();
  });

  it('needs a balance above 0 for a price on request (9999), allowance or not', () => {
    expect(creationCheck({ balance: 0, allowance: null }, onRequest)).toEqual({ allowed: false, noBalance: true, creditLimitReached: false });
    expect(codeOf({ balance: 0, allowance: null }, onRequest)).toBe('ON_REQUEST_NEEDS_BALANCE');
    expect(codeOf(withoutBalance(0, null), onRequest)).toBe('ON_REQUEST_NEEDS_BALANCE');
    expect(creationCheck({ balance: 1, allowance: null }, onRequest).allowed).toBe(true);
    // Owing at the limit, the limit is the reason the screen names, and so the server.
    expect(codeOf(withoutBalance(-40_000, 40_000), onRequest)).toBe('CREDIT_LIMIT_REACHED');
  });
});
