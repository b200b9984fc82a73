import { describe, expect, it } from 'vitest';
import { canonicalJson, parseOrderDate, parsePreviousOrderRow, readHeader, REQUIRED_COLUMNS } from './sheet.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const VIN = 'WVWZZZ1KZ8W000001';
const good = {
  id: 'PO-1001',
  type: 'ECU',
  price: '349.50',
  createdAt: '2024-03-31',
  stage: '2',
  currencyDetails: '{"code":"eur","symbol":"€","price":1}',
  vehicle: `{"make":"Volkswagen","model":"Golf","generation":"Mk7","engine":"2.0 TSI","vin":"${VIN.toLowerCase()}"}`,
  description: '{"note":"Stage 2 with pops"}',
  email: ' Dealer@Demo.Test ',
};
const parse = (changes: Partial<typeof good & { vin: string }>) => parsePreviousOrderRow({ ...good, ...changes }, NOW);
const codes = (changes: Partial<typeof good & { vin: string }>) => {
  const result = parse(changes);
  return 'problems' in result ? result.problems.map((p) => `${p.column}:${p.code}`) : [];
};

describe('the header of a previous orders sheet', () => {
  it('finds the columns without regard to case, spaces or underscores, with dealer for email', () => {
    const header = readHeader(['ID', 'Type', 'price', 'created_at', 'Stage', 'currency details', 'vehicle', 'Dealer']);
    expect('columns' in header && Object.fromEntries(header.columns)).toEqual({ id: 0, type: 1, price: 2, createdAt: 3, stage: 4, currencyDetails: 5, vehicle: 6, email: 7 });
  });

  it('refuses a file that misses a required column', () => {
    expect(readHeader(['id', 'type', 'price'])).toMatchObject({ problem: { code: 'PREVIOUS_ORDERS_COLUMNS_MISSING' }, params: { columns: 'createdAt, stage, currencyDetails, vehicle, email' } });
    expect(REQUIRED_COLUMNS).toEqual(['id', 'type', 'price', 'createdAt', 'stage', 'currencyDetails', 'vehicle', 'email']);
  });

  it('refuses a column it does not know and a column given twice', () => {
    expect(readHeader([...REQUIRED_COLUMNS, 'descripton'])).toMatchObject({ problem: { code: 'PREVIOUS_ORDERS_COLUMNS_UNKNOWN' }, params: { columns: 'descripton' } });
    expect(readHeader([...REQUIRED_COLUMNS, 'Email'])).toMatchObject({ problem: { code: 'PREVIOUS_ORDERS_COLUMN_TWICE' }, params: { column: 'email' } });
  });
});

