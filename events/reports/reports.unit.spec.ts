import { describe, expect, it } from 'vitest';
import { percentChange } from './change.js';
import { daysLeft, gearboxFamily, orderTypesFor, pricePerCredit, revenueTotal, type RevenueRow } from './figures.js';
import { resolvePeriods, unitsBack } from './periods.js';
import { buildTree } from './tree.js';

describe('percentChange (spec section 5)', () => {
  it('is the rounded whole-number difference from a nonzero base', () => {
    expect(percentChange(200, 250)).toBe(25);
    expect(percentChange(300, 200)).toBe(-33); // -33.33…
    expect(percentChange(3, 5)).toBe(67); // 66.67 rounds up
    expect(percentChange(8, 9)).toBe(13); // 12.5 rounds half up
  });
  it('ignores signs', () => {
    expect(percentChange(-200, 250)).toBe(25);
    expect(percentChange(200, -100)).toBe(-50);
  });
  it('answers 100 from a zero base when the new value is positive, else 0', () => {
    expect(percentChange(0, 7)).toBe(100);
    expect(percentChange(0, -7)).toBe(100); // sign ignored: |−7| is positive
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(40, 40)).toBe(0);
  });
});

describe('periods (report defaults: month, compare week)', () => {
  it('spans one month to today and compares with the same span a week earlier', () => {
    expect(resolvePeriods({}, new Date('2026-04-30T15:00:00Z'))).toEqual({
      from_current: '2026-03-31', to_current: '2026-04-30', from_previous: '2026-03-24', to_previous: '2026-04-23',
    });
  });
  it('keeps dates the caller gives and moves a month back to the last day of a shorter month', () => {
    expect(unitsBack('2026-03-31', 'month')).toBe('2026-02-28');
    // Years below 100 stay themselves (Date.UTC would read 0050 as 1950), leap years as the calendar has them.
    expect(unitsBack('0050-03-10', 'month')).toBe('0050-02-10');
    expect(unitsBack('0005-03-31', 'year', 1)).toBe('0004-03-31');
    expect(unitsBack('0004-03-31', 'month')).toBe('0004-02-29');
    expect(unitsBack('0001-01-10', 'year')).toBe('0000-01-10');
    expect(resolvePeriods({ time: 'week', compare: 'month', to_current: '2026-03-31' }, new Date())).toEqual({
      from_current: '2026-03-25', to_current: '2026-03-31', from_previous: '2026-02-25', to_previous: '2026-02-28',
    });
  });
});

describe('revenue arithmetic', () => {
  const row = (credits: number, price: number, total_rows: number): RevenueRow =>
    ({ user_id: 'u', username: 'u', credits, price, total_rows, average: pricePerCredit(price * 100, credits * 100) });
  it('a row averages EUR per credit; the total averages the rows’ averages', () => {
    const rows = [row(100, 90, 2), row(10, 10, 1), row(50, 40, 1)];
    expect(rows.map((r) => r.average)).toEqual([0.9, 1, 0.8]);
    // (0.9 + 1 + 0.8) / 3 = 0.9, whereas price/credits would be 140/160 = 0.875
    expect(revenueTotal(rows)).toEqual({ movements: 4, credits: 160, price: 140, average: 0.9 });
    expect(revenueTotal([])).toEqual({ movements: 0, credits: 0, price: 0, average: 0 });
  });
});

describe('predicted credits: days left', () => {
  it('divides the balance by the daily spending, whole days down', () => {
    expect(daysLeft(100_00, 30_00, 10)).toBe(33); // 3 a day → 33.3
    expect(daysLeft(90_00, 30_00, 10)).toBe(30);
    expect(daysLeft(50_00, 0, 10)).toBeNull();
    expect(daysLeft(0, 30_00, 10)).toBe(0);
    expect(daysLeft(-5_00, 30_00, 10)).toBe(0);
  });
});

