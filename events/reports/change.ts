// The percentage change helper of spec section 5, used for every variation of the reports.

/**
 * Change from `base` to `value` in whole percent. Signs are ignored (a refund-heavy period compares
 * by size); a zero base gives 100 when the new value is positive, otherwise 0 (nothing to compare).
 */
export const percentChange = (base: number, value: number): number => {
  const from = Math.abs(base);
  const to = Math.abs(value);
  if (from === 0) return to > 0 ? 100 : 0;
  const change = Math.round(((to - from) / from) * 100);
  // Math.round(-0.4) is -0: a JSON answer and a test compare 0.
  return change === 0 ? 0 : change;
};
