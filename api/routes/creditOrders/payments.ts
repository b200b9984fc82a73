import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreditOrderRefused, ORDER_NOT_FOUND, ONLY_BUYER, NOT_PAYABLE, METHOD_NOT_AVAILABLE, WHOLE_CREDITS, NO_PRICE_LIST } from '../../../events/creditOrders/errors.js';
import { isWholeCredits, priceFor } from '../../../events/creditOrders/pricing.js';
import { applyPromotion } from '../../../events/promotions/apply.js';
import { toEuros } from '../../../events/payments/fees.js';
import { HOUSE_ACCOUNT, toCredits } from '../../../events/credit/credits.js';
import { paymentDraft } from '../../../events/payments/draft.js';
import { isOnlineMethod, PAYMENT_METHODS } from '../../../events/payments/fees.js';
import { MAX_CREDIT_ORDER_CREDITS, PAYMENT_FEES } from '../../../events/constants.js';
import { ErrorSchema } from '../../http/errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { PaymentProvider } from '../../services/payments/provider.js';
import { actorOf, amountOrRefuse } from '../credit/commands.js';
import { mayReadCreditOrder } from '../../../events/creditOrders/access.js';
import { BUYER_ROLES, PAY_SELLER_BY_TRANSFER, assertMethodForSeller, canBuyCredits, canSellCredits, purchaseContext, requireBuyerAccount, sellerCanCover, sellerOf } from './context.js';
import { requireCreditOrder } from './handle.js';
import { CanBuySaleReply, CheckoutReply, DraftQuery, DraftReply, IdParams } from './schemas.js';
import { problem } from '../../../events/problem.js';

export const ONLINE_ONLY = problem('PAID_BY_TRANSFER', 'This credit order is paid by bank transfer');

export { PAY_SELLER_BY_TRANSFER };

/** The fee preview of order-credit, the online checkout of a placed order, and can-buy-sale. */
export const creditOrderPaymentRoutes = (provider: PaymentProvider): FastifyPluginAsyncTypebox => async (app) => {
  app.get('/credit-order/payment-draft', {
    schema: { tags: ['credit-order'], querystring: DraftQuery, response: { 200: DraftReply, 400: ErrorSchema, 403: ErrorSchema } }, config: { roles: BUYER_ROLES },
  }, async (request) => {
    const user = currentUser(request);
    const credits = amountOrRefuse(request.query.credits, MAX_CREDIT_ORDER_CREDITS);
    if (!isWholeCredits(credits)) throw new CreditOrderRefused(400, WHOLE_CREDITS);
    const buyer = await requireBuyerAccount(app, user.id);
    const { sellerId, availableMethods, priceList, promotions } = await purchaseContext(app, buyer, request.query.fromHouse === 'true');
    assertMethodForSeller(request.query.paymentMethod, sellerId);
    const paymentMethod = request.query.paymentMethod ?? availableMethods[0];
    if (!availableMethods.includes(paymentMethod)) throw new CreditOrderRefused(400, METHOD_NOT_AVAILABLE);
    if (priceList.length === 0) throw new CreditOrderRefused(400, NO_PRICE_LIST);
    // The same price the order will get (events/creditOrders/decide.ts): the table's, less a Sales CRM promotion.
    const listPrice = priceFor(priceList, credits);
    const promotion = applyPromotion(promotions, 'credits', { userId: buyer.id, countryId: buyer.country_id }, app.now(), listPrice);
    const draft = paymentDraft({
      orderId: null, buyerId: buyer.id, email: buyer.email, credits, price: listPrice - (promotion?.discount ?? 0), paymentMethod, description: null, origin: app.config.publicUrl,
    });
    const paymentMethods = PAYMENT_METHODS.filter((m) => availableMethods.includes(m)).map((method) => ({ method, feePercent: PAYMENT_FEES[method], online: isOnlineMethod(method) }));
    return {
      ...draft, credits: toCredits(credits), sellerId, sellerCanCover: await sellerCanCover(app, sellerId, credits), paymentMethod, paymentMethods,
      listPrice: toEuros(listPrice),
      promotion: promotion && { promotionId: promotion.promotionId, title: promotion.title, discountPercent: promotion.discountPercent, discount: toEuros(promotion.discount) },
    };
  });

  app.post('/credit-order/checkout/:id', {
    schema: { tags: ['credit-order'], params: IdParams, response: { 200: CheckoutReply, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 503: ErrorSchema } },
    config: { roles: BUYER_ROLES },
  }, async (request) => {
    const user = currentUser(request);
    const { state, terms } = await requireCreditOrder(app, request.params.id);
    // A stranger is told the order does not exist (not 403: that signs the client out); the seller may see it but not pay it.
    if (!mayReadCreditOrder(actorOf(user), terms)) throw new CreditOrderRefused(404, ORDER_NOT_FOUND);
    if (terms.buyerId !== user.id) throw new CreditOrderRefused(422, ONLY_BUYER);
    if (!isOnlineMethod(terms.paymentMethod)) throw new CreditOrderRefused(400, ONLINE_ONLY);
    // The provider pays the portal, so only the house's own sales are paid online.
    if (terms.sellerId !== HOUSE_ACCOUNT) throw new CreditOrderRefused(400, PAY_SELLER_BY_TRANSFER);
    if (state.paid > 0 || !(state.status === 'New' || state.status === 'Payment confirmed customer')) throw new CreditOrderRefused(400, NOT_PAYABLE);
    const buyer = await requireBuyerAccount(app, user.id);
    const draft = paymentDraft({
      orderId: terms.orderId, buyerId: terms.buyerId, email: buyer.email, credits: terms.credits, price: terms.price,
      paymentMethod: terms.paymentMethod, description: terms.description, origin: app.config.publicUrl,
    });
    return provider.createCheckout(draft);
  });

  // Spec section 7: invoice-numeration/can-buy-sale answers the caller's buy and sale permissions.
  app.post('/invoice-numeration/can-buy-sale', {
    schema: { tags: ['credit-order'], response: { 200: CanBuySaleReply } }, // no body: the answer is about the caller
  }, async (request) => {
    const user = await requireBuyerAccount(app, currentUser(request).id);
    const canBuy = canBuyCredits(user);
    return { canBuy, canSale: canSellCredits(user), sellerId: canBuy ? await sellerOf(app, user) : null };
  });
};
