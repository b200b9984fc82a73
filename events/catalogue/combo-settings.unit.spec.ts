import { describe, expect, it } from 'vitest';
import { checkComboSettings, comboPriceValue, ruleStage } from './combo-settings.js';
import { problemText } from '../problem.js';

/** The result with a refusal's English text, as the API answers it. */
const outcome = (settings: Parameters<typeof checkComboSettings>[0]) => {
  const result = checkComboSettings(settings);
  return result.ok ? result : { ok: false, message: problemText(result.problem, result.params) };
};

describe('combo settings', () => {
  it('accepts combined options with a positive dot decimal or no price (on request) and rules within the DSG stages', () => {
    const result = checkComboSettings({
      combos: [{ id: '2-2.1', price: '799.5', description: ' Stage 2 + DSG 2+ ' }, { id: '1-1', price: null }],
      rules: [{ ecu: '2', min: '2', max: '2.10' }, { ecu: 4, min: 3, max: 4 }],
    });
    expect(result).toEqual({
      ok: true,
      combos: [
        { id: '2-2.1', ecu: '2', dsg: '2.1', price: '799.50', description: 'Stage 2 + DSG 2+' },
        { id: '1-1', ecu: '1', dsg: '1', price: null, description: '' },
      ],
      rules: [{ ecu: '2', min: '2', max: '2.1' }, { ecu: '4', min: '3', max: '4' }],
    });
  });

  it('names the first bad entry and keeps nothing', () => {
    const ok = { id: '1-1', price: 500 };
    expect(outcome({ combos: [ok, { id: '1-4', price: 1 }], rules: [] })).toEqual({ ok: false, message: expect.stringMatching(/^combos\.1\.id: Field must be one of 1-1, 2-2/) });
    expect(outcome({ combos: [ok, ok], rules: [] })).toMatchObject({ ok: false, message: 'combos.1.id: The combo 1-1 is listed twice' });
    expect(outcome({ combos: [{ id: '3-3', price: '12,50' }], rules: [] })).toMatchObject({ ok: false, message: 'combos.0.price: Field must be a positive decimal with a dot, such as 349.50' });
    expect(outcome({ combos: [], rules: [{ ecu: '3', min: '4', max: '3' }] })).toMatchObject({ ok: false, message: 'rules.0.max: The maximum cannot be below the minimum' });
    expect(outcome({ combos: [], rules: [{ ecu: '3', min: 'Stock', max: '3' }] })).toMatchObject({ ok: false, message: 'rules.0.min: Field must be one of 1, 2, 2.1, 3, 4' });
    expect(outcome({ combos: [], rules: [{ ecu: '2', min: 2, max: 3 }, { ecu: '2.0', min: 2, max: 2 }] })).toMatchObject({ ok: false, message: 'rules.1.ecu: The ECU stage 2 has two rules' });
  });

  it('reads prices and stage numbers strictly', () => {
    expect(comboPriceValue(0)).toBeUndefined();
    expect(comboPriceValue('-5')).toBeUndefined();
    expect(comboPriceValue('1.234')).toBeUndefined();
    expect(comboPriceValue('')).toBeNull();
    expect(comboPriceValue(1099)).toBe('1099.00');
    expect(ruleStage('2.10')).toBe('2.1');
    expect(ruleStage('2.2')).toBeNull();
    expect(ruleStage('5')).toBeNull();
  });
});
