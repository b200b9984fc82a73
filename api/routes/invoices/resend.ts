import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UUID_PATTERN } from '../../services/invoices/parties.js';
import { findInvoiceByOrder } from '../../../projections/invoices/queries.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { toInvoiceDocument } from '../../services/invoices/document.js';
import { invoiceMail } from '../../services/invoices/mail.js';
import { queueMail } from '../../services/mail/outbox.js';
import { INVOICE_NOT_FOUND, mayReadInvoice } from './access.js';
import { problem } from '../../../events/problem.js';

export const INVOICE_SENT = 'The invoice was sent';
export const NO_BUYER_EMAIL = problem('NO_BUYER_EMAIL', 'The buyer has no email address');

/** Sends the buyer the link to the invoice of a credit order again (administrator, seller or buyer). */
export const resendInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/credit-order/resend-invoice/:id', {
    schema: {
      tags: ['invoices'], params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: { 200: Type.Object({ message: Type.String(), to: Type.String(), invoiceId: Type.String(), number: Type.String() }), 400: ErrorSchema, 404: ErrorSchema },
    },
  }, async (request) => {
    const user = currentUser(request);
    const row = await findInvoiceByOrder(app.db, request.params.id);
    if (!row || !mayReadInvoice(user, row)) throw new HttpError(404, INVOICE_NOT_FOUND);
    const invoice = toInvoiceDocument(row);
    // The buyer's current address, falling back to the one printed on the invoice.
    const buyer = UUID_PATTERN.test(row.buyer_id) ? await app.db.selectFrom('users').select('email').where('id', '=', row.buyer_id).executeTakeFirst() : undefined;
    const to = buyer?.email ?? invoice.buyer.email;
    if (!to) throw new HttpError(400, NO_BUYER_EMAIL);
    await queueMail(app.db, invoiceMail(app.config.publicUrl, to, invoice));
    return { message: INVOICE_SENT, to, invoiceId: invoice.id, number: invoice.number };
  });
};
