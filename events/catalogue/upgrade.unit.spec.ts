import { describe, expect, it } from 'vitest';
import { isStageUpgrade, isYoungerThan, qualifiesForUpgrade, upgradePrice, type PreviousOrder, type PricePolicy } from './upgrade.js';

const now = new Date('2026-06-15T12:00:00Z');
// `years` and `days` before now; a negative `days` is later.
const ago = (years: number, days = 0) => new Date(Date.UTC(2026 - years, 5, 15 - days, 12));
const previous = (over: Partial<PreviousOrder> = {}): PreviousOrder => ({ type: 'ECU', price: 300, createdAt: ago(0, 30), stage: '1', ...over });
const policy: PricePolicy = { discount_after_a_year: 50, minimum_price: 50, only_on_upgrade_fee: false };

describe('upgrade window (spec sections 5 and 9: under 3 years)', () => {
  it('counts calendar years', () => {
    expect(isYoungerThan(ago(3, -1), 3, now)).toBe(true); // a day short of 3 years
    expect(isYoungerThan(ago(3), 3, now)).toBe(false); // exactly 3 years is not under 3
    expect(isYoungerThan(new Date('2024-02-29T00:00:00Z'), 1, new Date('2025-02-28T23:59:59Z'))).toBe(true);
  });
  it('qualifies an order of the same type, or a combo, under 3 years old', () => {
    expect(qualifiesForUpgrade(previous(), 'ECU', now)).toBe(true);
    expect(qualifiesForUpgrade(previous({ type: 'ECU + DSG', stage: '2-2' }), 'DSG', now)).toBe(true);
    expect(qualifiesForUpgrade(previous({ type: 'DSG' }), 'ECU', now)).toBe(false);
    expect(qualifiesForUpgrade(previous({ type: 'ECU' }), 'ECU + DSG', now)).toBe(false);
    expect(qualifiesForUpgrade(previous({ createdAt: ago(3) }), 'ECU', now)).toBe(false);
  });
});

describe('stage upgrades', () => {
  it('is an upgrade only to a higher stage', () => {
    expect(isStageUpgrade(previous({ stage: '2' }), { type: 'ECU', price: 500, stage: '2.1' })).toBe(true);
    expect(isStageUpgrade(previous({ stage: '2' }), { type: 'ECU', price: 500, stage: '2' })).toBe(false);
    expect(isStageUpgrade(previous({ stage: '3' }), { type: 'ECU', price: 500, stage: '2' })).toBe(false);
    expect(isStageUpgrade(previous({ type: 'DSG', stage: 'Stock' }), { type: 'DSG', price: 500, stage: '1' })).toBe(true);
  });
  it('compares a combo part by part', () => {
    const combo = previous({ type: 'ECU + DSG', stage: '2-2.1' });
    expect(isStageUpgrade(combo, { type: 'ECU + DSG', price: 900, stage: '2.1-3' })).toBe(true);
    expect(isStageUpgrade(combo, { type: 'ECU + DSG', price: 900, stage: '3-2' })).toBe(false);
    expect(isStageUpgrade(combo, { type: 'DSG', price: 400, stage: '3' })).toBe(true);
    expect(isStageUpgrade(combo, { type: 'ECU', price: 400, stage: '2' })).toBe(false);
  });
});

describe('upgrade price (price policy)', () => {
  const order = { type: 'ECU' as const, price: 500, stage: '2' };
  it('credits the previous price within a year', () => expect(upgradePrice(order, previous(), policy, now)).toEqual({ qualifies: true, credit: 300, price: 200 }));
  it('credits discount_after_a_year percent of it after a year', () =>
    expect(upgradePrice(order, previous({ createdAt: ago(2) }), policy, now)).toEqual({ qualifies: true, credit: 150, price: 350 }));
  it('never goes below minimum_price nor above the new price', () => {
    expect(upgradePrice({ ...order, price: 320 }, previous(), policy, now)).toEqual({ qualifies: true, credit: 270, price: 50 });
    expect(upgradePrice({ ...order, price: 40 }, previous(), policy, now)).toEqual({ qualifies: true, credit: 0, price: 40 });
  });
  it('with only_on_upgrade_fee, credits only a higher stage', () => {
    const strict = { ...policy, only_on_upgrade_fee: true };
    expect(upgradePrice({ ...order, stage: '1' }, previous(), strict, now)).toEqual({ qualifies: false, credit: 0, price: 500 });
    expect(upgradePrice(order, previous(), strict, now).price).toBe(200);
  });
  it('gives nothing without a qualifying order or with a price on request', () => {
    expect(upgradePrice(order, null, policy, now).price).toBe(500);
    expect(upgradePrice(order, previous({ createdAt: ago(3, 1) }), policy, now).qualifies).toBe(false);
    expect(upgradePrice({ ...order, price: 9999 }, previous(), policy, now).price).toBe(9999);
    expect(upgradePrice(order, previous({ price: 9999 }), policy, now).qualifies).toBe(false);
  });
});
