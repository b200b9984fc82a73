import { describe, expect, it } from 'vitest';
import { creditReport } from '../definitions/credit';
import { revenueReport } from '../definitions/revenue';
import type { CreditReport, RevenueReport } from '../types';
import { accountFigures } from './figures';

const figures = (received: number, used: number, remaining: number) => ({ received, used, remaining });
const params = { distributor_balance: true } as CreditReport['params'];

describe('one account\'s figures of a report', () => {
  it('pairs each figure with its previous value and variation, a sub-account found under its parent', () => {
    const answer: CreditReport = {
      users: [{
        id: 'd1', parent: null, username: 'Distributor', email: 'd@x', country: 'ES', current: figures(10, 5, 5), previous: figures(20, 0, 0), variation: { received: -50, used: 100, remaining: 100 },
        children: [{ id: 's1', parent: 'd1', children: [], username: 'Dealer', email: 's@x', country: 'ES', current: figures(4, 1, 3), previous: figures(2, 1, 1), variation: { received: 100, used: 0, remaining: 200 } }],
      }],
      total_rows: 1, chart: { categories: [], current: [], previous: [], total: 0, ranked: true }, params,
    };
    expect(accountFigures(creditReport, answer, 's1')).toEqual([
      { id: 'received', kind: 'credits', current: 4, previous: 2, variation: 100 },
      { id: 'used', kind: 'credits', current: 1, previous: 1, variation: 0 },
      { id: 'remaining', kind: 'credits', current: 3, previous: 1, variation: 200 },
    ]);
  });

  it('has no previous where the report has none, and nothing for an account it does not list', () => {
    const total = { movements: 1, credits: 100, price: 90, average: 0.9 };
    const answer: RevenueReport = {
      users: [{ user_id: 'b1', username: 'Buyer', credits: 100, price: 90, average: 0.9, total_rows: 1 }],
      total, previous_total: total, variation: { credits: 0, price: 0, movements: 0 }, total_rows: 1, params,
    };
    expect(accountFigures(revenueReport, answer, 'b1')).toEqual([
      { id: 'credits', kind: 'credits', current: 100, previous: null, variation: null },
      { id: 'revenue', kind: 'price', current: 90, previous: null, variation: null },
      { id: 'average', kind: 'price', current: 0.9, previous: null, variation: null },
      { id: 'orders', kind: 'count', current: 1, previous: null, variation: null },
    ]);
    expect(accountFigures(revenueReport, answer, 'nobody')).toBeNull();
  });
});
