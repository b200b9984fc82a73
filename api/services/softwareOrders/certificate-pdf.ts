import type { Certificate } from '../../../events/softwareOrders/certificate.js';
import { formatDate } from '../invoices/format.js';
import { field, MARGIN, note, pdfSafe, renderPdf, section, table, title, WIDTH, type Doc, type RenderOptions } from './pdf.js';

// The certificate of a tune as a PDF (cert/{id}/{print}), and the sample of a catalogue vehicle
// (dummy/{id}) in the same layout, marked as a sample at the top and the bottom.

export const SAMPLE_MARK = 'SAMPLE — not a certificate';
const STAGE_COLUMNS = [155, 85, 85, 85, 85];

const sampleBanner = (doc: Doc) => {
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#b00020').text(pdfSafe(SAMPLE_MARK), MARGIN, doc.y, { width: WIDTH, align: 'center' });
  doc.moveDown(0.5);
};

/** A double frame around the page: it reads as a certificate, printed or on screen. */
const frame = (doc: Doc) => {
  const { width, height } = doc.page;
  doc.rect(22, 22, width - 44, height - 44).lineWidth(2).strokeColor('#1f4e79').stroke();
  doc.rect(28, 28, width - 56, height - 56).lineWidth(0.5).strokeColor('#1f4e79').stroke();
};

const draw = (doc: Doc, c: Certificate) => {
  frame(doc);
  title(doc, c.sample ? 'SAMPLE CERTIFICATE OF TUNING' : 'CERTIFICATE OF TUNING', c.sample ? null : `Order ${c.number} · ${c.date ? formatDate(c.date) : ''}`);
  if (c.sample) sampleBanner(doc);

  section(doc, 'Vehicle');
  field(doc, 'Make', c.vehicle.make);
  field(doc, 'Model', c.vehicle.model);
  field(doc, 'Generation', c.vehicle.generation);
  field(doc, 'Engine', c.vehicle.engine);
  if (c.vehicle.gearbox) field(doc, 'Gearbox', c.vehicle.gearbox);
  if (!c.sample) field(doc, 'VIN', c.vin ?? '—');

  section(doc, c.sample ? 'Stages' : 'Tune');
  if (!c.sample) {
    field(doc, 'Order number', String(c.number));
    if (c.date) field(doc, 'Date', formatDate(c.date));
    if (c.type) field(doc, 'Order type', c.type);
    doc.moveDown(0.4);
  }
  table(doc, STAGE_COLUMNS, ['Stage', 'Power before', 'Power after', 'Torque before', 'Torque after'],
    c.stages.map((s) => [s.name, s.power.before, s.power.after, s.torque.before, s.torque.after]));

  if (!c.sample) {
    section(doc, 'Dealer');
    field(doc, 'Tuned by', c.dealerName ?? '—');
    section(doc, 'Files');
    for (const read of c.originalReads) field(doc, `Original read (${read.unit})`, read.sha256, true);
    note(doc, 'SHA-256 of the original read this tune was made from.');
  }
  note(doc, 'Power and torque as the catalogue gives them for the stage; "On request" where it gives none. Results vary with the vehicle and its condition.');
  if (c.sample) {
    doc.moveDown(1);
    sampleBanner(doc);
  }
};

/** The certificate (or sample) as a PDF; `compress: false` keeps its text readable in the file (tests). */
export const renderCertificatePdf = (c: Certificate, options: RenderOptions = {}): Promise<Buffer> =>
  renderPdf({
    Title: c.sample ? `Sample certificate: ${c.vehicle.make} ${c.vehicle.model} ${c.vehicle.engine}` : `Certificate of order ${c.number}`,
    Subject: c.sample ? SAMPLE_MARK : 'Certificate of tuning',
  }, (doc) => draw(doc, c), options);
