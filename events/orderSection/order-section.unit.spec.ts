import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../constants.js';
import { mayOrder, normaliseSections, orderSectionText } from './order-section.js';

describe('mayOrder', () => {
  it('lets a user without a section order every type', () => {
    for (const type of ORDER_TYPES) {
      expect(mayOrder(null, type)).toBe(true);
      expect(mayOrder(undefined, type)).toBe(true);
      expect(mayOrder([], type)).toBe(true);
    }
  });

  it('maps ECU to ECU, DSG to DSG and ECU + DSG to COMBO', () => {
    expect(mayOrder(['ECU'], 'ECU')).toBe(true);
    expect(mayOrder(['ECU'], 'DSG')).toBe(false);
    expect(mayOrder(['ECU'], 'ECU + DSG')).toBe(false);
    expect(mayOrder(['DSG'], 'DSG')).toBe(true);
    expect(mayOrder(['DSG'], 'ECU')).toBe(false);
    expect(mayOrder(['COMBO'], 'ECU + DSG')).toBe(true);
    expect(mayOrder(['COMBO'], 'ECU')).toBe(false);
    expect(mayOrder(['COMBO'], 'DSG')).toBe(false);
  });

  it('does not let ECU and DSG alone add up to the combo', () => {
    expect(mayOrder(['ECU', 'DSG'], 'ECU + DSG')).toBe(false);
    expect(mayOrder(['ECU', 'COMBO', 'DSG'], 'ECU + DSG')).toBe(true);
  });
});

describe('normaliseSections', () => {
  it('keeps each section once in the order ECU, COMBO, DSG', () => {
    expect(normaliseSections(['DSG', 'ECU', 'DSG'])).toEqual(['ECU', 'DSG']);
  });

  it('answers null (full access) for none', () => {
    expect(normaliseSections([])).toBeNull();
    expect(normaliseSections(null)).toBeNull();
  });

  it('writes the user information text', () => {
    expect(orderSectionText(['DSG', 'COMBO'])).toBe('COMBO-DSG');
    expect(orderSectionText(null)).toBeNull();
  });
});
