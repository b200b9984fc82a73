import type {} from 'pdfkit';
import { loadPdfKit } from '../heavy-modules.js';
import type { InvoiceParty } from '../../../projections/invoices/table.js';
import type { InvoiceDocument } from './document.js';
import { formatCreditAmount, formatDate, formatMoney, formatPercent, paymentMethodLabel } from './format.js';

// The invoice as a PDF (A4, the standard Helvetica fonts): seller, buyer, number and dates, the
// credits and fee lines, subtotal, "VAT 0%" and total, then payment details and the notes.

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const COLUMNS = { description: MARGIN, quantity: MARGIN + 250, unit: MARGIN + 320, amount: MARGIN + 410 } as const;
const AMOUNT_WIDTH = WIDTH - 410;
const GREY = '#555555';

type Doc = PDFKit.PDFDocument;

const partyLines = (p: InvoiceParty) => [p.address, p.country, p.email, p.vatId ? `VAT ID: ${p.vatId}` : null].filter((l): l is string => Boolean(l));

const block = (doc: Doc, title: string, party: InvoiceParty, x: number, y: number) => {
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(title.toUpperCase(), x, y);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(party.name, x, y + 12, { width: 240 });
  doc.font('Helvetica').fontSize(9);
  for (const line of partyLines(party)) doc.text(line, { width: 240 });
  return doc.y;
};

const row = (doc: Doc, y: number, cells: { description: string; quantity: string; unit: string; amount: string }, bold = false) => {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor('black');
  doc.text(cells.description, COLUMNS.description, y, { width: 240 });
  const after = doc.y;
  doc.text(cells.quantity, COLUMNS.quantity, y, { width: 60, align: 'right' });
  doc.text(cells.unit, COLUMNS.unit, y, { width: 80, align: 'right' });
  doc.text(cells.amount, COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: 'right' });
  return Math.max(after, doc.y) + 6;
};

const rule = (doc: Doc, y: number) => doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.5).strokeColor('#999999').stroke();

const total = (doc: Doc, y: number, label: string, amount: string, bold = false) => {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9).fillColor('black');
  doc.text(label, COLUMNS.unit - 80, y, { width: 160, align: 'right' });
  doc.text(amount, COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: 'right' });
  return doc.y + 4;
};

const draw = (doc: Doc, inv: InvoiceDocument) => {
  doc.font('Helvetica-Bold').fontSize(20).text('INVOICE', MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  const sellerEnd = block(doc, 'From', inv.seller, MARGIN, MARGIN);
  const meta: [string, string][] = [
    ['Invoice number', inv.number],
    ['Invoice date', formatDate(inv.issuedAt)],
    ['Order date', formatDate(inv.orderedAt)],
    ['Order', inv.orderId],
    ['Payment method', paymentMethodLabel(inv.paymentMethod)],
    ['Status', 'Paid'],
  ];
  let y = MARGIN + 30;
  for (const [label, value] of meta) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, MARGIN + 250, y, { width: 75 });
    doc.fillColor('black').text(value, MARGIN + 325, y, { width: WIDTH - 325, align: 'right' });
    y = doc.y + 2;
  }
  y = block(doc, 'Bill to', inv.buyer, MARGIN, Math.max(sellerEnd, y) + 25) + 25;

  y = row(doc, y, { description: 'Description', quantity: 'Quantity', unit: 'Unit price', amount: 'Amount' }, true);
  rule(doc, y - 3);
  y = row(doc, y + 3, {
    description: inv.description ? `Credits: ${inv.description}` : 'Credits',
    quantity: formatCreditAmount(inv.credits), unit: formatMoney(inv.unitPrice), amount: formatMoney(inv.price),
  });
  y = row(doc, y, { description: `Payment fee (${formatPercent(inv.feePercent)})`, quantity: '1', unit: formatMoney(inv.fee), amount: formatMoney(inv.fee) });
  rule(doc, y);
  y = total(doc, y + 6, 'Subtotal', formatMoney(inv.subtotal));
  y = total(doc, y, `VAT ${formatPercent(inv.vatPercent)}`, formatMoney(inv.vat));
  y = total(doc, y + 2, `Total ${inv.currency}`, formatMoney(inv.total), true);

  doc.x = MARGIN;
  doc.y = y + 20;
  if (inv.paymentDetails.length) {
    doc.font('Helvetica-Bold').fontSize(10).text('Payment details', MARGIN, doc.y, { width: WIDTH });
    for (const p of inv.paymentDetails) {
      doc.font('Helvetica-Bold').fontSize(9).text(p.name, { width: WIDTH });
      doc.font('Helvetica').text(p.details, { width: WIDTH });
      doc.moveDown(0.5);
    }
  }
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  for (const note of inv.notes) doc.text(note, MARGIN, doc.y, { width: WIDTH });
};

/** Renders the invoice; `compress: false` keeps the page text readable in the file (tests). */
export const renderInvoicePdf = async (inv: InvoiceDocument, options: { compress?: boolean } = {}): Promise<Buffer> => {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4', margin: MARGIN, compress: options.compress ?? true,
      info: { Title: `Invoice ${inv.number}`, Author: inv.seller.name, Subject: `Credit order ${inv.orderId}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc, inv);
    doc.end();
  });
};
