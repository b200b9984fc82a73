import { describe, expect, it } from 'vitest';
import { COMBINED_OPTIONS, ECU_STAGES } from '../constants.js';
import { comboId, comboPrice, comboStages, defaultComboRule, isComboAllowed } from './combos.js';

describe('combo ids (spec sections 3 and 9)', () => {
  it('forms ecuStage-dsgStage from the combined options', () => {
    expect(comboId('2', '2.1')).toBe('2-2.1');
    expect(comboId('4', '3')).toBe('4-3');
    expect(comboId('1', '2')).toBeNull();
    expect(comboId('3', '2')).toBeNull();
    expect(comboStages('2.1-4')).toEqual({ ecu: '2.1', dsg: '4' });
  });
  it('reads the combined options as one DSG range per ECU stage', () => {
    expect(ECU_STAGES.map(defaultComboRule)).toEqual([
      { ecu: '1', min: '1', max: '1' },
      { ecu: '2', min: '2', max: '3' },
      { ecu: '2.1', min: '2.1', max: '4' },
      { ecu: '3', min: '3', max: '4' },
      { ecu: '4', min: '3', max: '4' },
    ]);
    // Every pair inside the ranges is a combined option and vice versa.
    const inRanges = ECU_STAGES.flatMap((ecu) => ECU_STAGES.filter((dsg) => isComboAllowed(ecu, dsg, ECU_STAGES.map(defaultComboRule).filter((r) => r !== null))).map((dsg) => `${ecu}-${dsg}`));
    expect(inRanges.sort()).toEqual([...COMBINED_OPTIONS].sort());
  });
  it('narrows the offer with a combo rule (ecu, min, max)', () => {
    expect(isComboAllowed('2.1', '4')).toBe(true);
    expect(isComboAllowed('2.1', '4', [{ ecu: '2.1', min: '2.1', max: '3' }])).toBe(false);
    expect(isComboAllowed('2.1', '3', [{ ecu: '2.1', min: '2.1', max: '3' }])).toBe(true);
    expect(isComboAllowed('1', '2', [{ ecu: '1', min: '1', max: '4' }])).toBe(false); // not a combined option
  });
});

describe('combo price (spec section 5)', () => {
  it('keeps a price below the sum and states the rounded percent below it', () =>
    expect(comboPrice(600, 400, 300)).toEqual({ price: 600, sumOfParts: 700, discountPercent: 14 })); // 14.29 %
  it('caps the price at the sum of its parts', () => expect(comboPrice(800, 400, 300)).toEqual({ price: 700, sumOfParts: 700, discountPercent: 0 }));
  it('rounds the discount half up', () => expect(comboPrice(500.5, 600, 400).discountPercent).toBe(50)); // 49.95 %
  it('never discounts more than 65 %', () => {
    expect(comboPrice(350, 600, 400)).toEqual({ price: 350, sumOfParts: 1000, discountPercent: 65 });
    expect(comboPrice(100, 600, 400)).toEqual({ price: 350, sumOfParts: 1000, discountPercent: 65 });
  });
  it('is on request when a part or the combo is', () => {
    expect(comboPrice(600, 'On request', 300).price).toBe('On request');
    expect(comboPrice('On request', 400, 300)).toEqual({ price: 'On request', sumOfParts: 700, discountPercent: 0 });
  });
});
