import { describe, expect, it } from 'vitest';
import { DSG_HARDWARE_CHOICES, dsgHardwareCost, dsgHardwareProblem, isDsgHardwareChoice, originalFilePrice } from './dsg-hardware.js';

describe('DSG hardware modification (spec sections 3 and 9)', () => {
  it('offers Not installed, Mechatronic, Gearbox and Other', () => {
    expect(DSG_HARDWARE_CHOICES).toEqual(['not_installed', 'mechatronic', 'gearbox', 'other']);
    expect(isDsgHardwareChoice('gearbox')).toBe(true);
    expect(isDsgHardwareChoice('turbo')).toBe(false);
  });
  it('costs 195 when not installed, 0 otherwise', () => {
    expect(dsgHardwareCost('not_installed')).toBe(195);
    for (const choice of ['mechatronic', 'gearbox', 'other'] as const) expect(dsgHardwareCost(choice)).toBe(0);
  });
  it('needs an invoice number of 5 to 10 characters for installed hardware', () => {
    for (const choice of ['mechatronic', 'gearbox', 'other'] as const) {
      expect(dsgHardwareProblem(choice)).toEqual({ field: 'invoiceNumber', rule: 'required' });
      expect(dsgHardwareProblem(choice, '   ')).toEqual({ field: 'invoiceNumber', rule: 'required' });
      expect(dsgHardwareProblem(choice, '1234')).toEqual({ field: 'invoiceNumber', rule: 'minmax', min: 5, max: 10 });
      expect(dsgHardwareProblem(choice, '12345678901')).toEqual({ field: 'invoiceNumber', rule: 'minmax', min: 5, max: 10 });
      expect(dsgHardwareProblem(choice, '12345')).toBeNull();
      expect(dsgHardwareProblem(choice, 'INV-000001')).toBeNull();
    }
    expect(dsgHardwareProblem('not_installed')).toBeNull();
  });
  it('gives the original file free for TVS hardware, otherwise on request', () => {
    expect(originalFilePrice(true)).toBe(0);
    expect(originalFilePrice(false)).toBe(9999);
  });
});
