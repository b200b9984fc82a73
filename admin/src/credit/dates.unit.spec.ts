import { describe, expect, it } from 'vitest';
import { formatCreditNumber } from './money/useMoney';
import { formatLocale } from './dates';

describe('the locale numbers are written in', () => {
  it("is the browser's own locale when it speaks the UI language", () => {
    expect(formatLocale('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(formatLocale('es', ['en-GB', 'es-AR'])).toBe('es-AR');
  });
  it('is the UI language otherwise', () => {
    expect(formatLocale('es', ['en-GB'])).toBe('es');
    expect(formatLocale('en', [])).toBe('en');
  });
});

describe('credit numbers', () => {
  it('write whole credits without decimals and fractions with two', () => {
    expect(formatCreditNumber('en-GB', 1500)).toBe('1,500');
    expect(formatCreditNumber('en-GB', 120.5)).toBe('120.50');
    expect(formatCreditNumber('es-ES', 120.5)).toBe('120,50');
  });
});
