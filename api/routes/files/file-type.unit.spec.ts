import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { classifyUpload, SNIFF_BYTES } from './file-type.js';

// Which uploads count as an ECU/TCU read (the reading written in file-type.ts).

const binary = (prefix: Buffer | string = '') => Buffer.concat([Buffer.from(prefix as string, 'latin1'), randomBytes(4096)]);
const hexd = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex');

describe('classifyUpload', () => {
  it('accepts binary reads, whatever they start with', () => {
    expect(classifyUpload(binary(), false)).toBe('read');
    expect(classifyUpload(Buffer.alloc(SNIFF_BYTES, 0xff), false)).toBe('read'); // erased flash
    expect(classifyUpload(Buffer.concat([Buffer.alloc(100, 0), Buffer.from('BOSCH EDC17 1037512345')]), true)).toBe('read');
    // Two-byte lookalikes of JPEG, BMP and PE are still reads.
    expect(classifyUpload(binary(hexd('ffd8ff00')), false)).toBe('read');
    expect(classifyUpload(binary('BM'), false)).toBe('read');
    expect(classifyUpload(binary('MZ'), false)).toBe('read');
  });

  it('accepts Intel HEX and Motorola S-record reads', () => {
    expect(classifyUpload(Buffer.from(':10010000214601360121470136007EFE09D2190140\r\n:00000001FF\r\n'), true)).toBe('read');
    expect(classifyUpload(Buffer.from('S00F000068656C6C6F202020202000003C\nS11F00007C0802A6900100049421FFF07C6C1B787C8C23783C6000003863000026\nS5030001FB\nS9030000FC\n'), true)).toBe('read');
    // Cut inside a record at the end of the head: the whole lines decide.
    expect(classifyUpload(Buffer.from(':10010000214601360121470136007EFE09D2190140\n:1001'), false)).toBe('read');
  });

  it('refuses an empty file', () => expect(classifyUpload(Buffer.alloc(0), true)).toBe('empty'));

  it.each([
    ['PDF', binary('%PDF-1.7\n')],
    ['PNG', binary(hexd('89504e470d0a1a0a'))],
    ['JPEG', binary(hexd('ffd8ffe0'))],
    ['GIF', binary('GIF89a')],
    ['WebP', binary(Buffer.concat([Buffer.from('RIFF'), hexd('00100000'), Buffer.from('WEBP')]))],
    ['BMP', binary(Buffer.concat([Buffer.from('BM'), hexd('36000c00 00000000 36000000 28000000')]))],
    ['MP4/HEIC', binary(Buffer.concat([hexd('00000018'), Buffer.from('ftypheic')]))],
    ['doc/xls', binary(hexd('d0cf11e0a1b11ae1'))],
    ['zip/docx/xlsx', binary('PK\x03\x04')],
    ['RAR', binary('Rar!\x1a\x07\x00')],
    ['7-Zip', binary(hexd('377abcaf271c'))],
    ['gzip', binary(hexd('1f8b08'))],
    ['ELF', binary('\x7fELF')],
    ['Windows PE', (() => { const b = Buffer.alloc(512); b.write('MZ'); b.writeUInt32LE(0x80, 0x3c); b.write('PE\0\0', 0x80, 'latin1'); return b; })()],
  ])('refuses %s', (_, head) => expect(classifyUpload(head, false)).toBe('not_supported'));

  it.each([
    ['plain text', 'Hello, this is my ECU file\nplease tune it\n'],
    ['CSV', 'vin,stage\nWVWZZZ1JZXW000001,2\n'],
    ['HTML', '<!doctype html><html><body>read</body></html>'],
    ['JSON', '{"file":"ecu.bin"}'],
    ['RTF', '{\\rtf1\\ansi read}'],
    ['UTF-8 text', 'Señor, el archivo está aquí — ñandú 🚗\n'],
  ])('refuses %s', (_, text) => expect(classifyUpload(Buffer.from(text), true)).toBe('not_supported'));

  it('refuses text whose head ends inside a character', () => {
    const head = Buffer.from('año '.repeat(2000)).subarray(0, SNIFF_BYTES); // 5 bytes each: the cut falls inside an ñ
    expect(head.at(-1)).toBe(0xc3);
    expect(classifyUpload(head, false)).toBe('not_supported');
  });
});
