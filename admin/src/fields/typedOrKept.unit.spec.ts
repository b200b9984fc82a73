import { describe, expect, it } from 'vitest';
import { typedOrKept } from './typedOrKept';

describe('typedOrKept (an amount field that starts empty)', () => {
  it('sends exactly the number typed, never the kept one around it', () => {
    expect(typedOrKept('500', 400)).toBe(500);
    expect(typedOrKept(' 12.5 ', 400)).toBe(12.5);
    expect(typedOrKept(500, null)).toBe(500);
  });

  it('keeps the saved value, or the default given, when left empty', () => {
    expect(typedOrKept('', 400)).toBe(400);
    expect(typedOrKept('  ', 400)).toBe(400);
    expect(typedOrKept(null, 400)).toBe(400);
    expect(typedOrKept(undefined, null)).toBeNull();
    expect(typedOrKept('', undefined)).toBeUndefined();
  });
});
