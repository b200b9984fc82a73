import type {} from 'pdfkit';
import { loadPdfKit } from '../heavy-modules.js';

// The pieces the order PDFs share (certificate, sample, overview): A4 with the standard Helvetica
// fonts, a title block, label/value rows and small tables. Catalogue and order texts are free
// text; the standard fonts only know WinAnsi, so anything else is replaced before it is drawn.

export const MARGIN = 50;
export const WIDTH = 595.28 - 2 * MARGIN;
export const GREY = '#555555';
const LABEL_WIDTH = 150;

export type Doc = PDFKit.PDFDocument;
export type RenderOptions = { compress?: boolean };

/** WinAnsi's characters above Latin-1's printable range (the euro, dashes, quotes, Š, Ž...). */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** A text the standard fonts can draw (line breaks kept): arrows as "->", other characters they lack as "?". */
export const pdfSafe = (text: string): string =>
  text.replace(/→/g, '->').replace(/[\u00a0\u202f]/g, ' ').replace(/[^\n\u0020-\u007e\u00a0-\u00ff]/g, (c) => (WIN_ANSI_EXTRA.includes(c) ? c : '?'));

/** Renders a document into a Buffer; `compress: false` keeps the page text readable in the file (tests). */
export const renderPdf = async (info: { Title: string; Subject?: string }, draw: (doc: Doc) => void, options: RenderOptions = {}): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, compress: options.compress ?? true, info: { ...info, Title: pdfSafe(info.Title) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
};

/** A big title and a grey line under it, from the top margin. */
export const title = (doc: Doc, text: string, subtitle: string | null) => {
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(pdfSafe(text), MARGIN, MARGIN, { width: WIDTH });
  if (subtitle) doc.font('Helvetica').fontSize(11).fillColor(GREY).text(pdfSafe(subtitle), { width: WIDTH });
  doc.moveDown(1);
};

/**
 * A new page when less than `height` is left: rows place their cells at one y, so they must not
 * start at the bottom of a page (pdfkit would break inside the row, cell by cell).
 */
export const keepTogether = (doc: Doc, height: number) => {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    doc.y = MARGIN;
  }
};

export const section = (doc: Doc, text: string) => {
  keepTogether(doc, 60);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(pdfSafe(text), MARGIN, doc.y, { width: WIDTH });
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.y = y + 6;
};

/** One "label: value" line (the value may wrap); `mono` for hashes. */
export const field = (doc: Doc, label: string, value: string, mono = false) => {
  keepTogether(doc, 14 * (value.split('\n').length + 1));
  const y = doc.y;
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(pdfSafe(label), MARGIN, y, { width: LABEL_WIDTH - 10 });
  const afterLabel = doc.y;
  doc.font(mono ? 'Courier' : 'Helvetica').fontSize(mono ? 8.5 : 10).fillColor('black').text(pdfSafe(value), MARGIN + LABEL_WIDTH, y + (mono ? 1 : 0), { width: WIDTH - LABEL_WIDTH });
  doc.y = Math.max(afterLabel, doc.y) + 3;
};

/** A table: column widths in points, a bold header row, then the rows. */
export const table = (doc: Doc, widths: number[], header: string[], rows: string[][]) => {
  const line = (cells: string[], bold: boolean) => {
    keepTogether(doc, 40);
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor('black').text(pdfSafe(cell), x, y, { width: widths[i] - 6 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i];
    });
    doc.y = bottom + 4;
  };
  line(header, true);
  for (const row of rows) line(row, false);
};

/** Small grey text at the current position (notes, hashes). */
export const note = (doc: Doc, text: string) => {
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(pdfSafe(text), MARGIN, doc.y, { width: WIDTH });
};
