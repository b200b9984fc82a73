import { describe, expect, it } from 'vitest';
import { quoteOrder, type QuoteInput } from '../softwareOrders/price.js';
import { creditOrderDecider } from '../creditOrders/decide.js';
import type { CreditOrderCommand } from '../creditOrders/commands.js';
import type { PromotionOffer } from './apply.js';

// A promotion as the prices show it: a named line of the software order's quote and a lower
// price of a credit order, for the chosen buyer only and inside its period. Numbers by hand.

const now = new Date('2026-12-10T12:00:00Z');
const winter: PromotionOffer = {
  promotionId: 'p1', title: { en: 'Winter deal', es: 'Oferta de invierno' }, discountPercent: 10, products: ['credits', 'software'],
  userIds: ['dealer'], countryIds: [], startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-31T23:59:59.000Z',
};
const dealer = { userId: 'dealer', countryId: 'NL' };

const quoteInput = (extra: Partial<QuoteInput> = {}): QuoteInput => ({
  type: 'ECU', stage: '2', stageLabel: 'STAGE TWO', ecuPrice: 400, dsgPrice: null, comboPrice: null, options: [], dsgHardware: null,
  urgency: '2 days', urgencySurcharge: 25, previous: null, policy: null, couponPercent: null, couponCode: null, now, promotions: [winter], buyer: dealer, ...extra,
});

describe('a promotion on the software order price', () => {
  it('is a line of its own: 10 % of 400 + 25 = 42.50 off, total 382.50', () => {
    const quote = quoteOrder(quoteInput());
    expect(quote.lines.at(-1)).toEqual({ code: 'promotion', label: 'Promotion Winter deal (-10%)', amount: -4_250 });
    expect(quote.total).toBe(38_250);
  });
  it('comes before the coupon, which takes its percent off what is left: 425 - 42.50 = 382.50, - 20 % (76.50) = 306', () => {
    const quote = quoteOrder(quoteInput({ couponPercent: 20, couponCode: 'SPRING' }));
    expect(quote.lines.map((l) => [l.code, l.amount])).toEqual([['stage', 40_000], ['urgency', 2_500], ['promotion', -4_250], ['coupon', -7_650]]);
    expect(quote.total).toBe(30_600);
  });
  it('is not for another dealer, nor after its end, nor on request', () => {
    expect(quoteOrder(quoteInput({ buyer: { userId: 'other', countryId: 'DE' } })).total).toBe(42_500);
    expect(quoteOrder(quoteInput({ now: new Date('2027-01-01T00:00:00Z') })).total).toBe(42_500);
    expect(quoteOrder(quoteInput({ ecuPrice: 'On request' })).lines.map((l) => l.code)).not.toContain('promotion');
  });
});

describe('a promotion on the credit order price', () => {
  const place = (extra: Partial<Extract<CreditOrderCommand, { type: 'PlaceCreditOrder' }>> = {}): CreditOrderCommand => ({
    type: 'PlaceCreditOrder', orderId: 'o1', eventId: 'e1', actor: { id: 'dealer', isAdmin: false }, at: now.toISOString(), buyerId: 'dealer', buyerCanBuy: true,
    sellerId: 'house', credits: 100_000, priceList: [{ credits: 100_000, price: 90_000 }], paymentMethod: 'card_europe', availableMethods: ['card_europe'],
    description: null, promotions: [winter], buyerCountryId: 'NL', ...extra,
  });
  it('takes 10 % off the table price: 1 000 credits at 900.00 → 810.00, the card fee (1.4 %) on that: 11.34', () => {
    const [placed] = creditOrderDecider.decide(place(), creditOrderDecider.initialState());
    expect(placed.data).toMatchObject({
      credits: 100_000, price: 81_000, fee: 1_134, total: 82_134,
      promotion: { promotionId: 'p1', title: 'Winter deal', discountPercent: 10, discount: 9_000, listPrice: 90_000 },
    });
  });
  it('leaves the table price for another buyer and after the end', () => {
    const [other] = creditOrderDecider.decide(place({ buyerId: 'other', actor: { id: 'other', isAdmin: false } }), creditOrderDecider.initialState());
    expect(other.data).toMatchObject({ price: 90_000 });
    expect(other.data).not.toHaveProperty('promotion');
    const [late] = creditOrderDecider.decide(place({ at: '2027-01-01T00:00:00.000Z' }), creditOrderDecider.initialState());
    expect(late.data).toMatchObject({ price: 90_000 });
  });
});
