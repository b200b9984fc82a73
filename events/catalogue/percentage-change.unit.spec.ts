import { describe, expect, it } from 'vitest';
import { percentageChange } from './percentage-change.js';

describe('percentage change (spec section 5)', () => {
  it('is the rounded whole-number percentage difference from a nonzero base', () => {
    expect(percentageChange(200, 300)).toBe(50);
    expect(percentageChange(300, 200)).toBe(-33);
    expect(percentageChange(3, 4)).toBe(33);
    expect(percentageChange(150, 150)).toBe(0);
  });
  it('rounds half away from zero', () => {
    expect(percentageChange(200, 205)).toBe(3); // 2.5
    expect(percentageChange(200, 195)).toBe(-3); // -2.5
  });
  it('ignores signs', () => {
    expect(percentageChange(-200, 300)).toBe(50);
    expect(percentageChange(200, -100)).toBe(-50);
  });
  it('from a zero base is 100 if the new value is positive, else 0', () => {
    expect(percentageChange(0, 5)).toBe(100);
    expect(percentageChange(0, 0)).toBe(0);
    expect(percentageChange(0, -5)).toBe(100); // the sign is ignored, so -5 counts as 5
  });
});
