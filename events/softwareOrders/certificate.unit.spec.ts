import { describe, expect, it } from 'vitest';
import { figurePair, orderCertificate, orderStageName, sampleCertificate } from './certificate.js';
import type { SoftwareOrderPlacedData } from './events.js';

describe('the stage a certificate names', () => {
  it('names ECU, DSG and combo stages with the spec\'s stage names', () => {
    expect(orderStageName('ECU', '2.1')).toBe('ECU STAGE TWO +');
    expect(orderStageName('DSG', 'Stock')).toBe('DSG Drivability');
    expect(orderStageName('ECU + DSG', '2-3')).toBe('ECU STAGE TWO + DSG STAGE THREE');
  });
});

describe('power and torque before and after', () => {
  it('reads the catalogue\'s "stock → tuned unit" text as both sides', () => {
    expect(figurePair(null, '150 → 190 hp', 'hp')).toEqual({ before: '150 hp', after: '190 hp' });
    expect(figurePair(null, '340->400', 'Nm')).toEqual({ before: '340 Nm', after: '400 Nm' });
  });

  it('takes the stock value apart, adds the unit to bare numbers and says "On request" for what is missing', () => {
    expect(figurePair('350', 500, 'Nm')).toEqual({ before: '350 Nm', after: '500 Nm' });
    expect(figurePair(null, 'Contact', 'hp')).toEqual({ before: 'On request', after: 'On request' });
    expect(figurePair(undefined, '  ', 'hp')).toEqual({ before: 'On request', after: 'On request' });
    expect(figurePair(null, 'about 200 hp', 'hp')).toEqual({ before: 'On request', after: 'about 200 hp' });
  });
});

const placed = (over: Partial<SoftwareOrderPlacedData> = {}): SoftwareOrderPlacedData => ({
  orderId: 'o', publicId: 'p', dealerId: 'd', dealerChain: ['d'], dealerName: 'Dana Dealer', placedById: 'd', kind: 'OrderSoftwareEntity', type: 'ECU + DSG', stage: '2-2',
  vin: 'WVWZZZ1KZ8W123456',
  vehicle: { id: 'v', make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI 150hp', engineFamily: 'EA288', gearbox: 'DQ250', figures: { stockPower: null, stockTorque: '350', power: '150 → 200 hp', torque: null } },
  files: [{ unit: 'ECU', uploadId: 'u1', sha256: 'a'.repeat(64), size: 1, name: 'e.bin' }, { unit: 'TCU', uploadId: 'u2', sha256: 'b'.repeat(64), size: 1, name: 't.bin' }],
  options: [], dsgHardware: { choice: 'not_installed', invoiceNumber: null }, urgency: '*', coupon: null, note: null,
  quote: { lines: [], total: 100, onRequest: false }, idempotencyKey: null, at: '2026-11-24T10:00:00.000Z', ...over,
});

describe('a certificate', () => {
  it('of an order states its number, vehicle, both stages, figures, VIN, dealer and every original read', () => {
    expect(orderCertificate(placed(), 12)).toEqual({
      sample: false, number: 12, date: '2026-11-24T10:00:00.000Z', type: 'ECU + DSG',
      vehicle: { make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI 150hp', gearbox: 'DQ250' },
      vin: 'WVWZZZ1KZ8W123456', dealerName: 'Dana Dealer',
      stages: [{ type: 'ECU + DSG', stage: '2-2', name: 'ECU STAGE TWO + DSG STAGE TWO', power: { before: '150 hp', after: '200 hp' }, torque: { before: '350 Nm', after: 'On request' } }],
      originalReads: [{ unit: 'ECU', sha256: 'a'.repeat(64) }, { unit: 'TCU', sha256: 'b'.repeat(64) }],
    });
  });

  it('as a sample lists the ECU stages in order and nothing of an order', () => {
    const sample = sampleCertificate({ make: 'Audi', model: 'S3', generation: '8V', engine: '2.0 TFSI 310hp', gearbox: null }, [
      { stage: '3', power: 'Contact', torque: 'Contact' }, { stage: '1', power: '310 → 360 hp', torque: '400 → 480 Nm' },
    ]);
    expect(sample).toMatchObject({ sample: true, number: null, vin: null, dealerName: null, originalReads: [] });
    expect(sample.stages.map((s) => s.name)).toEqual(['ECU STAGE ONE', 'ECU STAGE THREE']);
    expect(sample.stages[0].torque).toEqual({ before: '400 Nm', after: '480 Nm' });
  });
});
