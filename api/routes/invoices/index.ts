import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adoptLegacyInvoices } from '../../services/invoices/adopt.js';
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
  app.addHook('onReady', async () => {
    const { adopted } = await adoptLegacyInvoices(app.db, app.store);
    if (adopted) app.log.info({ adopted }, 'invoices printed by an older version recorded as InvoiceIssued events');
  });
};
