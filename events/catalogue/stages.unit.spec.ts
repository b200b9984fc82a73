import { describe, expect, it } from 'vitest';
import { dsgOfferHasData, ecuOfferHasData, isOfferShown, isOrderStage, shownDsgStages, shownEcuStages, stageName, visibleStages, type StageVisibility } from './stages.js';

const allOn: StageVisibility = { '1': true, '2': true, '2.1': true, '3': true, '4': true, Stock: true, original_file: true };

describe('stage visibility (spec section 4)', () => {
  it('lists ECU stages 1, 2, 2.1, 3, 4; DSG adds Stock and original_file', () => {
    expect(visibleStages('ECU', allOn)).toEqual(['1', '2', '2.1', '3', '4']);
    expect(visibleStages('DSG', allOn)).toEqual(['original_file', 'Stock', '1', '2', '2.1', '3', '4']);
  });
  it('keeps only stages switched on; a missing switch hides the stage', () => {
    expect(visibleStages('ECU', { '1': true, '2': false, '3': true, Stock: true })).toEqual(['1', '3']);
    expect(visibleStages('DSG', { Stock: true, '4': true })).toEqual(['Stock', '4']);
    expect(visibleStages('ECU', {})).toEqual([]);
  });
  it('names stages as spec section 9 does', () => {
    expect(stageName('2.1')).toBe('STAGE TWO +');
    expect(stageName('Stock')).toBe('Drivability');
    expect(stageName('original_file')).toBe('Original File');
  });
});

describe('offers shown (spec section 4)', () => {
  it('shows an offer only if its stage is visible and it has data', () => {
    expect(isOfferShown('2', allOn, true)).toBe(true);
    expect(isOfferShown('2', { ...allOn, '2': false }, true)).toBe(false);
    expect(isOfferShown('2', allOn, false)).toBe(false);
  });
  it('needs a price, power or torque for an ECU stage', () => {
    expect(ecuOfferHasData(undefined)).toBe(false);
    expect(ecuOfferHasData({})).toBe(false);
    expect(ecuOfferHasData({ price: '', power: null })).toBe(false);
    expect(ecuOfferHasData({ power: 'Contact' })).toBe(true);
    expect(ecuOfferHasData({ price: 9999 })).toBe(true);
  });
  it('needs stock data for Stock, stage data for a tuned DSG stage, nothing for the original file', () => {
    expect(dsgOfferHasData('Stock', {})).toBe(false);
    expect(dsgOfferHasData('Stock', { stockPrice: 150 })).toBe(true);
    expect(dsgOfferHasData('3', { stages: { '2': { price: 300 } } })).toBe(false);
    expect(dsgOfferHasData('2', { stages: { '2': { torque: 450 } } })).toBe(true);
    expect(dsgOfferHasData('original_file', {})).toBe(true);
  });
  it('offers the visible ECU stages that have data, in order', () =>
    expect(shownEcuStages({ '4': { price: 900 }, '1': { price: 300 }, '2': { price: 400 }, '3': {} }, { ...allOn, '2': false })).toEqual(['1', '4']));
  it('offers the visible DSG stages that have data, in order', () =>
    expect(shownDsgStages({ stockPrice: 150, stages: { '1': { price: 250 }, '2': null } }, { Stock: true, original_file: false, '1': true, '2': true })).toEqual(['Stock', '1']));
});

describe('the stages an order names (spec section 9)', () => {
  it('takes each type\'s stage list and the combined options, and no stage of another type', () => {
    for (const stage of ['1', '2', '2.1', '3', '4']) expect(isOrderStage('ECU', stage)).toBe(true);
    for (const stage of ['original_file', 'Stock', '1', '2', '2.1', '3', '4']) expect(isOrderStage('DSG', stage)).toBe(true);
    for (const stage of ['1-1', '2-2', '2-2.1', '2.1-2.1', '2-3', '2.1-3', '2.1-4', '3-3', '3-4', '4-3', '4-4']) expect(isOrderStage('ECU + DSG', stage)).toBe(true);
    expect([isOrderStage('ECU', 'original_file'), isOrderStage('ECU', 'Stock'), isOrderStage('DSG', '1-1'), isOrderStage('ECU + DSG', '1-2'), isOrderStage('ECU + DSG', '2')]).toEqual([false, false, false, false, false]);
  });
});
