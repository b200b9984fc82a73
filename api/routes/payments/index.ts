import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CreditOrderRefused } from '../../../events/creditOrders/errors.js';
import { ErrorSchema } from '../../http/errors.js';
import type { PaymentProvider } from '../../services/payments/provider.js';
import { createStripeProvider, stripeSettingsFromEnv } from '../../services/payments/stripe.js';
import { deterministicUuid } from '../../../events/deterministic-id.js';
import { creditOrderMovementId, loadCreditOrder, runCreditOrderCommand } from '../creditOrders/handle.js';
import { UUID } from '../../http/simple-rest.js';

// The payment provider's webhook (public: the provider signs it instead of a token). The
// signature covers the exact bytes, so this plugin alone reads JSON as a raw buffer. A completed
// checkout records PaymentReceived (provider 'stripe') for the order in its metadata; ids derive from
// the checkout session, so a replayed or repeated webhook confirms and credits the order once.

const Received = Type.Object({ received: Type.Boolean(), ignored: Type.Optional(Type.String()) });

export const paymentWebhookRoutes: FastifyPluginAsyncTypebox<{ provider?: PaymentProvider }> = async (app, options) => {
  const provider = options.provider ?? createStripeProvider(stripeSettingsFromEnv());
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/payments/stripe/webhook', {
    schema: { tags: ['payments'], response: { 200: Received, 400: ErrorSchema, 503: ErrorSchema } },
  }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    const signature = request.headers['stripe-signature'];
    const event = provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
    if (event.kind !== 'payment') return { received: true, ignored: event.type };
    const orderId = event.orderId;
    // Answered 200 so the provider stops retrying; a person has to look at such a payment.
    const ignore = (reason: string) => {
      request.log.warn({ orderId, sessionId: event.sessionId, reason }, 'card payment not recorded');
      return { received: true, ignored: reason };
    };
    if (!orderId || !UUID.test(orderId)) return ignore('no credit order in the session');
    if (event.currency !== 'EUR') return ignore(`unexpected currency ${event.currency}`);
    const { state } = await loadCreditOrder(app, orderId);
    if (!state.terms) return ignore('unknown credit order');
    // A second checkout paid for an order already paid: the money has to go back, the credits stay once.
    if (state.status === 'Payment confirmed (admin)' && !state.providerReferences.includes(event.sessionId)) return ignore('the credit order was already paid');
    try {
      await runCreditOrderCommand(app, orderId, () => ({
        type: 'ReceivePayment', orderId, eventId: deterministicUuid(`stripe:${event.sessionId}:payment`),
        confirmationEventId: deterministicUuid(`stripe:${event.sessionId}:confirmation`), actor: { id: 'stripe', isAdmin: false },
        at: app.now().toISOString(), amount: event.amount, reference: event.sessionId, provider: 'stripe',
        movementId: creditOrderMovementId(orderId), sellerCanCover: true,
      }));
    } catch (error) {
      if (error instanceof CreditOrderRefused) return ignore(error.message);
      throw error;
    }
    return { received: true };
  });
};
