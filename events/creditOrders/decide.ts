import { tagSubUser } from '../subUsers/tag.js';
import { feeFor } from '../payments/fees.js';
import type { Problem } from '../problem.js';
import { HOUSE_ACCOUNT } from '../credit/credits.js';
import { CANNOT_SELL, INSUFFICIENT_FUNDS, INVALID_AMOUNT } from '../credit/errors.js';
import type { AcceptOffer, CancelCreditOrder, ChangeTerms, CreditOrderCommand, NotifyPayment, OfferCreditOrder, PlaceCreditOrder, ReceivePayment } from './commands.js';
import {
  ACCEPT_FIRST, ALREADY_CANCELLED, AMOUNT_ABOVE_DUE, CANNOT_BUY, CONFIRMED_NOT_CANCELLABLE, CreditOrderRefused, METHOD_NOT_AVAILABLE, NO_PRICE_LIST,
  NOT_AN_OFFER, NOT_PAYABLE, ONLY_BUYER, ONLY_SELLER, ONLY_TO_CHILDREN, ORDER_EXISTS, ORDER_NOT_FOUND, PAID_ONLY_SELLER_CANCELS, TERMS_LOCKED,
  WHOLE_CREDITS,
} from './errors.js';
import type { CreditOrderEvent, CreditOrderTerms } from './events.js';
import { isWholeCredits, priceFor } from './pricing.js';
import { applyPromotion } from '../promotions/apply.js';
import type { Decider } from '../command/handle-command.js';
import { amountDue, evolve, initialCreditOrder, type CreditOrderState } from './state.js';
import { decideByType } from '../decide-by-type.js';
import { mayReadCreditOrder } from './access.js';

const refuse = (status: 400 | 402 | 404 | 422, refused: Problem): never => {
  throw new CreditOrderRefused(status, refused);
};

type TermsCommand = PlaceCreditOrder | OfferCreditOrder | ChangeTerms;

/** Terms from a command: whole credits, the explicit price or the table's, the method's fee. */
const termsOf = (c: TermsCommand, parties: { buyerId: string; sellerId: string }): CreditOrderTerms => {
  if (!isWholeCredits(c.credits)) refuse(400, WHOLE_CREDITS);
  if (!c.availableMethods.includes(c.paymentMethod)) refuse(400, METHOD_NOT_AVAILABLE);
  const explicit = c.type === 'PlaceCreditOrder' ? null : c.price;
  if (explicit !== null && (!Number.isSafeInteger(explicit) || explicit <= 0)) refuse(400, INVALID_AMOUNT);
  if (explicit === null && c.priceList.length === 0) refuse(400, NO_PRICE_LIST);
  const listPrice = explicit ?? priceFor(c.priceList, c.credits);
  // A promotion is the house's offer on its own table price: never on a seller's explicit price.
  const applied = explicit === null && c.promotions?.length
    ? applyPromotion(c.promotions, 'credits', { userId: parties.buyerId, countryId: c.buyerCountryId ?? null }, new Date(c.at), listPrice)
    : null;
  const price = listPrice - (applied?.discount ?? 0);
  const { fee, feePercent, total } = feeFor(price, c.paymentMethod);
  return {
    orderId: c.orderId, ...parties, credits: c.credits, price, paymentMethod: c.paymentMethod, feePercent, fee, total,
    description: c.description?.trim() || null, actorId: c.actor.id, at: c.at,
    ...(applied ? { promotion: { ...applied, listPrice } } : {}),
  };
};

/** The order's terms when the actor may see it; a stranger gets the 404 of an unknown order. A payment provider answers for its own checkout. */
const visibleTo = (c: CreditOrderCommand, state: CreditOrderState): CreditOrderTerms => {
  const terms = state.terms ?? refuse(404, ORDER_NOT_FOUND);
  if (c.type === 'ReceivePayment' && c.provider !== 'manual') return terms;
  return mayReadCreditOrder(c.actor, terms) ? terms : refuse(404, ORDER_NOT_FOUND);
};
const isSeller = (c: { actor: { id: string; isAdmin: boolean } }, terms: CreditOrderTerms) => c.actor.isAdmin || c.actor.id === terms.sellerId;

const place = (c: PlaceCreditOrder, state: CreditOrderState): CreditOrderEvent[] => {
  if (state.terms) refuse(400, ORDER_EXISTS);
  if (c.actor.id !== c.buyerId) refuse(422, ONLY_BUYER);
  if (!c.buyerCanBuy) refuse(422, CANNOT_BUY);
  return [{ id: c.eventId, type: 'CreditOrderPlaced', data: termsOf(c, { buyerId: c.buyerId, sellerId: c.sellerId }) }];
};

const offer = (c: OfferCreditOrder, state: CreditOrderState): CreditOrderEvent[] => {
  if (state.terms) refuse(400, ORDER_EXISTS);
  if (c.actor.isAdmin) {
    if (c.sellerId !== HOUSE_ACCOUNT) refuse(422, ONLY_TO_CHILDREN);
  } else {
    if (c.actor.id !== c.sellerId || c.buyerParentId !== c.sellerId) refuse(422, ONLY_TO_CHILDREN);
    if (!c.sellerCanSale) refuse(422, CANNOT_SELL);
  }
  return [{ id: c.eventId, type: 'CreditOrderOffered', data: termsOf(c, { buyerId: c.buyerId, sellerId: c.sellerId }) }];
};

