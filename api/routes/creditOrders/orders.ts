import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOUSE_ACCOUNT } from '../../../events/credit/credits.js';
import { canDebit } from '../../../events/credit/decide.js';
import { findCreditOrder } from '../../../projections/creditOrders/queries.js';
import { ErrorSchema, HttpError, problem } from '../../http/errors.js';

const ORDER_RECORDING = problem('ORDER_RECORDING', 'The credit order is being recorded; please reload in a moment');
import { idempotent } from '../../http/idempotency.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf, amountOrRefuse } from '../credit/commands.js';
import { mayReadCreditOrder } from '../../../events/creditOrders/access.js';
import { CreditOrderRefused, ORDER_NOT_FOUND } from '../../../events/creditOrders/errors.js';
import { MAX_CREDIT_ORDER_CREDITS } from '../../../events/constants.js';
import {
  assertFreeCredits, assertMethodForSeller, assertSellerCanCover, BUYER_ROLES, canBuyCredits, creditPromotionsOf, paymentMethodsOf, priceListOf, purchaseContext, requireBuyerAccount,
} from './context.js';
import { creditOrderMovementId, eventIds, newOrderId, runCreditOrderCommand } from './handle.js';
import { toCreditOrderRecord } from './record.js';
import { requireCompleteInformation } from '../company/gate.js';
import { CancelBody, ConfirmBody, CreditOrderRecord, IdParams, NotifyBody, OfferBody, PlaceBody, UpdateBody } from './schemas.js';

