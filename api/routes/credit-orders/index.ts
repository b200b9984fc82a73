import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Subscription } from '../../../events/store/port.js';
import type { PaymentProvider } from '../../services/payments/provider.js';
import { createStripeProvider, stripeSettingsFromEnv } from '../../services/payments/stripe.js';
import { creditOrderListRoutes } from './lists.js';
import { creditOrderCommandRoutes } from './orders.js';
import { creditOrderPaymentRoutes } from './payments.js';
import { startCreditDeliveryReactor } from './reactor.js';

/** Credit orders (buy credits, offers, payments) and the reactor that finishes their ledger step. */
export const creditOrderRoutes: FastifyPluginAsyncTypebox<{ provider?: PaymentProvider }> = async (app, options) => {
  const provider = options.provider ?? createStripeProvider(stripeSettingsFromEnv());
  await app.register(creditOrderCommandRoutes);
  await app.register(creditOrderListRoutes);
  await app.register(creditOrderPaymentRoutes(provider));
  let reactor: Subscription | null = null;
  app.addHook('onReady', async () => {
    reactor = await startCreditDeliveryReactor(app);
  });
  app.addHook('onClose', async () => {
    await reactor?.stop();
  });
};
