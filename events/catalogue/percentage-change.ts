// Percentage change helper (spec section 5), used for report variations: the signs of both values
// are ignored; the result keeps its own sign (a fall is negative) and is rounded half away from zero.

export const percentageChange = (previous: number, current: number): number => {
  const base = Math.abs(previous);
  const now = Math.abs(current);
  if (base === 0) return now > 0 ? 100 : 0;
  const change = ((now - base) / base) * 100;
  // Round the magnitude so +2.5 and -2.5 both move away from zero; `+ 0` turns -0 into 0.
  return Math.sign(change) * Math.round(Math.abs(change)) + 0;
};
