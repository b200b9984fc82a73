import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createDescription, createPayment, updateDescription, updatePayment } from '../../../tables/invoiceNumeration/queries.js';
import type { InvoiceDescriptionRow, InvoicePaymentRow } from '../../../tables/invoiceNumeration/table.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { Description, DescriptionBody, DescriptionChanges, Payment, PaymentBody, PaymentChanges, SerialParam } from './schemas.js';
import { problem } from '../../../events/problem.js';

const admin = { roles: ['Admin'] } as const;
export const PAYMENT_NOT_FOUND = problem('PAYMENT_DETAILS_NOT_FOUND', 'Payment details not found');
export const DESCRIPTION_NOT_FOUND = problem('DESCRIPTION_NOT_FOUND', 'Description not found');

const toPayment = ({ id, name, details, active, position }: InvoicePaymentRow) => ({ id, name, details, active, position });
const toDescription = ({ id, text, active, position }: InvoiceDescriptionRow) => ({ id, text, active, position });
/** Only the fields sent, text trimmed; named one by one so nothing else a client sends reaches the table. */
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
const paymentFields = (b: { name?: string; details?: string; active?: boolean; position?: number }) =>
  defined({ name: b.name?.trim(), details: b.details?.trim(), active: b.active, position: b.position });
const descriptionFields = (b: { text?: string; active?: boolean; position?: number }) => defined({ text: b.text?.trim(), active: b.active, position: b.position });

/** Payment details and description lines printed on invoices (Admin); switched off rather than deleted. */
export const invoiceLinesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/invoice-numeration/save-payment', {
    schema: { tags: ['invoices'], body: PaymentBody, response: { 200: Payment, 400: ErrorSchema } }, config: admin,
  }, async (request) => toPayment(await createPayment(app.db, currentUser(request).id, { name: request.body.name.trim(), details: request.body.details.trim(), active: request.body.active ?? true, position: request.body.position ?? 0 })));

  app.put('/invoice-numeration/update-payment/:id', {
    schema: { tags: ['invoices'], params: SerialParam, body: PaymentChanges, response: { 200: Payment, 400: ErrorSchema, 404: ErrorSchema } }, config: admin,
  }, async (request) => {
    const row = await updatePayment(app.db, currentUser(request).id, Number(request.params.id), paymentFields(request.body));
    if (!row) throw new HttpError(404, PAYMENT_NOT_FOUND);
    return toPayment(row);
  });

  app.post('/invoice-numeration/create-description', {
    schema: { tags: ['invoices'], body: DescriptionBody, response: { 200: Description, 400: ErrorSchema } }, config: admin,
  }, async (request) => toDescription(await createDescription(app.db, currentUser(request).id, { text: request.body.text.trim(), active: request.body.active ?? true, position: request.body.position ?? 0 })));

  app.put('/invoice-numeration/update-description/:id', {
    schema: { tags: ['invoices'], params: SerialParam, body: DescriptionChanges, response: { 200: Description, 400: ErrorSchema, 404: ErrorSchema } }, config: admin,
  }, async (request) => {
    const row = await updateDescription(app.db, currentUser(request).id, Number(request.params.id), descriptionFields(request.body));
    if (!row) throw new HttpError(404, DESCRIPTION_NOT_FOUND);
    return toDescription(row);
  });
};
