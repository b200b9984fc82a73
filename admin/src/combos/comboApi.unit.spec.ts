import { describe, expect, it } from 'vitest';
import { comboSettingsForApi } from './comboApi';

describe('combo settings form', () => {
  it('sends empty prices as on request and leaves out rules without an ECU stage', () => {
    expect(comboSettingsForApi({
      combos: [{ id: '1-1', price: '', description: ' x ' }, { id: '2-2', price: 749 }],
      rules: [{ ecu: '2', min: '2', max: '2.1' }, { ecu: null }, null],
    })).toEqual({
      combos: [{ id: '1-1', price: null, description: 'x' }, { id: '2-2', price: 749, description: '' }],
      rules: [{ ecu: '2', min: '2', max: '2.1' }],
    });
  });

  it('sends a typed price as text, so the server can refuse what is not a price instead of saving it as on request', () => {
    expect(comboSettingsForApi({ combos: [{ id: '1-1', price: ' 549.50 ' }, { id: '2-2', price: '12,5' }] }).combos.map((c) => c.price)).toEqual(['549.50', '12,5']);
  });
});