describe('a previous order row', () => {
  it('reads a good row: type, stage, price as numeric text, the VIN upper case from the vehicle, the email lower case', () => {
    expect(parse({})).toEqual({
      row: {
        id: 'PO-1001', type: 'ECU', stage: '2', price: '349.50', orderedAt: new Date('2024-03-31T00:00:00Z'),
        currencyDetails: { code: 'EUR', symbol: '€', price: 1 },
        vehicle: { make: 'Volkswagen', model: 'Golf', generation: 'Mk7', engine: '2.0 TSI', vin: VIN },
        description: { note: 'Stage 2 with pops' }, vin: VIN, email: 'dealer@demo.test',
      },
    });
  });

  it('takes the stage by type: ECU stages, DSG stages, combos ecu-dsg', () => {
    expect(codes({ type: 'DSG', stage: 'stock' })).toEqual([]);
    expect(codes({ type: 'DSG', stage: 'original_file' })).toEqual([]);
    expect(codes({ type: 'ecu+dsg', stage: '2.1-3' })).toEqual([]);
    expect(codes({ type: 'ECU', stage: 'Stock' })).toEqual(['stage:invalid_stage']);
    expect(codes({ type: 'ECU + DSG', stage: '2' })).toEqual(['stage:invalid_stage']);
    expect(codes({ type: 'ECU + DSG', stage: '1-4' })).toEqual(['stage:invalid_stage']);
    expect(codes({ type: 'TCU' })).toEqual(['type:not_allowed']);
  });

  it('says which stages a type has', () => {
    const result = parse({ type: 'ECU', stage: '5' });
    expect('problems' in result && result.problems[0]).toEqual({
      column: 'stage', code: 'invalid_stage', params: { type: 'ECU', allowed: '1, 2, 2.1, 3, 4' }, message: 'Field must be one of 1, 2, 2.1, 3, 4 for ECU orders',
    });
  });

  it('takes a positive price with a dot, 9999 included', () => {
    expect(parse({ price: '9999' })).toMatchObject({ row: { price: '9999.00' } });
    expect(codes({ price: '0' })).toEqual(['price:amount_format']);
    expect(codes({ price: '-5' })).toEqual(['price:amount_format']);
    expect(codes({ price: '349,50' })).toEqual(['price:amount_format']);
    expect(codes({ price: 'free' })).toEqual(['price:not_a_number']);
    expect(codes({ price: '' })).toEqual(['price:required']);
  });

  it('takes a date (ISO, with a time and zone, or day first) but not a date to come', () => {
    expect(parse({ createdAt: '2024-03-31T10:15:00+02:00' })).toMatchObject({ row: { orderedAt: new Date('2024-03-31T08:15:00Z') } });
    expect(parse({ createdAt: '31/03/2024' })).toMatchObject({ row: { orderedAt: new Date('2024-03-31T00:00:00Z') } });
    expect(parse({ createdAt: '2024-03-31T10:15:00.000Z' })).toMatchObject({ row: { orderedAt: new Date('2024-03-31T10:15:00Z') } });
    expect(codes({ createdAt: '2024-02-30' })).toEqual(['createdAt:invalid_date']);
    expect(codes({ createdAt: 'yesterday' })).toEqual(['createdAt:invalid_date']);
    expect(codes({ createdAt: '2027-01-01' })).toEqual(['createdAt:date_in_future']);
  });

  it('needs JSON for the currency and the vehicle, with a currency code and a make and model', () => {
    expect(codes({ currencyDetails: 'EUR' })).toEqual(['currencyDetails:invalid_currency']);
    expect(codes({ currencyDetails: '{"symbol":"€"}' })).toEqual(['currencyDetails:invalid_currency']);
    expect(codes({ currencyDetails: '{"code":"EUR","price":0}' })).toEqual(['currencyDetails:invalid_currency']);
    expect(codes({ vehicle: `{"model":"Golf","vin":"${VIN}"}` })).toEqual(['vehicle:invalid_vehicle']);
    expect(codes({ vehicle: 'Golf' })).toEqual(['vehicle:invalid_vehicle']);
  });

  it('checks the VIN with the spec rule, from the vehicle or the vin column, which must agree', () => {
    expect(codes({ vehicle: '{"make":"VW","model":"Golf","vin":"SHORT1"}' })).toEqual(['vehicle:invalid_vin']);
    expect(parse({ vehicle: '{"make":"VW","model":"Golf"}', vin: VIN })).toMatchObject({ row: { vin: VIN, vehicle: { vin: VIN } } });
    expect(codes({ vehicle: '{"make":"VW","model":"Golf"}' })).toEqual(['vin:required']);
    expect(codes({ vin: 'WVWZZZ1KZ8W000002' })).toEqual(['vin:vin_mismatch']);
  });

  it('keeps a JSON description as JSON and any other text as text', () => {
    expect(parse({ description: 'Stage 2, pops and bangs' })).toMatchObject({ row: { description: 'Stage 2, pops and bangs' } });
    expect(parse({ description: '' })).toMatchObject({ row: { description: null } });
    expect(parse({ description: '42' })).toMatchObject({ row: { description: '42' } });
  });

  it('reports every faulty cell of a row at once', () => {
    expect(codes({ id: 'bad id!', email: 'not-an-email', type: '', stage: '' })).toEqual(['id:invalid_id', 'type:required', 'stage:required', 'email:invalid_email']);
  });
});

describe('dates and canonical JSON', () => {
  it('refuses impossible times', () => {
    expect(parseOrderDate('2024-03-31T25:00')).toBeUndefined();
    expect(parseOrderDate('31.03.2024 10:30')).toEqual(new Date('2024-03-31T10:30:00Z'));
  });

  it('writes objects with their keys sorted', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
  });
});
