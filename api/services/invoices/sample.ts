import { randomUUID } from 'node:crypto';
import { BASE_CURRENCY, INVOICE_VAT_PERCENT, PAYMENT_FEES } from '../../../events/constants.js';
import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';
import { formatInvoiceNumber } from '../../../events/invoices/numeration.js';
import type { InvoiceNumeration } from '../../../events/invoices/events.js';
import type { InvoiceParty, InvoicePaymentDetail } from '../../../projections/invoices/table.js';
import { publicPdfPath, type InvoiceDocument } from './document.js';

/** What the next invoice would look like with these settings: the preview of the settings screen. */
export const sampleInvoice = (settings: { numeration: InvoiceNumeration; seller: Omit<InvoiceParty, 'id'>; paymentDetails: InvoicePaymentDetail[]; notes: string[] }, now: Date): InvoiceDocument => {
  const id = randomUUID();
  const price = 100;
  const feePercent = PAYMENT_FEES.card_europe;
  const fee = Number(((price * feePercent) / 100).toFixed(2));
  const subtotal = Number((price + fee).toFixed(2));
  return {
    id,
    number: formatInvoiceNumber(settings.numeration.prefix, settings.numeration.nextNumber, settings.numeration.numberLength),
    orderId: randomUUID(),
    buyerId: randomUUID(),
    sellerId: HOUSE_ACCOUNT,
    buyer: { id: 'sample', name: 'Sample Customer', email: 'customer@example.com', country: 'Spain', address: null, vatId: null },
    seller: { id: HOUSE_ACCOUNT, ...settings.seller },
    credits: 100,
    unitPrice: 1,
    price,
    feePercent,
    fee,
    subtotal,
    vatPercent: INVOICE_VAT_PERCENT,
    vat: 0,
    total: subtotal,
    currency: BASE_CURRENCY.code,
    paymentMethod: 'card_europe',
    description: null,
    paymentDetails: settings.paymentDetails,
    notes: settings.notes,
    orderedAt: now.toISOString(),
    issuedAt: now.toISOString(),
    publicPdfPath: publicPdfPath(id),
  };
};
