import { fetchFile } from '../shared/download';
import { answered, apiClient, withIdempotencyKey } from '../providers/apiClient';
import type { InvoiceDescription, InvoicePayment, NumerationSettings } from './types';

const byId = (id: number) => ({ path: { id: String(id) } });

/** Typed commands of the invoices (CONTRACT.md "Invoices"). */
export const invoiceCommands = {
  /** The invoice of a credit order, or null while it has none (issued when the payment is confirmed). */
  getInvoiceOfOrder: async (orderId: string) =>
    (await answered(apiClient.GET('/api/invoices', { params: { query: { filter: JSON.stringify({ orderId }), range: '[0,0]' } } })))[0] ?? null,
  getInvoicePdf: (invoiceId: string) => fetchFile(`/api/invoices/${encodeURIComponent(invoiceId)}/pdf`),
  /** The public PDF (no token): the invoice id is the permission. */
  getPublicInvoicePdf: (invoiceId: string) => fetchFile(`/api/public/invoice/${encodeURIComponent(invoiceId)}/pdf`, null),
  resendInvoice: (orderId: string, idempotencyKey: string) =>
    answered(apiClient.POST('/api/credit-order/resend-invoice/{id}', { params: { path: { id: orderId } }, ...withIdempotencyKey(idempotencyKey) })),
  getNumeration: () => answered(apiClient.GET('/api/invoice-numeration/index')),
  saveNumeration: (body: NumerationSettings) => answered(apiClient.POST('/api/invoice-numeration/save', { body })),
  previewInvoicePdf: (body: Partial<NumerationSettings>) => fetchFile('/api/invoice-numeration/preview-pdf', undefined, { method: 'POST', body }),
  createInvoicePayment: (body: Omit<InvoicePayment, 'id'>) => answered(apiClient.POST('/api/invoice-numeration/save-payment', { body })),
  updateInvoicePayment: (id: number, body: Partial<Omit<InvoicePayment, 'id'>>) =>
    answered(apiClient.PUT('/api/invoice-numeration/update-payment/{id}', { params: byId(id), body })),
  createInvoiceDescription: (body: Omit<InvoiceDescription, 'id'>) =>
    answered(apiClient.POST('/api/invoice-numeration/create-description', { body })),
  updateInvoiceDescription: (id: number, body: Partial<Omit<InvoiceDescription, 'id'>>) =>
    answered(apiClient.PUT('/api/invoice-numeration/update-description/{id}', { params: byId(id), body })),
};
