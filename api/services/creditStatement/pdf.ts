import type {} from 'pdfkit';
import { loadPdfKit } from '../heavy-modules.js';
import type { StatementReply } from '../../routes/credit/audit-schemas.js';
import { statementLabels, type StatementLang } from './labels.js';

// A statement as a PDF (A4 landscape, the standard Helvetica fonts): header with the account and
// period, opening balance, one row per movement with its running balance, closing balance, and
// the totals per movement kind. Rows flow onto as many pages as the period needs.

const MARGIN = 40;
const PAGE = { width: 841.89, height: 595.28 };
const BOTTOM = PAGE.height - MARGIN;
/** Column left edges and widths: date, kind, counterparty, reference, amount, balance. */
const COLS = [[MARGIN, 115], [160, 150], [315, 180], [500, 130], [635, 80], [720, 82]] as const;
const RIGHT = new Set([4, 5]);

type Doc = PDFKit.PDFDocument;

const row = (doc: Doc, y: number, cells: string[], bold = false) => {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor('black');
  let bottom = y;
  cells.forEach((cell, i) => {
    const [x, width] = COLS[i];
    doc.text(cell, x, y, { width, align: RIGHT.has(i) ? 'right' : 'left', lineBreak: true, height: 24, ellipsis: true });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom + 3;
};

const draw = (doc: Doc, s: StatementReply, lang: StatementLang) => {
  const l = statementLabels(lang);
  const t = l.text;
  const header = [t.date, t.kind, t.counterparty, t.reference, t.amount, t.balance];
  doc.font('Helvetica-Bold').fontSize(16).text(t.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(`${t.account}: ${s.account}`).text(`${t.period}: ${l.date(s.from)} – ${l.date(s.to)} (${t.times})`);
  doc.font('Helvetica-Bold').text(`${t.opening}: ${l.credits(s.opening)}`);
  let y = row(doc, doc.y + 10, header, true);
  if (s.lines.length === 0) y = row(doc, y, [t.none, '', '', '', '', '']);
  for (const line of s.lines) {
    if (y > BOTTOM - 24) {
      doc.addPage();
      y = row(doc, MARGIN, header, true);
    }
    y = row(doc, y, [l.date(line.createdAt), l.kind(line.kind), l.counterparty(line), line.reference ?? '', l.credits(line.signedAmount), l.credits(line.balance)]);
  }
  if (y > BOTTOM - 60) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('Helvetica-Bold').fontSize(9).text(`${t.closing}: ${l.credits(s.closing)}`, MARGIN, y + 6);
  y = row(doc, doc.y + 10, [t.totals, '', '', t.count, t.received, t.paid], true);
  for (const total of s.totals) {
    if (y > BOTTOM - 12) {
      doc.addPage();
      y = MARGIN;
    }
    y = row(doc, y, [l.kind(total.kind), '', '', String(total.count), l.credits(total.received), l.credits(total.paid)]);
  }
  row(doc, y, [t.total, '', '', String(s.lines.length), l.credits(s.received), l.credits(s.paid)], true);
};

/** Renders the statement; `compress: false` keeps the page text readable in the file (tests). */
export const renderStatementPdf = async (s: StatementReply, lang: StatementLang, options: { compress?: boolean } = {}): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, compress: options.compress ?? true, info: { Title: `${statementLabels(lang).text.title} ${s.account}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc, s, lang);
    doc.end();
  });
};