const ANSWERS = { 200: CreditOrderRecord, 400: ErrorSchema, 402: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const SELLERS = ['Admin', 'Distributor', 'Dealer'] as const;

/** The order as the read model shows it once the command's events are folded. */
export const orderAnswer = async (app: FastifyInstance, orderId: string) => {
  const row = await findCreditOrder(app.db, orderId);
  if (!row) throw new HttpError(503, ORDER_RECORDING);
  return { status: 200, body: toCreditOrderRecord(row) };
};

const optionalText = (value: string | null | undefined) => value?.trim() || null;

/** Buy credits, offers, terms and the payment steps of a credit order. */
export const creditOrderCommandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/credit-order', { schema: { tags: ['credit-order'], body: PlaceBody, response: ANSWERS }, config: { roles: BUYER_ROLES }, preHandler: requireCompleteInformation }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const credits = amountOrRefuse(request.body.credits, MAX_CREDIT_ORDER_CREDITS);
      const buyer = await requireBuyerAccount(app, user.id);
      const context = await purchaseContext(app, buyer, request.body.fromHouse === true);
      assertMethodForSeller(request.body.paymentMethod, context.sellerId);
      const orderId = newOrderId(idempotency);
      const ids = eventIds(idempotency, orderId);
      // Never take an order the seller cannot deliver (events/creditOrders/seller.ts); the form offers the house then.
      await assertSellerCanCover(app, context.sellerId, credits, orderId);
      await runCreditOrderCommand(app, orderId, () => ({
        type: 'PlaceCreditOrder', orderId, ...ids, actor: actorOf(user), at: app.now().toISOString(),
        buyerId: buyer.id, buyerCanBuy: canBuyCredits(buyer), credits, paymentMethod: request.body.paymentMethod, description: optionalText(request.body.description), ...context,
      }));
      return orderAnswer(app, orderId);
    });
  });

  app.post('/credit-order/offer', { schema: { tags: ['credit-order'], body: OfferBody, response: ANSWERS }, config: { roles: SELLERS } }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const credits = amountOrRefuse(request.body.credits, MAX_CREDIT_ORDER_CREDITS);
      const price = request.body.price === undefined || request.body.price === null ? null : amountOrRefuse(request.body.price);
      const [buyer, seller] = await Promise.all([requireBuyerAccount(app, request.body.buyerId), requireBuyerAccount(app, user.id)]);
      const sellerId = user.roles.includes('Admin') ? HOUSE_ACCOUNT : user.id;
      const [availableMethods, priceList, promotions] = await Promise.all([paymentMethodsOf(app, buyer, sellerId), priceListOf(app, sellerId), creditPromotionsOf(app, buyer, sellerId)]);
      assertMethodForSeller(request.body.paymentMethod, sellerId);
      const orderId = newOrderId(idempotency);
      const ids = eventIds(idempotency, orderId);
      await assertFreeCredits(app, sellerId, credits, orderId);
      await runCreditOrderCommand(app, orderId, () => ({
        type: 'OfferCreditOrder', orderId, ...ids, actor: actorOf(user), at: app.now().toISOString(),
        buyerId: buyer.id, buyerParentId: buyer.parent_id, sellerId, sellerCanSale: seller.can_sale, credits, price, priceList, availableMethods,
        paymentMethod: request.body.paymentMethod, description: optionalText(request.body.description), ...promotions,
      }));
      return orderAnswer(app, orderId);
    });
  });

  app.put('/credit-order/update/:id', { schema: { tags: ['credit-order'], params: IdParams, body: UpdateBody, response: ANSWERS }, config: { roles: SELLERS } }, async (request, reply) => {
    const user = currentUser(request);
    const orderId = request.params.id;
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const { credits, price, paymentMethod, description } = request.body;
      const ids = eventIds(idempotency, orderId);
      await runCreditOrderCommand(app, orderId, async (state) => {
        const terms = state.terms;
        // A stranger hears the decider's 404 before any check below could tell it the order exists (or the seller's credits).
        if (terms && !mayReadCreditOrder(actorOf(user), terms)) throw new CreditOrderRefused(404, ORDER_NOT_FOUND);
        const buyer = terms ? await requireBuyerAccount(app, terms.buyerId) : null;
        const newCredits = credits === undefined ? (terms?.credits ?? 0) : amountOrRefuse(credits, MAX_CREDIT_ORDER_CREDITS);
        if (terms && newCredits > terms.credits) await assertFreeCredits(app, terms.sellerId, newCredits, orderId);
        if (terms) assertMethodForSeller(paymentMethod, terms.sellerId);
        // A price given is kept; without one, new credits are priced from the table, unchanged credits keep their price.
        const newPrice = price !== undefined && price !== null ? amountOrRefuse(price) : credits === undefined ? (terms?.price ?? null) : null;
        return {
          type: 'ChangeTerms', orderId, ...ids, actor: actorOf(user), at: app.now().toISOString(),
          credits: newCredits, price: newPrice, priceList: terms ? await priceListOf(app, terms.sellerId) : [],
          paymentMethod: paymentMethod ?? terms?.paymentMethod ?? 'bank_transfer', availableMethods: buyer && terms ? await paymentMethodsOf(app, buyer, terms.sellerId) : [],
          description: description === undefined ? (terms?.description ?? null) : optionalText(description),
          ...(buyer && terms ? await creditPromotionsOf(app, buyer, terms.sellerId) : {}),
        };
      });
      return orderAnswer(app, orderId);
    });
  });

  app.post('/credit-order/accept-offer/:id', { schema: { tags: ['credit-order'], params: IdParams, response: ANSWERS }, config: { roles: BUYER_ROLES } }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const orderId = request.params.id;
      const ids = eventIds(idempotency, orderId);
      await runCreditOrderCommand(app, orderId, async (state) => {
        // Accepting makes the buyer pay: the seller must still hold the credits, which are reserved from then on.
        if (state.terms && state.status === 'Offer' && state.terms.buyerId === user.id) await assertSellerCanCover(app, state.terms.sellerId, state.terms.credits, orderId);
        return { type: 'AcceptOffer', orderId, ...ids, actor: actorOf(user), at: app.now().toISOString() };
      });
      return orderAnswer(app, orderId);
    });
  });

  app.post('/credit-order/notify-payment/:id', { schema: { tags: ['credit-order'], params: IdParams, body: NotifyBody, response: ANSWERS }, config: { roles: BUYER_ROLES } }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const orderId = request.params.id;
      const ids = eventIds(idempotency, orderId);
      await runCreditOrderCommand(app, orderId, () => ({
        type: 'NotifyPayment', orderId, ...ids, actor: actorOf(user), at: app.now().toISOString(), reference: optionalText(request.body.reference),
      }));
      return orderAnswer(app, orderId);
    });
  });

  app.post('/credit-order/confirm-payment/:id', { schema: { tags: ['credit-order'], params: IdParams, body: ConfirmBody, response: ANSWERS }, config: { roles: SELLERS } }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const orderId = request.params.id;
      const amount = request.body.amount === undefined || request.body.amount === null ? null : amountOrRefuse(request.body.amount);
      const ids = eventIds(idempotency, orderId);
      await runCreditOrderCommand(app, orderId, (state) => ({
        type: 'ReceivePayment', orderId, ...ids, actor: actorOf(user), at: app.now().toISOString(),
        amount, reference: optionalText(request.body.reference), provider: 'manual', movementId: creditOrderMovementId(orderId),
        // A pre-check on this process's ledger state; the ledger itself refuses if the credits left meanwhile.
        sellerCanCover: !state.terms || state.terms.sellerId === HOUSE_ACCOUNT || canDebit(app.ledger.state(), state.terms.sellerId, state.terms.credits),
      }));
      return orderAnswer(app, orderId);
    });
  });

  app.post('/credit-order/cancel/:id', {
    schema: { tags: ['credit-order'], params: IdParams, body: CancelBody, response: ANSWERS }, config: { roles: ['Admin', ...BUYER_ROLES] },
  }, async (request, reply) => {
    const user = currentUser(request);
    return idempotent(app, request, reply, user.id, async (idempotency) => {
      const orderId = request.params.id;
      const ids = eventIds(idempotency, orderId);
      await runCreditOrderCommand(app, orderId, () => ({
        type: 'CancelCreditOrder', orderId, ...ids, actor: actorOf(user), at: app.now().toISOString(), reason: optionalText(request.body.reason),
      }));
      return orderAnswer(app, orderId);
    });
  });
};

