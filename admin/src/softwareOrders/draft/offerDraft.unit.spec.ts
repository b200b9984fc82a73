import { describe, expect, it } from 'vitest';
import { changeDraft, EMPTY_DRAFT } from './draft';
import { offerDraft } from './offerDraft';

const golf = { id: '0b6a3a52-1c1c-4c55-9a57-2d1b1d3c8a01', make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI' };
const ecuRead = { id: '5f0c7c1e-8d7e-4f0a-9b1b-0e0e0e0e0e01', sha256: 'a'.repeat(64), size: 4100, name: 'ecu.bin', kind: 'ECU' as const };

describe('the draft an offer detail starts', () => {
  it('chooses the vehicle, gearbox, type and stage in manual mode, with nothing else of an older draft but its reads and VIN', () => {
    const older = [
      { type: 'uploaded', read: ecuRead }, { type: 'vin', vin: 'WVWZZZAUZFW123456' }, { type: 'mode', mode: 'vin' },
      { type: 'vehicle', vehicle: { ...golf, id: 'other' }, gearbox: '' }, { type: 'orderType', orderType: 'ECU' }, { type: 'stage', stage: '1' },
      { type: 'coupon', coupon: { code: 'SPRING10', discountPercent: 10 } },
    ] as const;
    const draft = offerDraft(older.reduce(changeDraft, EMPTY_DRAFT), { vehicle: golf, type: 'DSG', gearbox: 'DQ250', stage: '2' });
    expect(draft).toEqual({ ...EMPTY_DRAFT, reads: { ECU: ecuRead }, vin: 'WVWZZZAUZFW123456', mode: 'manual', vehicle: golf, gearbox: 'DQ250', type: 'DSG', stage: '2' });
  });

  it('starts from the empty draft when there is none', () => {
    expect(offerDraft(null, { vehicle: golf, type: 'ECU', gearbox: '', stage: '2' })).toMatchObject({ mode: 'manual', type: 'ECU', stage: '2', reads: {}, vin: '' });
  });
});
