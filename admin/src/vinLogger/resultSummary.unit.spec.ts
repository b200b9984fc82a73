import { describe, expect, it } from 'vitest';
import { summariseVinResult, vinResultText } from './resultSummary';

const golf = { id: 'v1', make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI' };

describe('summariseVinResult', () => {
  it('reads a refused VIN', () => {
    const summary = summariseVinResult({ error: 'Invalid VIN.' });
    expect(summary).toEqual({ kind: 'refused', message: 'Invalid VIN.' });
    expect(vinResultText(summary)).toBe('Invalid VIN.');
  });

  it('reads the vehicles found and the rule that matched', () => {
    const summary = summariseVinResult({ vin: 'WVWZZZAUZFW123456', rule: { pattern: 'WVWZZZAU' }, vehicles: [golf, { ...golf, id: 'v2' }] });
    expect(summary).toMatchObject({ kind: 'found', count: 2, pattern: 'WVWZZZAU' });
    expect(vinResultText(summary)).toBe('2 vehicle(s)');
  });

  it('reads a VIN without a rule, and anything unexpected, as nothing found', () => {
    expect(summariseVinResult({ vin: 'X', rule: null, vehicles: [] })).toEqual({ kind: 'none' });
    expect(summariseVinResult(null)).toEqual({ kind: 'none' });
    expect(vinResultText({ kind: 'none' })).toBe('No vehicle found');
  });
});
