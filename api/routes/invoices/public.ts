import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicLinkLimit } from '../../http/rate-limit.js';
import { readableInvoice, sendInvoicePdf } from './access.js';
import { IdParam } from './schemas.js';

/** The spec's public /invoice/{id}: the invoice's id is unguessable, so the link is the permission. */
export const publicInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/public/invoice/:id/pdf', {
    schema: { tags: ['invoices'], params: IdParam, security: [] },
    config: { rateLimit: publicLinkLimit },
  }, async (request, reply) => sendInvoicePdf(reply, await readableInvoice(app, null, request.params.id)));
};
