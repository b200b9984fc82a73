import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../types';
import { perAccount } from './tree';

const row = (name: string, received: number, previous: number): ReportRow => ({ id: name, name, values: { received, previous_received: previous }, children: [] });

describe('perAccount (the chart of a report with thousands of accounts)', () => {
  it('ranks the accounts by the current figure, largest first, each previous figure beside its own account', () => {
    const chart = perAccount([row('A', 5, 50), row('B', 20, 1), row('C', 0, 7), row('D', 20, 2)], 'received', 'previous_received');
    expect(chart.categories).toEqual(['B', 'D', 'A', 'C']); // ties keep the table's order
    expect(chart.current).toEqual([20, 20, 5, 0]);
    expect(chart.previous).toEqual([1, 2, 50, 7]);
  });
  it("keeps the table's order when asked (predicted credits: soonest out of credits first)", () => {
    const chart = perAccount([row('A', 5, 0), row('B', 20, 0)], 'received', null, false);
    expect([chart.categories, chart.ranked]).toEqual([['A', 'B'], false]);
  });
  it('has no previous series when the report compares none', () => {
    expect(perAccount([row('A', 1, 2)], 'received', null).previous).toBeNull();
  });
});
