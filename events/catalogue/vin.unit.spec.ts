import { describe, expect, it } from 'vitest';
import { isValidVin, validVin, vinOrRefuse, vinProblem, vinSearchProblem } from './vin.js';

describe('VIN (spec section 5)', () => {
  it('accepts 17 or 18 letters, digits and hyphens with a digit and a letter', () => {
    expect(isValidVin('WVWZZZ1KZ8W123456')).toBe(true);
    expect(isValidVin('WVWZZZ1KZ8W-123456')).toBe(true);
    expect(isValidVin('wvwzzz1kz8w123456')).toBe(true);
  });
  it('refuses other lengths, other characters, or only letters or only digits', () => {
    for (const vin of ['WVWZZZ1KZ8W12345', 'WVWZZZ1KZ8W12345678', 'WVWZZZ1KZ8W 23456', 'WVWZZZ1KZ8W_23456', '12345678901234567', 'ABCDEFGHIJKLMNOPQ', '-----------------', ''])
      expect(vinProblem(vin)?.message).toBe('Invalid VIN.');
    expect(vinProblem('WVWZZZ1KZ8W123456')).toBeNull();
  });
  it('needs exactly 17 characters to search', () => {
    expect(vinSearchProblem('WVWZZZ1KZ8W-123456')?.message).toBe('Only 17 characters are allowed to search by VIN');
    expect(vinSearchProblem('WVWZZZ1KZ8W1234')?.message).toBe('Only 17 characters are allowed to search by VIN');
    expect(vinSearchProblem('WVWZZZ1KZ8W123456')).toBeNull();
    expect(vinSearchProblem('12345678901234567')?.message).toBe('Invalid VIN.');
  });
  it('gives a typed VIN in its normal form, or refuses it with 400 INVALID_VIN', () => {
    expect(validVin(' wvwzzz1kz8w-12345 ')).toBe('WVWZZZ1KZ8W-12345');
    expect(vinOrRefuse('wvwzzz1kz8w123456')).toBe('WVWZZZ1KZ8W123456');
    for (const vin of ['ABCDEFGHJKLMNPRST', '12345678901234567', 'WVWZZZAUZFW12345*', '']) {
      expect(validVin(vin)).toBeNull();
      expect(() => vinOrRefuse(vin)).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_VIN', message: 'Invalid VIN.' }));
    }
  });
});
