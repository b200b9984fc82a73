import { describe, expect, it } from 'vitest';
import { parsePriceConfigRow, priceConfigCells, priceConfigSheet, PRICE_CONFIG_COLUMNS } from './sheet.js';

const cells = (values: Partial<Record<(typeof PRICE_CONFIG_COLUMNS)[number], string>>) =>
  Object.fromEntries(PRICE_CONFIG_COLUMNS.map((column) => [column, values[column] ?? '']));

describe('the price-config sheet', () => {
  it('has the engine family and the five ECU stages as columns', () => {
    expect(priceConfigSheet.columns).toEqual(['engineFamily', 'One', 'Two', 'TwoPlus', 'Three', 'Four']);
  });

  it('reads prices as numeric text, empty as "leave alone"', () => {
    expect(parsePriceConfigRow(cells({ engineFamily: 'EA888', One: '349.5', Two: '449', Four: '' }))).toEqual({
      row: { engineFamily: 'EA888', prices: { One: '349.50', Two: '449.00', TwoPlus: null, Three: null, Four: null } },
    });
  });

  it('reports every faulty cell with its column', () => {
    const result = parsePriceConfigRow(cells({ One: '349,50', Three: '0', Four: 'abc' }));
    expect(result).toEqual({
      problems: [
        { column: 'engineFamily', code: 'required', message: 'Field is required' },
        { column: 'One', code: 'amount_format', message: 'Field must be a positive decimal with a dot, such as 349.50' },
        { column: 'Three', code: 'amount_format', message: 'Field must be a positive decimal with a dot, such as 349.50' },
        { column: 'Four', code: 'not_a_number', message: 'Field must be a number' },
      ],
    });
  });

  it('exports cells that parse back to the same config', () => {
    const config = { engineFamily: 'EA888 Gen3', prices: { One: '349.50', Two: null, TwoPlus: '500.00', Three: null, Four: '9999.00' } };
    const exported = priceConfigCells(config);
    const text = Object.fromEntries(Object.entries(exported).map(([column, value]) => [column, value === null ? '' : String(value)]));
    expect(parsePriceConfigRow(text)).toEqual({ row: config });
  });
});
