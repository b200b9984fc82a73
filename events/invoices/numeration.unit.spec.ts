import { describe, expect, it } from 'vitest';
import { DEFAULT_NUMERATION, formatInvoiceNumber, numerationProblem } from './numeration.js';
import { problemText, type Problem } from '../problem.js';

/** The English text a refusal of this numeration shows. */
const text = (found: Problem | null) => (found ? problemText(found, found.params ?? {}) : null);

describe('invoice numeration', () => {
  it('formats the prefix and the number zero-padded to the configured length', () => {
    expect(formatInvoiceNumber('INV', 7, 6)).toBe('INV000007');
    expect(formatInvoiceNumber('', 12345, 5)).toBe('12345');
    expect(formatInvoiceNumber('2026-', 1, 10)).toBe('2026-0000000001');
  });

  it('accepts a number length of 5 to 10 only (spec section 9)', () => {
    for (const numberLength of [5, 10]) expect(numerationProblem({ ...DEFAULT_NUMERATION, numberLength }, 1)).toBeNull();
    for (const numberLength of [4, 11, 5.5]) expect(text(numerationProblem({ ...DEFAULT_NUMERATION, numberLength }, 1))).toBe('The number length must be between 5 and 10');
  });

  it('refuses a next number that does not fit its length or was already given out', () => {
    expect(text(numerationProblem({ prefix: 'A', numberLength: 5, nextNumber: 100_000 }, 1))).toBe('The next number must fit in 5 digits');
    expect(text(numerationProblem({ prefix: 'A', numberLength: 5, nextNumber: 3 }, 8))).toMatch(/at least 8/);
    expect(numerationProblem({ prefix: 'A', numberLength: 5, nextNumber: 0 }, 1)).not.toBeNull();
  });

  it('keeps prefixes short and printable', () => {
    expect(text(numerationProblem({ ...DEFAULT_NUMERATION, prefix: 'X'.repeat(21) }, 1))).toBe('The prefix field must have 20 characters at most');
    expect(numerationProblem({ ...DEFAULT_NUMERATION, prefix: 'F 2026' }, 1)).not.toBeNull();
    expect(numerationProblem({ ...DEFAULT_NUMERATION, prefix: 'F-2026/' }, 1)).toBeNull();
  });
});
