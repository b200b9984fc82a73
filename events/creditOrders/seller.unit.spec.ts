import { describe, expect, it } from 'vitest';
import { initialLedger } from '../credit/state.js';
import { canPromise, sellerFor } from './seller.js';

describe('who sells credits to a buyer', () => {
  it('is the parent when it is a Distributor or Dealer allowed to sell', () => {
    expect(sellerFor({ id: 'p', roles: ['Distributor'], canSale: true })).toBe('p');
    expect(sellerFor({ id: 'p', roles: ['Dealer'], canSale: true })).toBe('p');
  });
  it('is the house otherwise', () => {
    expect(sellerFor(null)).toBe('house');
    expect(sellerFor({ id: 'p', roles: ['Dealer'], canSale: false })).toBe('house');
    expect(sellerFor({ id: 'p', roles: ['SubDealer'], canSale: true })).toBe('house');
  });
});

describe('what a seller may promise', () => {
  const ledger = (balance: number, allowance?: { allowed: boolean; limit: number | null }) => {
    const state = initialLedger();
    state.balances.set('p', balance);
    if (allowance) state.allowances.set('p', allowance);
    return state;
  };
  it('is what it holds beyond the credits already reserved for paying buyers', () => {
    expect(canPromise(ledger(10_000), 'p', 8_000, 2_000)).toBe(true);
    expect(canPromise(ledger(10_000), 'p', 8_000, 2_100)).toBe(false);
    expect(canPromise(ledger(0), 'p', 0, 100)).toBe(false);
  });
  it('never promises credits on an order-without-balance allowance (that is for software orders), and the house always can', () => {
    expect(canPromise(ledger(0, { allowed: true, limit: 5_000 }), 'p', 0, 5_000)).toBe(false);
    expect(canPromise(ledger(0, { allowed: true, limit: null }), 'p', 0, 1)).toBe(false);
    expect(canPromise(ledger(5_000, { allowed: true, limit: null }), 'p', 0, 5_000)).toBe(true);
    expect(canPromise(initialLedger(), 'house', 10 ** 9, 10 ** 9)).toBe(true);
  });
});
