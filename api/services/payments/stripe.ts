import Stripe from 'stripe';
import type { PaymentDraft } from '../../../events/payments/draft.js';
import { invalidSignature, notConfigured, returnUrls, WEBHOOK_NOT_CONFIGURED, type PaymentProvider, type ProviderEvent } from './provider.js';

// Stripe adapter: Checkout Sessions for card and iDEAL, webhooks verified with the endpoint secret.
// STRIPE_SECRET_KEY enables checkout, STRIPE_WEBHOOK_SECRET the webhook; STRIPE_API_BASE points the
// client at another server (stripe-mock, a test double).

export type StripeSettings = { secretKey: string | null; webhookSecret: string | null; apiBase: string | null };

export const stripeSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): StripeSettings => ({
  secretKey: env.STRIPE_SECRET_KEY || null,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
  apiBase: env.STRIPE_API_BASE || null,
});

const clientOptions = (apiBase: string | null): ConstructorParameters<typeof Stripe>[1] => {
  if (!apiBase) return { maxNetworkRetries: 2, telemetry: false };
  const url = new URL(apiBase);
  return { host: url.hostname, port: url.port || undefined, protocol: url.protocol === 'http:' ? 'http' : 'https', maxNetworkRetries: 0, telemetry: false };
};

const toCents = (euros: number) => Math.round(euros * 100);

/** The payment a Checkout Session event reports, or null while it is still unpaid (delayed methods). */
const sessionPayment = (eventId: string, session: Stripe.Checkout.Session): ProviderEvent => {
  if (session.payment_status !== 'paid') return { kind: 'ignored', eventId, type: `checkout.session.${session.payment_status}` };
  return {
    kind: 'payment', eventId, sessionId: session.id, orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    amount: session.amount_total ?? 0, currency: (session.currency ?? 'eur').toUpperCase(),
  };
};

export const createStripeProvider = (settings: StripeSettings): PaymentProvider => {
  // Webhook verification is local; the client only needs a real key to call the API.
  const stripe = new Stripe(settings.secretKey ?? 'sk_unconfigured', clientOptions(settings.apiBase));
  return {
    name: 'stripe',
    createCheckout: async (draft: PaymentDraft) => {
      if (!settings.secretKey) throw notConfigured();
      if (!draft.orderId) throw new Error('a checkout needs a placed order');
      const { successUrl, cancelUrl } = returnUrls(draft);
      const amount = toCents(draft.amount);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        allowed_payment_method_types: draft.payment_method_types as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
        customer_email: draft.email,
        client_reference_id: draft.orderId,
        line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: amount, product_data: { name: draft.description } } }],
        metadata: { orderId: draft.orderId, dealerId: draft.dealerId, amountOriginal: String(draft.amount_original), fee: String(draft.fee), percentageFee: String(draft.percentageFee) },
        success_url: successUrl,
        cancel_url: cancelUrl,
      }, { idempotencyKey: `checkout:${draft.orderId}:${amount}` }); // a double click opens the same session
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { url: session.url, sessionId: session.id };
    },
    parseWebhook: (rawBody, signatureHeader) => {
      if (!settings.webhookSecret) throw notConfigured(WEBHOOK_NOT_CONFIGURED);
      if (!signatureHeader) throw invalidSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch {
        throw invalidSignature();
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return sessionPayment(event.id, event.data.object);
        default:
          return { kind: 'ignored', eventId: event.id, type: event.type };
      }
    },
  };
};
