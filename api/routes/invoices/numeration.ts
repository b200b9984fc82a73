import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INVOICE_NUMERATION_STREAM, type InvoiceNumeration, type InvoiceNumerationSet } from '../../../events/invoices/events.js';
import { formatInvoiceNumber, numerationProblem } from '../../../events/invoices/numeration.js';
import { auditNumeration, listDescriptions, listPayments, readCompany, readNumeration, saveCompany } from '../../../tables/invoiceNumeration/queries.js';
import { lowestFreeNumber } from '../../../projections/invoices/queries.js';
import { attachment } from '../../http/content-disposition.js';
import { ErrorSchema, HttpError } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { BANK_DETAILS_READERS } from '../../http/access.js';
import { renderInvoicePdf } from '../../services/invoices/pdf.js';
import { sampleInvoice } from '../../services/invoices/sample.js';
import { NumerationBody, Numeration, PreviewBody } from './schemas.js';

const admin = { roles: ['Admin'] } as const;
const orNull = (s: string) => s.trim() || null;

export const readSettings = async (app: FastifyInstance) => {
  const [numeration, company, payments, descriptions] = await Promise.all([readNumeration(app.db), readCompany(app.db), listPayments(app.db), listDescriptions(app.db)]);
  return { numeration, company, payments, descriptions };
};

const toNumeration = ({ numeration: n, company: c, payments, descriptions }: Awaited<ReturnType<typeof readSettings>>) => ({
  ...n,
  nextInvoiceNumber: formatInvoiceNumber(n.prefix, n.nextNumber, n.numberLength),
  companyName: c.company_name, companyAddress: c.company_address, companyEmail: c.company_email, companyCountry: c.company_country, companyVatId: c.company_vat_id,
  payments: payments.map(({ id, name, details, active, position }) => ({ id, name, details, active, position })),
  descriptions: descriptions.map(({ id, text, active, position }) => ({ id, text, active, position })),
});

/** Invoice settings (Admin): numbering, the portal's details as seller, and a sample PDF. */
export const numerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/invoice-numeration/index', {
    schema: { tags: ['invoices'], response: { 200: Numeration } }, config: admin,
  }, async () => toNumeration(await readSettings(app)));

  // Buyers paying the house by bank transfer need its bank details; only the active ones, no settings.
  app.get('/invoice-numeration/payment-details', {
    schema: { tags: ['invoices'], response: { 200: Type.Array(Type.Object({ name: Type.String(), details: Type.String() })) } },
    config: { roles: BANK_DETAILS_READERS },
  }, async () => (await listPayments(app.db)).filter((p) => p.active).map(({ name, details }) => ({ name, details })));

  app.post('/invoice-numeration/save', {
    schema: { tags: ['invoices'], body: NumerationBody, response: { 200: Numeration, 400: ErrorSchema } }, config: admin,
  }, async (request) => {
    const user = currentUser(request);
    const { prefix, numberLength, nextNumber, ...company } = request.body;
    const wanted: InvoiceNumeration = { prefix: prefix.trim(), numberLength, nextNumber };
    const problem = numerationProblem(wanted, await lowestFreeNumber(app.db, wanted.prefix));
    if (problem) throw new HttpError(400, problem);
    const current = await readNumeration(app.db);
    if (current.prefix !== wanted.prefix || current.numberLength !== wanted.numberLength || current.nextNumber !== wanted.nextNumber) {
      // An event, not only a row: the invoices projection numbers orders from it, also on a rebuild.
      const event: InvoiceNumerationSet = { id: randomUUID(), type: 'InvoiceNumerationSet', data: { ...wanted, actorId: user.id, at: app.now().toISOString() } };
      await app.record(INVOICE_NUMERATION_STREAM, [event]);
      await auditNumeration(app.db, user.id, current, wanted);
    }
    if (Object.keys(company).length) {
      const c = await readCompany(app.db);
      await saveCompany(app.db, user.id, {
        companyName: company.companyName?.trim() ?? c.company_name, companyAddress: company.companyAddress ?? c.company_address,
        companyEmail: company.companyEmail?.trim() ?? c.company_email, companyCountry: company.companyCountry?.trim() ?? c.company_country,
        companyVatId: company.companyVatId?.trim() ?? c.company_vat_id,
      });
    }
    return toNumeration(await readSettings(app));
  });

  app.post('/invoice-numeration/preview-pdf', {
    schema: { tags: ['invoices'], body: PreviewBody }, config: admin,
  }, async (request, reply) => {
    const { numeration, company, payments, descriptions } = await readSettings(app);
    const b = request.body ?? {};
    const preview: InvoiceNumeration = { prefix: b.prefix?.trim() ?? numeration.prefix, numberLength: b.numberLength ?? numeration.numberLength, nextNumber: b.nextNumber ?? numeration.nextNumber };
    const problem = numerationProblem(preview, 1);
    if (problem) throw new HttpError(400, problem);
    const pdf = await renderInvoicePdf(sampleInvoice({
      numeration: preview,
      seller: {
        name: b.companyName ?? company.company_name, address: orNull(b.companyAddress ?? company.company_address), email: orNull(b.companyEmail ?? company.company_email),
        country: orNull(b.companyCountry ?? company.company_country), vatId: orNull(b.companyVatId ?? company.company_vat_id),
      },
      paymentDetails: payments.filter((p) => p.active).map(({ name, details }) => ({ name, details })),
      notes: descriptions.filter((d) => d.active).map((d) => d.text),
    }, app.now()));
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', attachment('invoice-preview.pdf')).send(pdf);
  });
};
