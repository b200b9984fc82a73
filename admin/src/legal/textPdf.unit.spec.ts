import { describe, expect, it } from 'vitest';
import { textPdf } from './textPdf';

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('textPdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const file = latin1(textPdf('Términos (generales)', [{ text: '5. Garantía', heading: true }, { text: 'Un año desde la entrega – sin garantía en electrónica.' }]));
    expect(file.startsWith('%PDF-1.4\n')).toBe(true);
    expect(file.endsWith('%%EOF\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(file)![1]);
    expect(file.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...file.slice(xrefAt).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(file.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(file).toContain('(T\xe9rminos \\(generales\\)) Tj');
    expect(file).toContain('entrega \x96 sin');
  });

  it('wraps long text and starts new pages', () => {
    const file = latin1(textPdf('Terms', Array.from({ length: 80 }, (_, i) => ({ text: `Paragraph ${i} `.repeat(30) }))));
    expect(Number(/\/Count (\d+)/.exec(file)![1])).toBeGreaterThan(3);
  });
});
