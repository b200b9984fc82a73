import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invoiceListRoutes } from './invoices.js';
import { invoiceLinesRoutes } from './lines.js';
import { numerationRoutes } from './numeration.js';
import { resendInvoiceRoutes } from './resend.js';

export { publicInvoiceRoutes } from './public.js';

/** Invoices of credit orders and their settings (signed in). */
export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(invoiceListRoutes);
  await app.register(numerationRoutes);
  await app.register(invoiceLinesRoutes);
  await app.register(resendInvoiceRoutes);
};
