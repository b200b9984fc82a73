import type { Mail } from '../mail/outbox.js';
import type { InvoiceDocument } from './document.js';
import { formatMoney } from './format.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invoice of a credit order, as a link to its public PDF. */
export const invoiceMail = (publicUrl: string, to: string, invoice: InvoiceDocument): Mail => {
  const url = `${publicUrl}${invoice.publicPdfPath}`;
  const lines = [
    `Hello ${invoice.buyer.name},`,
    `Here is invoice ${invoice.number} for your credit order, total ${formatMoney(invoice.total)}.`,
    'The link opens the invoice as a PDF.',
  ];
  return {
    to,
    subject: `Invoice ${invoice.number}`,
    text: [...lines, '', `Invoice ${invoice.number}: ${url}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(url)}">Invoice ${escapeHtml(invoice.number)} (PDF)</a></p>`,
  };
};
