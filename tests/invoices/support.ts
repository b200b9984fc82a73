import { randomUUID } from 'node:crypto';
import { creditOrderStream, type CreditOrderEvent, type CreditOrderTerms } from '../../events/creditOrders/events.js';
import { issueInvoice } from '../../api/services/invoices/issue.js';
import type { TestPortal } from '../support/app.js';

// Credit orders written straight into the event store, their invoices issued as the confirm route
// issues them: these tests do not need the credit-order routes.

export type OrderInput = { buyerId: string; sellerId: string; credits: number; price: number; feePercent?: number; description?: string | null };

export const placeOrder = async (portal: TestPortal, input: OrderInput, at = '2026-11-20T10:00:00.000Z') => {
  const orderId = randomUUID();
  const feePercent = input.feePercent ?? 1.4;
  const fee = Math.round((input.price * feePercent) / 100);
  const terms: CreditOrderTerms = {
    orderId, buyerId: input.buyerId, sellerId: input.sellerId, credits: input.credits, price: input.price, paymentMethod: 'card_europe',
    feePercent, fee, total: input.price + fee, description: input.description ?? null, actorId: input.buyerId, at,
  };
  const placed: CreditOrderEvent = { id: randomUUID(), type: 'CreditOrderPlaced', data: terms };
  const result = await portal.services.store.appendToStream(creditOrderStream(orderId), [placed], { expectedRevision: 'no_stream' });
  await portal.services.runner.waitFor(result.position);
  return { orderId, terms };
};

export const confirmPayment = async (portal: TestPortal, terms: CreditOrderTerms, at = '2026-11-21T09:30:00.000Z') => {
  const confirmed: CreditOrderEvent = {
    id: randomUUID(), type: 'PaymentConfirmed',
    data: { orderId: terms.orderId, buyerId: terms.buyerId, sellerId: terms.sellerId, credits: terms.credits, movementId: randomUUID(), actorId: null, at },
  };
  const result = await portal.services.store.appendToStream(creditOrderStream(terms.orderId), [confirmed]);
  // As the confirm route does: the invoice is issued as its own event, once.
  const issued = await issueInvoice(portal.services, terms.orderId);
  await portal.services.runner.waitFor(issued ?? result.position);
};

export const paidOrder = async (portal: TestPortal, input: OrderInput) => {
  const { orderId, terms } = await placeOrder(portal, input);
  await confirmPayment(portal, terms);
  return orderId;
};

export { pdfText } from '../support/pdf-text.js';
