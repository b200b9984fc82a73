import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPortal, type CreditPortal } from './portal.js';

// Card payments through Stripe: the checkout is created against a local stand-in for the Stripe
// API, and webhooks are signed locally with the endpoint secret, as Stripe signs them.

const WEBHOOK_SECRET = 'whsec_test_portal';
let t: CreditPortal;
let stripeApi: Server;
const sessionRequests: URLSearchParams[] = [];

beforeAll(async () => {
  stripeApi = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      sessionRequests.push(new URLSearchParams(body));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_1' }));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_portal', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  });
  t = await creditPortal();
});
afterAll(async () => {
  await t?.close();
  stripeApi?.close();
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']) delete process.env[key];
});

const completed = (eventId: string, orderId: string, amount: number, sessionId = 'cs_test_1') => JSON.stringify({
  id: eventId, object: 'event', type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session', amount_total: amount, currency: 'eur', payment_status: 'paid', metadata: { orderId }, client_reference_id: orderId } },
});
const webhook = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
  t.portal.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

describe('card payments through Stripe', () => {
  let orderId: string;

  it('opens a hosted checkout for the total with the card fee', async () => {
    const order = (await t.post('distributor', '/api/credit-order', { credits: 100, paymentMethod: 'card_europe' })).json();
    orderId = order.id;
    expect(order).toMatchObject({ sellerId: 'house', price: 90, fee: 1.26, total: 91.26 });
    const checkout = await t.post('distributor', `/api/credit-order/checkout/${orderId}`);
    expect(checkout.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1', sessionId: 'cs_test_1' });
    const sent = sessionRequests.at(-1)!;
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('9126');
    expect(sent.get('metadata[orderId]')).toBe(orderId);
    expect(sent.get('allowed_payment_method_types[0]')).toBe('card');
    expect(sent.get('success_url')).toBe(`http://portal.test/admin/credit-order-detail/${orderId}?payment=success`);
    expect((await t.post('dealer', `/api/credit-order/checkout/${orderId}`)).statusCode).toBe(404);
  });

  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    const payload = completed('evt_1', orderId, 9126);
    expect((await webhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }))).json()).toMatchObject({ statusCode: 400, message: 'Invalid webhook signature' });
    expect((await webhook(completed('evt_1', orderId, 1), Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).statusCode).toBe(400);
    expect((await t.portal.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect(await t.balance('distributor')).toBe(0);
  });

  it('confirms the order on checkout.session.completed and credits it once, however often the event is replayed', async () => {
    const payload = completed('evt_1', orderId, 9126);
    expect((await webhook(payload)).json()).toEqual({ received: true });
    const view = (await t.get('distributor', `/api/credit-order/view/${orderId}`)).json();
    expect(view).toMatchObject({ status: 'Payment confirmed (admin)', paidAmount: 91.26, credited: true, paymentReference: 'cs_test_1' });
    expect(view.timeline.find((e: { type: string }) => e.type === 'PaymentReceived')).toMatchObject({ provider: 'stripe', amount: 91.26, actorId: null });
    const replays = await Promise.all([webhook(payload), webhook(payload), webhook(completed('evt_2', orderId, 9126))]);
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await webhook(completed('evt_5', orderId, 9126, 'cs_test_2'))).json()).toEqual({ received: true, ignored: 'the credit order was already paid' });
    expect(await t.balance('distributor')).toBe(100);
    expect(await t.creditMovements(orderId)).toHaveLength(1);
  });

  it('answers 200 to events it does not act on, so Stripe stops retrying', async () => {
    const other = JSON.stringify({ id: 'evt_3', object: 'event', type: 'payment_intent.created', data: { object: { id: 'pi_1', object: 'payment_intent' } } });
    expect((await webhook(other)).json()).toEqual({ received: true, ignored: 'payment_intent.created' });
    expect((await webhook(completed('evt_4', '00000000-0000-4000-8000-000000000000', 100, 'cs_test_9'))).json()).toEqual({ received: true, ignored: 'unknown credit order' });
  });

  it('pays online only what the house sells, by card or iDEAL', async () => {
    const bank = (await t.post('distributor', '/api/credit-order', { credits: 10, paymentMethod: 'bank_transfer' })).json();
    expect((await t.post('distributor', `/api/credit-order/checkout/${bank.id}`)).json().message).toBe('This credit order is paid by bank transfer');
    // A card order from a selling parent is not even taken: it could never be paid.
    const fromParent = await t.post('dealer', '/api/credit-order', { credits: 10, paymentMethod: 'card_europe' });
    expect(fromParent.json()).toMatchObject({ statusCode: 400, message: 'Credits bought from your distributor or dealer are paid to them by bank transfer' });
  });
});
