import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet, SheetTooLarge, type SheetLimits } from './read.js';

const LIMITS: SheetLimits = { maxRows: 3, maxCellChars: 5, maxUnpackedBytes: 10 * 1024 * 1024, maxSharedStringsBytes: 1024 * 1024 };
const rows = async (type: 'csv' | 'xlsx', file: Buffer, limits = LIMITS) => {
  const all = [];
  for await (const row of readSheet(type, file, limits)) all.push(row);
  return all;
};
const workbook = async (data: unknown[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('S');
  for (const row of data) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('the spreadsheet reader', () => {
  it('reads CSV as typed text with its line numbers, quoted cells and the header delimiter', async () => {
    expect(await rows('csv', Buffer.from('\uFEFFa;b\r\n1;"2,5"\r\n\r\n"x\ny";3\n'))).toEqual([
      { number: 1, cells: ['a', 'b'] }, { number: 2, cells: ['1', '2,5'] }, { number: 3, cells: [] }, { number: 4, cells: ['x\ny', '3'] },
    ]);
  });

  it('cuts every cell to its cap plus one character, in CSV and XLSX', async () => {
    expect((await rows('csv', Buffer.from('a,b\nabcdefghij,1\n')))[1].cells).toEqual(['abcdef', '1']);
    expect((await rows('xlsx', await workbook([['a'], ['abcdefghij']])))[1].cells).toEqual(['abcdef']);
  });

  it('refuses more rows than its cap, blank lines not counted', async () => {
    await expect(rows('csv', Buffer.from('h\n1\n\n2\n3\n'))).resolves.toHaveLength(5);
    await expect(rows('csv', Buffer.from('h\n1\n2\n3\n4\n'))).rejects.toMatchObject({ code: 'too_many_rows', params: { max: '3' } });
  });

  it('refuses, before inflating, shared strings or an archive over their caps, and an archive it cannot read', async () => {
    const big = await workbook([['h'], ['x'.repeat(2 * 1024 * 1024)]]);
    expect(() => readSheet('xlsx', big, LIMITS)).toThrow(SheetTooLarge);
    expect(() => readSheet('xlsx', big, { ...LIMITS, maxSharedStringsBytes: 10 * 1024 * 1024, maxUnpackedBytes: 1024 * 1024 })).toThrow('The file unpacks to more than 1MB: please split it');
    expect(() => readSheet('xlsx', Buffer.from('PK\u0003\u0004 not really a zip'), LIMITS)).toThrow(SheetTooLarge);
  });
});

describe('an archive listing its worksheet before xl/workbook.xml', () => {
  it('is read whole when the streaming reader cannot take it, with the same rows', async () => {
    const { default: JSZip } = await import('jszip');
    const original = await JSZip.loadAsync(await workbook([['h'], ['abc'], [42]]));
    // Shared strings and relationships first, then the worksheet, then the workbook: exceljs's
    // streaming reader meets the worksheet with no workbook model yet.
    const order = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml'];
    const names = Object.keys(original.files).filter((name) => !original.files[name].dir);
    const reordered = new JSZip();
    for (const name of [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))]) {
      reordered.file(name, await original.file(name)!.async('uint8array'));
    }
    const file = Buffer.from(await reordered.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    expect(await rows('xlsx', file)).toEqual([{ number: 1, cells: ['h'] }, { number: 2, cells: ['abc'] }, { number: 3, cells: ['42'] }]);
  });
});
