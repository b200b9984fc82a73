import type { FastifyInstance, FastifyReply } from 'fastify';
import { findInvoice } from '../../../projections/invoices/queries.js';
import type { InvoiceRow } from '../../../projections/invoices/table.js';
import { attachment } from '../../http/content-disposition.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { renderInvoicePdf } from '../../services/invoices/pdf.js';
import { toInvoiceDocument } from '../../services/invoices/document.js';
import { problem } from '../../../events/problem.js';
import { mayReadCreditOrder } from '../../../events/creditOrders/access.js';
import { actorOf } from '../credit/commands.js';

export const INVOICE_NOT_FOUND = problem('INVOICE_NOT_FOUND', 'Invoice not found');

/** An invoice is read as the credit order it bills is (events/creditOrders/access.ts). */
export const mayReadInvoice = (user: AuthUser, row: Pick<InvoiceRow, 'buyer_id' | 'seller_id'>) =>
  mayReadCreditOrder(actorOf(user), { buyerId: row.buyer_id, sellerId: row.seller_id });

/**
 * The invoice if this user is its buyer, its seller or an administrator. Anyone else gets the
 * same 404 as for an unknown id: a 403 would sign them out (spec section 8) and confirm it exists.
 */
export const readableInvoice = async (app: FastifyInstance, user: AuthUser | null, id: string): Promise<InvoiceRow> => {
  const row = await findInvoice(app.db, id);
  if (!row || (user && !mayReadInvoice(user, row))) throw new HttpError(404, INVOICE_NOT_FOUND);
  return row;
};

export const sendInvoicePdf = async (reply: FastifyReply, row: InvoiceRow) => {
  const pdf = await renderInvoicePdf(toInvoiceDocument(row));
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', attachment(`invoice-${row.number}.pdf`))
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
};