describe('filters', () => {
  it('reads gearbox families, longest name first', () => {
    expect(gearboxFamily('7-speed DQ200 DSG')).toBe('DQ200');
    expect(gearboxFamily('DQ381')).toBe('DQ381');
    expect(gearboxFamily('multitronic CVT')).toBe('Multitronic');
    expect(gearboxFamily('manual')).toBeNull();
    expect(gearboxFamily(null)).toBeNull();
  });
  it('a unit keeps the order types that tune it', () => {
    expect(orderTypesFor(undefined, undefined)).toBeNull();
    expect(orderTypesFor('all', 'TCU')).toEqual(['DSG', 'ECU + DSG']);
    expect(orderTypesFor('ECU', 'TCU')).toEqual([]);
    expect(orderTypesFor('ECU + DSG', 'ECU')).toEqual(['ECU + DSG']);
  });
});

describe('parent rows and the distributor-balance toggle', () => {
  // distributor D → dealer A → sub-dealer S; dealer B directly under the house.
  const network = new Map<string, string | null>([['D', null], ['A', 'D'], ['S', 'A'], ['B', null]]);
  const own: Record<string, number> = { D: 5, A: 20, S: 7, B: 1 };
  const add = (a: number, b: number) => a + b;
  it('on: each row keeps its own figures and lists its children', () => {
    const [d, b] = buildTree(network, ['D', 'A', 'S', 'B'], (id) => own[id]!, add, true);
    expect([d!.id, d!.figures, d!.children[0]!.id, d!.children[0]!.figures, d!.children[0]!.children[0]!.figures]).toEqual(['D', 5, 'A', 20, 7]);
    expect([b!.id, b!.figures, b!.children]).toEqual(['B', 1, []]);
  });
  it('off: each parent row is its own plus the sum of its children', () => {
    const [d] = buildTree(network, ['D', 'A', 'S', 'B'], (id) => own[id]!, add, false);
    expect(d!.figures).toBe(32); // 5 + (20 + 7)
    expect(d!.children[0]!.figures).toBe(27);
  });
  it('a selection nests an account under its nearest selected ancestor', () => {
    const roots = buildTree(network, ['D', 'S'], (id) => own[id]!, add, false);
    expect(roots.map((r) => [r.id, r.figures, r.children.map((c) => c.id)])).toEqual([['D', 12, ['S']]]);
  });
  it('accounts that name each other as parents are rows of their own, never lost', () => {
    const loop = new Map<string, string | null>([['X', 'Y'], ['Y', 'X']]);
    expect(buildTree(loop, ['X', 'Y'], () => 1, add, false).map((r) => [r.id, r.figures])).toEqual([['X', 1], ['Y', 1]]);
  });
  it('walks each unselected account once: 20,000 dealers below a loop of unselected accounts', () => {
    // U and V (unselected, e.g. outside the market) name each other; every dealer hangs below U.
    const big = new Map<string, string | null>([['U', 'V'], ['V', 'U']]);
    const dealers = Array.from({ length: 20_000 }, (_, i) => `d${i}`);
    for (const id of dealers) big.set(id, 'U');
    const lookups = { count: 0 };
    const counted = new Proxy(big, { get: (map, key) => (key === 'get' ? (id: string) => { lookups.count += 1; return map.get(id); } : Reflect.get(map, key, map)) });
    const roots = buildTree(counted, dealers, () => 1, add, true);
    expect(roots).toHaveLength(20_000);
    expect(lookups.count).toBeLessThan(3 * 20_000); // a walk per dealer of the whole network would be 400 million
  });
  it('a longer loop and the accounts below it stay rows; a loop of unselected accounts ends the walk', () => {
    // X → Y → W → X, Z below X; U and V (unselected) name each other, T below U.
    const network = new Map<string, string | null>([['X', 'Y'], ['Y', 'W'], ['W', 'X'], ['Z', 'X'], ['U', 'V'], ['V', 'U'], ['T', 'U']]);
    const roots = buildTree(network, ['X', 'Y', 'W', 'Z', 'T'], () => 1, add, false);
    expect(roots.map((r) => [r.id, r.figures, r.children.map((c) => c.id)])).toEqual([['X', 2, ['Z']], ['Y', 1, []], ['W', 1, []], ['T', 1, []]]);
  });
});
