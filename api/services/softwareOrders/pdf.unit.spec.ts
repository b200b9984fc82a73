import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text.js';
import { sampleCertificate, type Certificate } from '../../../events/softwareOrders/certificate.js';
import { renderCertificatePdf, SAMPLE_MARK } from './certificate-pdf.js';
import { renderOverviewPdf, type OrderOverview } from './overview-pdf.js';
import { pdfSafe } from './pdf.js';
import { BUSINESS_TIME_ZONE } from '../../../events/constants.js';
import { formatDate, formatDateTime } from '../../../events/dateFormat.js';

const certificate: Certificate = {
  sample: false, number: 4711, date: '2026-11-24T10:00:00.000Z', type: 'ECU',
  vehicle: { make: 'Škoda', model: 'Octavia', generation: 'Mk3 5E', engine: '2.0 TDI 150hp', gearbox: null },
  vin: 'TMBZZZ1Z8W1234567', dealerName: 'Dana Dealer',
  stages: [{ type: 'ECU', stage: '2', name: 'ECU STAGE TWO', power: { before: '150 hp', after: '200 hp' }, torque: { before: 'On request', after: '420 Nm' } }],
  originalReads: [{ unit: 'ECU', sha256: 'c'.repeat(64) }],
};

describe('the certificate PDF', () => {
  it('prints the order, vehicle, stage, figures, VIN, dealer and the original read\'s hash', async () => {
    const pdf = await renderCertificatePdf(certificate, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['CERTIFICATE OF TUNING', 'Order 4711 · 24/11/2026', 'Škoda', 'Octavia', 'ECU STAGE TWO', '150 hp', '200 hp', 'On request', '420 Nm', 'TMBZZZ1Z8W1234567', 'Dana Dealer', 'Original read (ECU)', 'c'.repeat(64)]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(SAMPLE_MARK);
    // The portal's one date format, as every screen writes it.
    expect(text).toContain(`Order 4711 · ${formatDate(certificate.date!, 'en', BUSINESS_TIME_ZONE)}`);
  });

  it('marks a sample as not a certificate and prints no order', async () => {
    const sample = sampleCertificate(certificate.vehicle, [{ stage: '1', power: '150 → 190 hp', torque: '340 → 400 Nm' }]);
    const text = pdfText(await renderCertificatePdf(sample));
    expect(text).toContain(SAMPLE_MARK);
    expect(text).toContain('190 hp');
    expect(text).not.toContain('Order number');
  });
});

describe('the overview PDF', () => {
  const overview: OrderOverview = {
    role: 'dealer', number: 77, placedAt: '2026-11-24T10:00:00.000Z', updatedAt: '2026-11-24T11:00:00.000Z', status: 'Response required', type: 'ECU', stageName: 'ECU STAGE ONE',
    urgency: '1 day', vin: null, vehicle: certificate.vehicle, dealerName: 'Dana Dealer', options: ['ECU Idle RPM: +50 rpm', 'DSG Launch control RPM: 4000'], dsgHardware: null, note: 'Customer → track days',
    files: [{ unit: 'ECU', uploadId: 'u', sha256: 'd'.repeat(64), size: 4100, name: 'read.bin' }], internal: null,
  };

  it('for the dealer shows the order without prices or timeline', async () => {
    const text = pdfText(await renderOverviewPdf(overview));
    for (const expected of ['ORDER 77', 'Response required', 'ECU Idle RPM: +50 rpm\nDSG Launch control RPM: 4000', 'Customer -> track days', 'd'.repeat(64)]) expect(text).toContain(expected);
    expect(text).not.toContain('Timeline');
    expect(text).toContain(formatDateTime(overview.placedAt, 'en', BUSINESS_TIME_ZONE));
    expect(text).toContain('24/11/2026, 11:00');
    expect(text).not.toContain('Charged');
  });

  it('for the administration adds price, charge, payment and the timeline', async () => {
    const text = pdfText(await renderOverviewPdf({ ...overview, role: 'admin', internal: { price: '349,00 credits', charged: '349,00 credits', payment: 'Paid', refusal: null, timeline: [{ at: overview.placedAt, summary: 'Charged 349 credits' }] } }));
    for (const expected of ['Timeline', 'Charged', '349,00 credits', 'Paid', 'Charged 349 credits']) expect(text).toContain(expected);
  });
});

describe('texts for the standard fonts', () => {
  it('keeps WinAnsi and line breaks, turns arrows into "->" and replaces the rest', () => expect(pdfSafe('Škoda 150 → 190 “hp”\n日本')).toBe('Škoda 150 -> 190 “hp”\n??'));
});
