import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentProvider } from '../../services/payments/provider.js';
import { createStripeProvider, stripeSettingsFromEnv } from '../../services/payments/stripe.js';
import { creditOrderListRoutes } from './lists.js';
import { creditOrderCommandRoutes } from './orders.js';
import { creditOrderPaymentRoutes } from './payments.js';

/** Credit orders (buy credits, offers, payments); their delivery reactor is started with the services (api/reactors.ts). */
export const creditOrderRoutes: FastifyPluginAsyncTypebox<{ provider?: PaymentProvider }> = async (app, options) => {
  const provider = options.provider ?? createStripeProvider(stripeSettingsFromEnv());
  await app.register(creditOrderCommandRoutes);
  await app.register(creditOrderListRoutes);
  await app.register(creditOrderPaymentRoutes(provider));
};
