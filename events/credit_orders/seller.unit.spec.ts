import { describe, expect, it } from 'vitest';
import { sellerFor } from './seller.js';

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
