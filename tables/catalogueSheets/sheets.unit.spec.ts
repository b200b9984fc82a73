import { describe, expect, it } from 'vitest';
import { PRICE_COLUMNS, parsePriceRow, pricedStages, priceCells } from './prices-sheet.js';
import { parseVehicleRow, sameVehicle, VEHICLE_COLUMNS, vehicleCells } from './vehicles-sheet.js';
import type { VehicleWithStages } from '../catalogue/queries.js';
import { formulaNoiseless } from './cells.js';

const ID = '0b6c2f8e-4a1d-4c55-9a7e-2f0f4f1b9c11';
const cellsOf = (values: Record<string, string>) => ({ ...Object.fromEntries(VEHICLE_COLUMNS.map((c) => [c, ''])), ...values });
const named = { make: 'Audi', model: 'A3', generation: '8V (2012-2020)', engine: '2.0 TFSI 300hp' };
const problemsOf = (result: ReturnType<typeof parseVehicleRow> | ReturnType<typeof parsePriceRow>) => ('problems' in result ? result.problems : []);

const stored: VehicleWithStages = {
  id: ID, ...named, engine_family: 'EA888', dsg_families: ['DQ381'], created_at: new Date('2026-01-01'), updated_at: new Date('2026-01-02'),
  stages: [{ vehicle_id: ID, stage: 'One', price: '349.00', power: '360hp', torque: null, options: [{ name: 'Pops', choices: '["Off","On"]' }] }],
};

describe('the vehicles sheet row', () => {
  it('reads a new vehicle with its offered stages only', () => {
    const result = parseVehicleRow(cellsOf({ ...named, dsg: 'DQ381, DQ250,DQ381', 'One price': '349.5', 'Two options': '[]' }));
    expect(result).toEqual({
      row: {
        id: null,
        fields: { ...named, engine_family: '', dsg_families: ['DQ381', 'DQ250'] },
        stages: { One: { price: '349.50', power: null, torque: null, options: [] }, Two: { price: null, power: null, torque: null, options: [] } },
      },
    });
  });

  it('names the column and the spec text of each fault', () => {
    const result = parseVehicleRow(cellsOf({
      id: 'not-an-id', make: 'Audi', model: '', generation: 'x'.repeat(101), engine: 'e', dsg: 'DQ999',
      'One price': '349,50', 'Two price': 'abc', 'TwoPlus price': '-5', 'Three price': '0', 'Four options': '{"name":"x"}', 'Four power': 'p'.repeat(101),
    }));
    expect(problemsOf(result)).toEqual([
      { column: 'id', code: 'invalid_vehicle_id', message: 'Field must be a vehicle id from an export, or empty for a new vehicle' },
      { column: 'model', code: 'required', message: 'Field is required' },
      { column: 'generation', code: 'too_long', params: { field: 'generation', length: 100 }, message: 'The generation field must have 100 characters at most' },
      { column: 'dsg', code: 'unknown_family', params: { families: expect.any(String) }, message: expect.stringMatching(/^Field must be gearbox families separated by commas, out of DQ200, DQ250/) },
      { column: 'One price', code: 'amount_format', message: 'Field must be a positive decimal with a dot, such as 349.50' },
      { column: 'Two price', code: 'not_a_number', message: 'Field must be a number' },
      { column: 'TwoPlus price', code: 'amount_format', message: 'Field must be a positive decimal with a dot, such as 349.50' },
      { column: 'Three price', code: 'amount_format', message: 'Field must be a positive decimal with a dot, such as 349.50' },
      { column: 'Four power', code: 'too_long', params: { field: 'Four power', length: 100 }, message: 'The Four power field must have 100 characters at most' },
      { column: 'Four options', code: 'invalid_options', message: expect.stringMatching(/^Field must be a JSON list of options/) },
    ]);
  });

  it('refuses options whose choices are not JSON', () => {
    const result = parseVehicleRow(cellsOf({ ...named, 'One options': '[{"name":"Pops","choices":"Off, On"}]' }));
    expect(problemsOf(result)).toEqual([{ column: 'One options', code: 'invalid_options', message: expect.stringMatching(/^Field must be a JSON list/) }]);
  });

  it('exports cells that parse back to the same vehicle', () => {
    const cells = vehicleCells(stored);
    expect(cells).toMatchObject({ id: ID, dsg: 'DQ381', 'One price': 349, 'One options': '[{"name":"Pops","choices":"[\\"Off\\",\\"On\\"]"}]', 'Two options': null });
    const text = Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, v === null ? '' : String(v)]));
    const parsed = parseVehicleRow(text);
    if (!('row' in parsed)) throw new Error('parse failed');
    expect(parsed.row.id).toBe(ID);
    expect(sameVehicle(stored, parsed.row)).toBe(true);
    expect(sameVehicle(stored, { ...parsed.row, stages: { ...parsed.row.stages, Two: { price: null, power: null, torque: null, options: [] } } })).toBe(false);
  });
});

describe('the prices sheet row', () => {
  const cells = (values: Record<string, string>) => ({ ...Object.fromEntries(PRICE_COLUMNS.map((c) => [c, ''])), id: ID, ...named, ...values });

  it('needs the vehicle id and reads each stage price', () => {
    expect(problemsOf(parsePriceRow(cells({ id: '' })))).toEqual([{ column: 'id', code: 'required', message: 'Field is required' }]);
    expect(problemsOf(parsePriceRow(cells({ 'Two price': '1.234' })))).toEqual([{ column: 'Two price', code: 'amount_format', message: 'Field must be a positive decimal with a dot, such as 349.50' }]);
    const parsed = parsePriceRow(cells({ 'One price': '400', 'Four price': '1500.5' }));
    expect(parsed).toEqual({ row: { id: ID, names: named, prices: { One: '400.00', Two: null, TwoPlus: null, Three: null, Four: '1500.50' } } });
  });

  it('keeps the stage figures, offers a newly priced stage and leaves unpriced missing stages out', () => {
    const stages = pricedStages(stored, { One: null, Two: null, TwoPlus: null, Three: '500.00', Four: null });
    expect(stages).toEqual([
      { ...stored.stages[0], price: null },
      { vehicle_id: ID, stage: 'Three', price: '500.00', power: null, torque: null, options: [] },
    ]);
    expect(priceCells(stored)).toEqual({ id: ID, ...named, 'One price': 349, 'Two price': null, 'TwoPlus price': null, 'Three price': null, 'Four price': null });
  });
});

describe('prices computed by a spreadsheet formula', () => {
  it('reads binary noise as the cent it stands for, and still refuses a typed third decimal', () => {
    expect(formulaNoiseless('384.45000000000005')).toBe('384.45');
    expect(formulaNoiseless('349.99999999999994')).toBe('350.00');
    expect(formulaNoiseless('1.234')).toBe('1.234');
    expect(formulaNoiseless('349.5')).toBe('349.5');
  });
});