const changeTerms = (c: ChangeTerms, state: CreditOrderState): CreditOrderEvent[] => {
  const terms = visibleTo(c, state);
  if (!isSeller(c, terms)) refuse(422, ONLY_SELLER);
  if (state.status !== 'Offer' && state.status !== 'New') refuse(400, TERMS_LOCKED);
  return [{ id: c.eventId, type: 'CreditOrderTermsChanged', data: termsOf(c, { buyerId: terms.buyerId, sellerId: terms.sellerId }) }];
};

const receive = (c: ReceivePayment, state: CreditOrderState): CreditOrderEvent[] => {
  const terms = visibleTo(c, state);
  if (c.provider === 'manual' && !isSeller(c, terms)) refuse(422, ONLY_SELLER);
  // Nothing is owed once confirmed, and a provider's payment is recorded once: retries and replays move nothing.
  if (state.status === 'Payment confirmed (admin)') return [];
  if (c.provider !== 'manual' && c.reference && state.providerReferences.includes(c.reference)) return [];
  if (state.status === 'Cancelled') refuse(400, ALREADY_CANCELLED);
  if (state.status === 'Offer') refuse(400, ACCEPT_FIRST);
  const due = amountDue(state);
  const amount = c.amount ?? due;
  if (!Number.isSafeInteger(amount) || amount <= 0) refuse(400, INVALID_AMOUNT);
  // A provider reports what it actually charged; a person may not record more than is due.
  if (c.provider === 'manual' && amount > due) refuse(400, AMOUNT_ABOVE_DUE);
  const completes = amount >= due;
  if (completes && !c.sellerCanCover) refuse(402, INSUFFICIENT_FUNDS);
  const actorId = c.provider === 'manual' ? c.actor.id : null;
  const received: CreditOrderEvent = { id: c.eventId, type: 'PaymentReceived', data: { orderId: c.orderId, amount, reference: c.reference, provider: c.provider, actorId, at: c.at } };
  if (!completes) return [received];
  return [received, {
    id: c.confirmationEventId, type: 'PaymentConfirmed',
    data: { orderId: c.orderId, buyerId: terms.buyerId, sellerId: terms.sellerId, credits: terms.credits, movementId: c.movementId, actorId, at: c.at },
  }];
};

const cancel = (c: CancelCreditOrder, state: CreditOrderState): CreditOrderEvent[] => {
  const terms = visibleTo(c, state);
  const seller = isSeller(c, terms);
  if (state.status === 'Cancelled') refuse(400, ALREADY_CANCELLED);
  if (state.status === 'Payment confirmed (admin)') refuse(400, CONFIRMED_NOT_CANCELLABLE);
  // Money has arrived: only the seller can cancel, since it has to return it.
  if (state.paid > 0 && !seller) refuse(400, PAID_ONLY_SELLER_CANCELS);
  return [{ id: c.eventId, type: 'CreditOrderCancelled', data: { orderId: c.orderId, reason: c.reason?.trim() || null, actorId: c.actor.id, at: c.at } }];
};

const acceptOffer = (c: AcceptOffer, state: CreditOrderState): CreditOrderEvent[] => {
  const terms = visibleTo(c, state);
  if (c.actor.id !== terms.buyerId) refuse(422, ONLY_BUYER);
  if (state.status !== 'Offer') refuse(400, NOT_AN_OFFER);
  return [{ id: c.eventId, type: 'OfferAccepted', data: { orderId: c.orderId, actorId: c.actor.id, at: c.at } }];
};

const notifyPayment = (c: NotifyPayment, state: CreditOrderState): CreditOrderEvent[] => {
  const terms = visibleTo(c, state);
  if (c.actor.id !== terms.buyerId) refuse(422, ONLY_BUYER);
  if (state.status === 'Offer') refuse(400, ACCEPT_FIRST);
  if (state.status === 'Cancelled' || state.status === 'Payment confirmed (admin)') refuse(400, NOT_PAYABLE);
  return [{ id: c.eventId, type: 'PaymentNotified', data: { orderId: c.orderId, reference: c.reference?.trim() || null, actorId: c.actor.id, at: c.at } }];
};

/** Pure: the events a command produces against one credit order, or a CreditOrderRefused. */
const decideUntagged = decideByType<CreditOrderCommand, CreditOrderState, CreditOrderEvent>('credit order', {
  PlaceCreditOrder: place,
  OfferCreditOrder: offer,
  AcceptOffer: acceptOffer,
  ChangeTerms: changeTerms,
  NotifyPayment: notifyPayment,
  ReceivePayment: receive,
  CancelCreditOrder: cancel,
});

/** The credit order's decider, for the one command path (events/command/handle-command.ts). */
/** The order's events, naming the sub-user who acted for the buyer or seller (issue 13). */
export const decide = (command: CreditOrderCommand, state: CreditOrderState): CreditOrderEvent[] => tagSubUser(command.actor, decideUntagged(command, state));

export const creditOrderDecider: Decider<CreditOrderCommand, CreditOrderState, CreditOrderEvent> = { decide, evolve, initialState: initialCreditOrder };
