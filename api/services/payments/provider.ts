import type { PaymentDraft } from '../../../events/payments/draft.js';
import { HttpError } from '../../http/errors.js';
import { problem } from '../../../events/problem.js';

// The payment provider port: a hosted checkout for online methods (card, iDEAL) and the signed
// webhook that reports the payment. One adapter today (Stripe); the routes only see this port.

export type CheckoutSession = { url: string; sessionId: string };

/** A completed payment as the provider reports it; `amount` is in EUR cents. */
export type ProviderPayment = { kind: 'payment'; eventId: string; sessionId: string; orderId: string | null; amount: number; currency: string };
export type ProviderEvent = ProviderPayment | { kind: 'ignored'; eventId: string; type: string };

export interface PaymentProvider {
  readonly name: 'stripe';
  createCheckout(draft: PaymentDraft): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body; throws InvalidWebhookSignature when it does not match. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

export const CARD_PAYMENTS_NOT_CONFIGURED = problem('CARD_PAYMENTS_NOT_CONFIGURED', 'Card payments are not configured');
export const WEBHOOK_NOT_CONFIGURED = problem('WEBHOOK_NOT_CONFIGURED', 'Payment webhooks are not configured');
export const INVALID_SIGNATURE = problem('INVALID_WEBHOOK_SIGNATURE', 'Invalid webhook signature');

export const notConfigured = (message = CARD_PAYMENTS_NOT_CONFIGURED) => new HttpError(503, message);
export const invalidSignature = () => new HttpError(400, INVALID_SIGNATURE);

/** Where the buyer lands after the hosted checkout (the credit order's detail screen). */
export const returnUrls = (draft: PaymentDraft) => {
  const page = `${draft.origin}/admin/credit-order-detail/${draft.orderId}`;
  return { successUrl: `${page}?payment=success`, cancelUrl: `${page}?payment=cancelled` };
};
