import { describe, expect, it } from 'vitest';
import { normalPhone, optionalPhoneOrRefuse } from './phone.js';

describe('phone numbers (spec section 5: "Invalid phone number")', () => {
  it('takes the international format, 7 to 15 digits, typing aids dropped', () => {
    expect(normalPhone('+34 600 123 456')).toBe('+34600123456');
    expect(normalPhone('+1 (555) 010-9999')).toBe('+15550109999');
    expect(normalPhone('+1234567')).toBe('+1234567');
  });

  it('refuses a number without its country prefix, too short, too long or with letters', () => {
    for (const phone of ['600123456', '+0600123456', '+123456', '+1234567890123456', '+34 600 ABC', '']) expect(normalPhone(phone)).toBeNull();
  });

  it('leaves an optional phone empty, and refuses a bad one with 400 INVALID_PHONE', () => {
    expect(optionalPhoneOrRefuse(undefined)).toBe('');
    expect(optionalPhoneOrRefuse('  ')).toBe('');
    expect(optionalPhoneOrRefuse('+31 20 123 4567')).toBe('+31201234567');
    expect(() => optionalPhoneOrRefuse('12')).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_PHONE', message: 'Invalid phone number' }));
  });
});
