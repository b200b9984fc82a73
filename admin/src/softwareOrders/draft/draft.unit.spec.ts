import { describe, expect, it } from 'vitest';
import { changeDraft, EMPTY_DRAFT, type DraftChange, type OrderDraft } from './draft';
import { createBody, missingForPayment, quoteBody } from './draftBody';

const golf = { id: '0b6a3a52-1c1c-4c55-9a57-2d1b1d3c8a01', make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TDI', dsg: ['DQ250'] };
const ecuRead = { id: '5f0c7c1e-8d7e-4f0a-9b1b-0e0e0e0e0e01', sha256: 'a'.repeat(64), size: 4100, name: 'ecu.bin', kind: 'ECU' as const };
const tcuRead = { ...ecuRead, id: '5f0c7c1e-8d7e-4f0a-9b1b-0e0e0e0e0e02', name: 'tcu.bin', kind: 'TCU' as const };

const apply = (...changes: DraftChange[]) => changes.reduce(changeDraft, EMPTY_DRAFT);

/** A full ECU + DSG draft: uploaded, found by hand, stage chosen with an option, urgency, coupon. */
const full = (): OrderDraft => apply(
  { type: 'uploaded', read: ecuRead }, { type: 'uploaded', read: tcuRead },
  { type: 'vin', vin: 'wvwzzzauzfw123456' }, { type: 'mode', mode: 'manual' },
  { type: 'vehicle', vehicle: golf, gearbox: 'DQ250' }, { type: 'orderType', orderType: 'ECU + DSG' }, { type: 'stage', stage: '2-2' },
  { type: 'option', option: { unit: 'ECU', name: 'Idle RPM', choice: '+50 rpm' }, chosen: true },
  { type: 'dsgHardware', choice: 'not_installed', invoiceNumber: '' },
  { type: 'urgency', urgency: '1 day' }, { type: 'coupon', coupon: { code: 'SPRING10', discountPercent: 10 } }, { type: 'note', note: ' fast please ' },
);

describe('the order draft resets (spec section 4)', () => {
  it('choosing a proceed mode resets the type, stage, vehicle, urgency and coupon, and keeps the reads and the VIN', () => {
    const next = changeDraft(full(), { type: 'mode', mode: 'vin' });
    expect(next).toMatchObject({ mode: 'vin', type: null, stage: '', options: [], vehicle: null, gearbox: '', urgency: '*', coupon: null, vin: 'wvwzzzauzfw123456' });
    expect(next.dsgHardware).toEqual({ choice: '', invoiceNumber: '' });
    expect(Object.keys(next.reads)).toEqual(['ECU', 'TCU']);
  });

  it('a new upload of the same type resets the type and stage; a first upload of the other type does not', () => {
    const ecuOnly = apply({ type: 'uploaded', read: ecuRead }, { type: 'mode', mode: 'manual' }, { type: 'vehicle', vehicle: golf, gearbox: '' },
      { type: 'orderType', orderType: 'ECU' }, { type: 'stage', stage: '2' });
    expect(changeDraft(ecuOnly, { type: 'uploaded', read: tcuRead })).toMatchObject({ type: 'ECU', stage: '2' });
    const again = changeDraft(ecuOnly, { type: 'uploaded', read: { ...ecuRead, id: 'another' } });
    expect(again).toMatchObject({ type: null, stage: '', vehicle: golf, reads: { ECU: { id: 'another' } } });
  });

  it('changing the VIN resets the vehicle, the proceed mode and the order', () => {
    expect(changeDraft(full(), { type: 'vin', vin: 'WVWZZZAUZFW123457' })).toMatchObject({ vin: 'WVWZZZAUZFW123457', mode: null, vehicle: null, gearbox: '', type: null, stage: '' });
    expect(changeDraft(full(), { type: 'vin', vin: 'wvwzzzauzfw123456' })).toEqual(full());
  });

  it('choosing an order type resets the stage and its options; the same type changes nothing', () => {
    const next = changeDraft(full(), { type: 'orderType', orderType: 'ECU' });
    expect(next).toMatchObject({ type: 'ECU', stage: '', options: [], vehicle: golf, urgency: '1 day' });
    expect(changeDraft(full(), { type: 'orderType', orderType: 'ECU + DSG' })).toEqual(full());
  });

  it('the same vehicle reported again changes nothing; a new gearbox resets a DSG stage only', () => {
    expect(changeDraft(full(), { type: 'vehicle', vehicle: { ...golf }, gearbox: 'DQ250' })).toEqual(full());
    expect(changeDraft(full(), { type: 'gearbox', gearbox: 'DQ381' })).toMatchObject({ gearbox: 'DQ381', stage: '' });
    const ecu = changeDraft(changeDraft(full(), { type: 'orderType', orderType: 'ECU' }), { type: 'stage', stage: '2' });
    expect(changeDraft(ecu, { type: 'gearbox', gearbox: 'DQ381' })).toMatchObject({ gearbox: 'DQ381', stage: '2' });
  });
});

describe('the bodies the screen sends', () => {
  it('quotes the draft with the normalised VIN, the options of the type and no default urgency', () => {
    expect(quoteBody(full())).toEqual({
      type: 'ECU + DSG', stage: '2-2', vehicleId: golf.id, gearbox: 'DQ250', vin: 'WVWZZZAUZFW123456',
      options: [{ unit: 'ECU', name: 'Idle RPM', choice: '+50 rpm' }], dsgHardware: { choice: 'not_installed' }, urgency: '1 day', coupon: 'SPRING10', note: 'fast please',
    });
    const ecu = apply({ type: 'mode', mode: 'manual' }, { type: 'vehicle', vehicle: golf, gearbox: 'DQ250' }, { type: 'orderType', orderType: 'ECU' }, { type: 'stage', stage: '1' });
    expect(quoteBody(ecu)).toEqual({ type: 'ECU', stage: '1', vehicleId: golf.id });
    expect(quoteBody(changeDraft(full(), { type: 'gearbox', gearbox: '' }))).toBeNull();
  });

  it('lists what is missing before paying, and pays with the reads the type needs and the total seen', () => {
    expect(missingForPayment(EMPTY_DRAFT)).toEqual(['vehicle', 'type']);
    const noTcu = { ...full(), reads: { ECU: ecuRead } };
    expect(missingForPayment(noTcu)).toEqual(['read_TCU']);
    expect(createBody(noTcu, 100)).toBeNull();
    const invoice = changeDraft(full(), { type: 'dsgHardware', choice: 'gearbox', invoiceNumber: 'F12' });
    expect(missingForPayment(invoice)).toEqual(['invoice_number']);
    expect(missingForPayment(changeDraft(invoice, { type: 'dsgHardware', choice: 'gearbox', invoiceNumber: 'F-12345' }))).toEqual([]);
    expect(missingForPayment({ ...full(), vin: 'WVWZZZ' })).toEqual(['vin']);
    expect(createBody(full(), 812.5)).toMatchObject({ files: [{ uploadId: ecuRead.id }, { uploadId: tcuRead.id }], expectedTotal: 812.5, stage: '2-2' });
  });
});

describe('the files an order names', () => {
  it('sends the typed details of an upload, without the empty ones', () => {
    const draft = apply(
      { type: 'uploaded', read: ecuRead }, { type: 'readDetails', kind: 'ECU', details: { hardwareNumber: ' 03L906018 ', softwareVersion: '', tool: 'KESS' } },
      { type: 'mode', mode: 'manual' }, { type: 'vehicle', vehicle: golf, gearbox: '' }, { type: 'orderType', orderType: 'ECU' }, { type: 'stage', stage: '1' },
    );
    expect(createBody(draft, 100)?.files).toEqual([{ uploadId: ecuRead.id, hardwareNumber: '03L906018', tool: 'KESS' }]);
  });

  it('orders from a stock read: its vehicle, the one unit it tunes, and the stock file instead of an upload', () => {
    const stock = { unit: 'TCU' as const, sha256: 'b'.repeat(64), size: 4100, name: 'tcu.bin', hardwareNumber: '0D9300012', softwareVersion: '4518', tool: null };
    const draft = apply({ type: 'stock', stock, vehicle: golf }, { type: 'gearbox', gearbox: 'DQ250' }, { type: 'stage', stage: '1' }, { type: 'dsgHardware', choice: 'not_installed', invoiceNumber: '' });
    expect(draft).toMatchObject({ type: 'DSG', vehicle: golf, gearbox: 'DQ250' });
    expect(missingForPayment(draft)).toEqual([]);
    expect(createBody(draft, 100)?.files).toEqual([{ stockSha256: stock.sha256, unit: 'TCU' }]);
  });
});
