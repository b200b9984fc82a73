import { withIdempotencyKey } from '../shared/idempotencyHeader';
import { fetchFile } from '../shared/download';
import { api } from '../providers/httpClient';
import type { Invoice, InvoiceDescription, InvoicePayment, Numeration, NumerationSettings } from './types';

const listQuery = (filter: Record<string, unknown>) =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,0]')}`;

/** Typed commands of the invoices (CONTRACT.md "Invoices"). */
export const invoiceCommands = {
  /** The invoice of a credit order, or null while it has none (issued when the payment is confirmed). */
  getInvoiceOfOrder: async (orderId: string): Promise<Invoice | null> =>
    (await api.get<Invoice[]>(`/api/invoices${listQuery({ orderId })}`))[0] ?? null,
  getInvoicePdf: (invoiceId: string) => fetchFile(`/api/invoices/${encodeURIComponent(invoiceId)}/pdf`),
  /** The public PDF (no token): the invoice id is the permission. */
  getPublicInvoicePdf: (invoiceId: string) => fetchFile(`/api/public/invoice/${encodeURIComponent(invoiceId)}/pdf`, null),
  resendInvoice: (orderId: string, idempotencyKey: string) =>
    api.post<{ message: string; to: string; invoiceId: string; number: string }>(
      `/api/credit-order/resend-invoice/${encodeURIComponent(orderId)}`,
      {},
      withIdempotencyKey(idempotencyKey),
    ),
  getNumeration: () => api.get<Numeration>('/api/invoice-numeration/index'),
  saveNumeration: (body: NumerationSettings) => api.post<Numeration>('/api/invoice-numeration/save', body),
  previewInvoicePdf: (body: Partial<NumerationSettings>) => fetchFile('/api/invoice-numeration/preview-pdf', undefined, { method: 'POST', body }),
  createInvoicePayment: (body: Omit<InvoicePayment, 'id'>) => api.post<InvoicePayment>('/api/invoice-numeration/save-payment', body),
  updateInvoicePayment: (id: number, body: Partial<Omit<InvoicePayment, 'id'>>) =>
    api.put<InvoicePayment>(`/api/invoice-numeration/update-payment/${id}`, body),
  createInvoiceDescription: (body: Omit<InvoiceDescription, 'id'>) =>
    api.post<InvoiceDescription>('/api/invoice-numeration/create-description', body),
  updateInvoiceDescription: (id: number, body: Partial<Omit<InvoiceDescription, 'id'>>) =>
    api.put<InvoiceDescription>(`/api/invoice-numeration/update-description/${id}`, body),
};
