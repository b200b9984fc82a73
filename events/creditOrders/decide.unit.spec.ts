import { describe, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import type { Actor } from '../credit/commands.js';
import type { CreditOrderCommand } from './commands.js';
import { decide } from './decide.js';
import type { CreditOrderEvent, CreditOrderTerms } from './events.js';
import { evolve, initialCreditOrder } from './state.js';

const spec = deciderSpec({ decide, evolve, initialState: initialCreditOrder });
const at = '2026-11-21T10:00:00.000Z';
const who = (id: string, isAdmin = false): Actor => ({ id, isAdmin });
const admin = who('admin', true);
const priceList = [{ credits: 1_000, price: 1_000 }, { credits: 10_000, price: 9_000 }];
const methods = ['bank_transfer', 'card_europe'] as const;

/** 100 credits from the distributor for 90.00 + 1.4 % card fee. */
const terms = (extra: Partial<CreditOrderTerms> = {}): CreditOrderTerms => ({
  orderId: 'o1', buyerId: 'dealer', sellerId: 'distributor', credits: 10_000, price: 9_000, paymentMethod: 'card_europe',
  feePercent: 1.4, fee: 126, total: 9_126, description: null, actorId: 'dealer', at, ...extra,
});
const placed: CreditOrderEvent = { id: 'e1', type: 'CreditOrderPlaced', data: terms() };
const offeredWith = (data: CreditOrderTerms): CreditOrderEvent => ({ id: 'e1', type: 'CreditOrderOffered', data });
const offered = offeredWith(terms({ actorId: 'distributor' }));
const accepted: CreditOrderEvent = { id: 'e2', type: 'OfferAccepted', data: { orderId: 'o1', actorId: 'dealer', at } };
const notified: CreditOrderEvent = { id: 'e3', type: 'PaymentNotified', data: { orderId: 'o1', reference: 'TR-1', actorId: 'dealer', at } };
const paidPart: CreditOrderEvent = { id: 'e4', type: 'PaymentReceived', data: { orderId: 'o1', amount: 5_000, reference: null, provider: 'manual', actorId: 'distributor', at } };
const confirmedBy = (actorId: string | null): CreditOrderEvent => ({ id: 'c', type: 'PaymentConfirmed', data: { orderId: 'o1', buyerId: 'dealer', sellerId: 'distributor', credits: 10_000, movementId: 'm', actorId, at } });
const confirmed = confirmedBy('distributor');
const cancelled: CreditOrderEvent = { id: 'e9', type: 'CreditOrderCancelled', data: { orderId: 'o1', reason: null, actorId: 'dealer', at } };

const place = (extra: Partial<Extract<CreditOrderCommand, { type: 'PlaceCreditOrder' }>> = {}): CreditOrderCommand => ({
  type: 'PlaceCreditOrder', orderId: 'o1', eventId: 'e1', actor: who('dealer'), at, buyerId: 'dealer', buyerCanBuy: true, sellerId: 'distributor',
  credits: 10_000, priceList, paymentMethod: 'card_europe', availableMethods: methods, description: null, ...extra,
});
const offer = (extra: Partial<Extract<CreditOrderCommand, { type: 'OfferCreditOrder' }>> = {}): CreditOrderCommand => ({
  type: 'OfferCreditOrder', orderId: 'o1', eventId: 'e1', actor: who('distributor'), at, buyerId: 'dealer', buyerParentId: 'distributor', sellerId: 'distributor',
  sellerCanSale: true, credits: 10_000, price: null, priceList, paymentMethod: 'card_europe', availableMethods: methods, description: null, ...extra,
});
const receive = (amount: number | null, extra: Partial<Extract<CreditOrderCommand, { type: 'ReceivePayment' }>> = {}): CreditOrderCommand => ({
  type: 'ReceivePayment', orderId: 'o1', eventId: 'e5', actor: who('distributor'), at, amount, reference: null, provider: 'manual',
  confirmationEventId: 'c', movementId: 'm', sellerCanCover: true, ...extra,
});
const simple = (type: 'AcceptOffer' | 'NotifyPayment' | 'CancelCreditOrder', actor: Actor): CreditOrderCommand =>
  type === 'AcceptOffer' ? { type, orderId: 'o1', eventId: 'e2', actor, at }
    : type === 'NotifyPayment' ? { type, orderId: 'o1', eventId: 'e3', actor, at, reference: ' TR-1 ' }
      : { type, orderId: 'o1', eventId: 'e9', actor, at, reason: null };

describe('credit order: place', () => {
  it('prices the credits from the table and adds the method fee', () => spec.given([]).when(place()).then([placed]));
  it('refuses fractional or zero credits: Please enter a valid amount', () => {
    spec.given([]).when(place({ credits: 10_050 })).thenThrows({ status: 400, message: 'Please enter a valid amount' });
    spec.given([]).when(place({ credits: 0 })).thenThrows({ status: 400, message: 'Please enter a valid amount' });
  });
  it("refuses a method the buyer's country does not offer", () =>
    spec.given([]).when(place({ paymentMethod: 'usa' })).thenThrows({ status: 400, message: 'This payment method is not available in your country' }));
  it('refuses a buyer that may not buy, someone else buying, no price table, an existing order', () => {
    spec.given([]).when(place({ buyerCanBuy: false })).thenThrows({ status: 422, message: 'Your account is not allowed to buy credits' });
    spec.given([]).when(place({ actor: who('other') })).thenThrows({ status: 422 });
    spec.given([]).when(place({ priceList: [] })).thenThrows({ status: 400, message: 'Credit prices are not configured yet' });
    spec.given([placed]).when(place()).thenThrows({ status: 400, message: 'This credit order already exists' });
  });
});

describe('credit order: offers', () => {
  it('lets a parent offer credits to its child, as an Offer', () => spec.given([]).when(offer()).then([offered]));
  it('takes an explicit price from the seller', () =>
    spec.given([]).when(offer({ price: 8_000, paymentMethod: 'bank_transfer' })).then([
      offeredWith(terms({ price: 8_000, paymentMethod: 'bank_transfer', feePercent: 0, fee: 0, total: 8_000, actorId: 'distributor' })),
    ]));
  it('refuses offers to accounts that are not direct children, and sellers that may not sell', () => {
    spec.given([]).when(offer({ buyerParentId: 'someone' })).thenThrows({ status: 422, message: 'You can only send offers to your own sub-accounts' });
    spec.given([]).when(offer({ sellerCanSale: false })).thenThrows({ status: 422, message: 'Your account is not allowed to sell credits' });
    spec.given([]).when(offer({ price: 0 })).thenThrows({ status: 400, message: 'Please enter a valid amount' });
  });
  it('lets an administrator offer from the house only', () => {
    spec.given([]).when(offer({ actor: admin, sellerId: 'house' })).then([offeredWith(terms({ sellerId: 'house', actorId: 'admin' }))]);
    spec.given([]).when(offer({ actor: admin })).thenThrows({ status: 422 });
  });
  it('is accepted by the buyer only, and only while it is an offer: New', () => {
    spec.given([offered]).when(simple('AcceptOffer', who('dealer'))).then([accepted]);
    spec.given([offered]).when(simple('AcceptOffer', who('distributor'))).thenThrows({ status: 422, message: 'Only the buyer can do this' });
    spec.given([placed]).when(simple('AcceptOffer', who('dealer'))).thenThrows({ status: 400, message: 'Only an offer can be accepted' });
    spec.given([]).when(simple('AcceptOffer', who('dealer'))).thenThrows({ status: 404, message: 'Credit order not found' });
  });
});

describe('credit order: change terms', () => {
  const change = (actor: Actor): CreditOrderCommand => ({
    type: 'ChangeTerms', orderId: 'o1', eventId: 'e6', actor, at, credits: 20_000, price: null, priceList, paymentMethod: 'bank_transfer', availableMethods: methods, description: 'More',
  });
  const changed: CreditOrderEvent = { id: 'e6', type: 'CreditOrderTermsChanged', data: terms({ credits: 20_000, price: 18_000, paymentMethod: 'bank_transfer', feePercent: 0, fee: 0, total: 18_000, description: 'More', actorId: 'distributor' }) };
  it('lets the seller change the terms of an Offer or a New order', () => {
    spec.given([offered]).when(change(who('distributor'))).then([changed]);
    spec.given([placed]).when(change(who('distributor'))).then([changed]);
    spec.given([placed]).when(change(admin)).then([{ ...changed, data: { ...changed.data, actorId: 'admin' } }]);
  });
  it('refuses the buyer, and any change once a payment was notified or received', () => {
    spec.given([placed]).when(change(who('dealer'))).thenThrows({ status: 422, message: 'Only the seller or an administrator can do this' });
    spec.given([placed, notified]).when(change(who('distributor'))).thenThrows({ status: 400, message: 'The terms can only be changed before any payment' });
    spec.given([placed, paidPart]).when(change(who('distributor'))).thenThrows({ status: 400 });
  });
});

describe('credit order: notify payment', () => {
  it('moves a New order to Payment confirmed customer, by the buyer', () => spec.given([placed]).when(simple('NotifyPayment', who('dealer'))).then([notified]));
  it('refuses an unaccepted offer, a confirmed or cancelled order, and anyone but the buyer', () => {
    spec.given([offered]).when(simple('NotifyPayment', who('dealer'))).thenThrows({ status: 400, message: 'The offer has not been accepted yet' });
    spec.given([placed, cancelled]).when(simple('NotifyPayment', who('dealer'))).thenThrows({ status: 400, message: 'This credit order is not waiting for a payment' });
    spec.given([placed, { ...paidPart, data: { ...paidPart.data, amount: 9_126 } }, confirmed]).when(simple('NotifyPayment', who('dealer'))).thenThrows({ status: 400 });
    spec.given([placed]).when(simple('NotifyPayment', who('distributor'))).thenThrows({ status: 422 });
  });
});

describe('credit order: receive payment', () => {
  const full = (amount: number, actorId = 'distributor'): CreditOrderEvent => ({ id: 'e5', type: 'PaymentReceived', data: { orderId: 'o1', amount, reference: null, provider: 'manual', actorId, at } });
  it('confirms a fully paid order: PaymentReceived then PaymentConfirmed (the ledger credits the buyer)', () =>
    spec.given([placed, notified]).when(receive(null)).then([full(9_126), confirmed]));
  it('records a partial payment as Partially paid, and confirms when the rest arrives', () => {
    spec.given([placed]).when(receive(5_000)).then([full(5_000)]);
    spec.given([placed, paidPart]).when(receive(null)).then([full(4_126), confirmed]);
    spec.given([placed, paidPart]).when(receive(4_126)).then([full(4_126), confirmed]);
  });
  it('moves nothing for an order already confirmed (a retried or concurrent confirm)', () =>
    spec.given([placed, full(9_126), confirmed]).when(receive(null)).then([]));
  it('refuses more than is due, bad amounts, unaccepted offers, cancelled orders', () => {
    spec.given([placed, paidPart]).when(receive(4_127)).thenThrows({ status: 400, message: 'The amount is higher than what is left to pay' });
    spec.given([placed]).when(receive(-1)).thenThrows({ status: 400, message: 'Please enter a valid amount' });
    spec.given([offered]).when(receive(null)).thenThrows({ status: 400, message: 'The offer has not been accepted yet' });
    spec.given([placed, cancelled]).when(receive(null)).thenThrows({ status: 400, message: 'This credit order is already cancelled' });
  });
  it('is recorded by the seller or an administrator only', () => {
    spec.given([placed]).when(receive(null, { actor: who('dealer') })).thenThrows({ status: 422 });
    spec.given([placed]).when(receive(null, { actor: admin })).then([full(9_126, 'admin'), confirmedBy('admin')]);
  });
  it('refuses to confirm when the selling parent does not hold the credits: Insufficient funds', () => {
    spec.given([placed]).when(receive(null, { sellerCanCover: false })).thenThrows({ status: 402, message: 'Insufficient funds' });
    spec.given([placed]).when(receive(5_000, { sellerCanCover: false })).then([full(5_000)]);
  });
  it('records a provider payment once per reference, even on replay', () => {
    const card = receive(9_126, { provider: 'stripe', reference: 'cs_1', actor: who('system') });
    const cardReceived: CreditOrderEvent = { id: 'e5', type: 'PaymentReceived', data: { orderId: 'o1', amount: 9_126, reference: 'cs_1', provider: 'stripe', actorId: null, at } };
    spec.given([placed]).when(card).then([cardReceived, confirmedBy(null)]);
    spec.given([placed, { ...cardReceived, data: { ...cardReceived.data, amount: 100 } }]).when(card).then([]);
  });
});

describe('credit order: cancel', () => {
  it('lets the buyer cancel an offer or a New order, and the seller any order not confirmed', () => {
    spec.given([offered]).when(simple('CancelCreditOrder', who('dealer'))).then([cancelled]);
    spec.given([placed, notified]).when(simple('CancelCreditOrder', who('dealer'))).then([cancelled]);
    spec.given([placed, paidPart]).when(simple('CancelCreditOrder', who('distributor'))).then([{ ...cancelled, data: { ...cancelled.data, actorId: 'distributor' } }]);
  });
  it('refuses after confirmation, twice, a partly paid order by the buyer, and strangers', () => {
    spec.given([placed, { ...paidPart, data: { ...paidPart.data, amount: 9_126 } }, confirmed]).when(simple('CancelCreditOrder', admin)).thenThrows({ status: 400, message: 'A confirmed credit order can no longer be cancelled' });
    spec.given([placed, cancelled]).when(simple('CancelCreditOrder', who('dealer'))).thenThrows({ status: 400, message: 'This credit order is already cancelled' });
    spec.given([placed, paidPart]).when(simple('CancelCreditOrder', who('dealer'))).thenThrows({ status: 400, message: 'A partially paid credit order can only be cancelled by the seller' });
    spec.given([placed]).when(simple('CancelCreditOrder', who('stranger'))).thenThrows({ status: 404, message: 'Credit order not found' });
  });
});

describe('credit order: who may see it', () => {
  const change = (actor: Actor): CreditOrderCommand => ({
    type: 'ChangeTerms', orderId: 'o1', eventId: 'e6', actor, at, credits: 20_000, price: null, priceList, paymentMethod: 'bank_transfer', availableMethods: methods, description: null,
  });
  // A stranger learns nothing, not even that the order exists: every command answers the unknown order's 404.
  it('answers a stranger 404 on every command, as for an order that does not exist', () => {
    const stranger = who('stranger');
    const notFound = { status: 404, message: 'Credit order not found' };
    spec.given([offered]).when(simple('AcceptOffer', stranger)).thenThrows(notFound);
    spec.given([placed]).when(simple('NotifyPayment', stranger)).thenThrows(notFound);
    spec.given([placed]).when(simple('CancelCreditOrder', stranger)).thenThrows(notFound);
    spec.given([placed]).when(receive(null, { actor: stranger })).thenThrows(notFound);
    spec.given([placed]).when(change(stranger)).thenThrows(notFound);
    spec.given([]).when(simple('CancelCreditOrder', stranger)).thenThrows(notFound);
  });
  it('tells a party what only the other side may do', () => {
    spec.given([placed]).when(change(who('dealer'))).thenThrows({ status: 422, message: 'Only the seller or an administrator can do this' });
    spec.given([offered]).when(simple('AcceptOffer', who('distributor'))).thenThrows({ status: 422, message: 'Only the buyer can do this' });
  });
  it("takes a payment provider's confirmation of its own checkout", () => {
    spec.given([placed]).when(receive(9_126, { provider: 'stripe', reference: 'cs_1', actor: who('stripe') })).then([
      { id: 'e5', type: 'PaymentReceived', data: { orderId: 'o1', amount: 9_126, reference: 'cs_1', provider: 'stripe', actorId: null, at } },
      { id: 'c', type: 'PaymentConfirmed', data: { orderId: 'o1', buyerId: 'dealer', sellerId: 'distributor', credits: 10_000, movementId: 'm', actorId: null, at } },
    ]);
  });
});
