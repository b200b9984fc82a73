import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INVOICE_SORTABLE, listInvoices, type InvoiceFilter } from '../../../projections/invoices/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { idFilter, ListQuery, parseColumnListQuery, sendList } from '../../http/simple-rest.js';
import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';
import { currentUser } from '../../plugins/auth.js';
import { toInvoiceDocument } from '../../services/invoices/document.js';
import { readableInvoice, sendInvoicePdf } from './access.js';
import { IdParam, Invoice } from './schemas.js';
import { problem } from '../../http/errors.js';

const FILTER_NOT_DATE = problem('FILTER_NOT_DATE', 'The {filter} filter must be a date');

const SORT_COLUMNS = { id: 'number', number: 'number', issuedAt: 'issued_at', total: 'total', credits: 'credits' } as const satisfies Record<string, (typeof INVOICE_SORTABLE)[number]>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const day = (v: unknown, what: string) => {
  const s = text(v);
  if (s === undefined) return undefined;
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) throw new HttpError(400, FILTER_NOT_DATE, { filter: what });
  return d;
};

/** Invoices of credit orders: administrators see all, everyone else those they buy or sell in. */
export const invoiceListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/invoices', {
    schema: { tags: ['invoices'], querystring: ListQuery, response: { 200: Type.Array(Invoice), 400: ErrorSchema } },
  }, async (request, reply) => {
    const user = currentUser(request);
    const params = parseColumnListQuery(request.query, SORT_COLUMNS, 'issuedAt', 'DESC');
    const f = params.filter;
    const filter: InvoiceFilter = {
      party: user.roles.includes('Admin') ? undefined : user.id,
      buyerId: idFilter(f, 'buyerId'), sellerId: idFilter(f, 'sellerId', [HOUSE_ACCOUNT]), orderId: idFilter(f, 'orderId'), q: text(f.q),
      fromDate: day(f.from, 'from'), toDate: day(f.to, 'to'),
    };
    const { rows, total } = await listInvoices(app.db, filter, params);
    return sendList(reply, 'invoices', params, rows.map(toInvoiceDocument), total);
  });

  app.get('/invoices/:id', {
    schema: { tags: ['invoices'], params: IdParam, response: { 200: Invoice, 404: ErrorSchema } },
  }, async (request) => toInvoiceDocument(await readableInvoice(app, currentUser(request), request.params.id)));

  app.get('/invoices/:id/pdf', {
    schema: { tags: ['invoices'], params: IdParam },
  }, async (request, reply) => sendInvoicePdf(reply, await readableInvoice(app, currentUser(request), request.params.id)));
};
