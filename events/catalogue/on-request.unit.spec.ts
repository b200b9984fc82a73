import { describe, expect, it } from 'vitest';
import { isOnRequest, offerPrice, stageFigure } from './on-request.js';

describe('stage power and torque (spec section 5)', () => {
  it('shows "On request" when empty or "Contact"', () => {
    for (const empty of [null, undefined, '', '   ', 'Contact', 'contact']) expect(stageFigure(empty)).toBe('On request');
  });
  it('shows a given figure as it is', () => {
    expect(stageFigure(180)).toBe(180);
    expect(stageFigure('320 Nm')).toBe('320 Nm');
    expect(stageFigure(0)).toBe(0);
  });
});

describe('offer price (spec sections 5 and 9)', () => {
  it('is "On request" when missing, not a number or not above 0', () => {
    for (const bad of [null, undefined, '', 'abc', '12,5', Number.NaN, Number.POSITIVE_INFINITY, 0, -10, '0', {}]) expect(offerPrice(bad)).toBe('On request');
  });
  it('is "On request" for the coded price 9999', () => {
    expect(offerPrice(9999)).toBe('On request');
    expect(offerPrice('9999')).toBe('On request');
  });
  it('keeps a positive price, given as number or text', () => {
    expect(offerPrice(350)).toBe(350);
    expect(offerPrice('350.50')).toBe(350.5);
    expect(offerPrice(9998)).toBe(9998);
    expect(offerPrice(0.01)).toBe(0.01);
  });
  it('tells "On request" apart from a price', () => {
    expect(isOnRequest(offerPrice(undefined))).toBe(true);
    expect(isOnRequest(offerPrice(1))).toBe(false);
  });
});
