import { describe, expect, it } from 'vitest';
import { isEuroAmount } from './validators';

// The form's price rule is the server's (events/catalogue/euro-amount.ts): a comma is refused, not dropped.
describe('isEuroAmount', () => {
  const price = isEuroAmount();
  const amount = isEuroAmount({ allowZero: true });
  const check = (rule: typeof price, value: unknown) => rule(value, {}, {});

  it('takes a positive decimal with a dot, a number, or nothing (on request)', () => {
    for (const value of ['349', '349.5', '349.50', 349.5, '', null, undefined]) expect(check(price, value)).toBeUndefined();
  });

  it('refuses a comma, a sign, letters, three decimals and 0 unless zero is allowed', () => {
    for (const value of ['12,5', '-5', 'abc', '1.234', '0', 0]) expect(check(price, value)).toBe('portal.validation.price');
    expect(check(amount, '0')).toBeUndefined();
    expect(check(amount, '12,5')).toBe('portal.validation.price');
  });
});
