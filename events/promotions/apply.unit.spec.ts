import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import { applyPromotion, bestPromotion, promotionDiscount, type PromotionOffer } from './apply.js';
import { promotionDecider, type CreatePromotion } from './decide.js';

// A promotion's price effect, worked by hand: cents off a price, rounded half up, for the chosen
// users or countries, between its start and its end.

const offer = (extra: Partial<PromotionOffer> = {}): PromotionOffer => ({
  promotionId: 'p1', title: { en: 'Winter deal', es: 'Oferta de invierno' }, discountPercent: 10, products: ['credits', 'software'],
  userIds: ['dealer'], countryIds: [], startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-31T23:59:59.000Z', ...extra,
});
const dealer = { userId: 'dealer', countryId: 'NL' };
const during = new Date('2026-12-15T12:00:00.000Z');

describe('promotionDiscount', () => {
  it('takes the percent off in whole cents, rounded half up', () => {
    expect(promotionDiscount(34_900, 10)).toBe(3_490); // 349.00 EUR - 10 % = 34.90
    expect(promotionDiscount(1_005, 10)).toBe(101); // 100.5 cents
    expect(promotionDiscount(999, 12.5)).toBe(125); // 124.875 cents
  });
});

describe('which promotion applies', () => {
  it('applies to a chosen user or to anyone of a chosen country, for its products', () => {
    expect(applyPromotion([offer()], 'credits', dealer, during, 90_000)).toEqual({ promotionId: 'p1', title: 'Winter deal', discountPercent: 10, discount: 9_000 });
    expect(applyPromotion([offer({ userIds: [], countryIds: ['NL'] })], 'software', { userId: 'other', countryId: 'nl' }, during, 10_000)?.discount).toBe(1_000);
    expect(applyPromotion([offer()], 'credits', { userId: 'other', countryId: 'NL' }, during, 90_000)).toBeNull();
    expect(applyPromotion([offer({ products: ['software'] })], 'credits', dealer, during, 90_000)).toBeNull();
  });
  it('applies from its start to its end, both included, and not after', () => {
    expect(applyPromotion([offer()], 'credits', dealer, new Date('2026-12-01T00:00:00.000Z'), 100)?.discount).toBe(10);
    expect(applyPromotion([offer()], 'credits', dealer, new Date('2026-12-31T23:59:59.000Z'), 100)?.discount).toBe(10);
    expect(applyPromotion([offer()], 'credits', dealer, new Date('2027-01-01T00:00:00.000Z'), 100)).toBeNull();
    expect(applyPromotion([offer()], 'credits', dealer, new Date('2026-11-30T23:59:59.999Z'), 100)).toBeNull();
  });
  it('picks the highest percent; on a tie the one that ends first', () => {
    const small = offer({ promotionId: 'small', discountPercent: 5 });
    const big = offer({ promotionId: 'big', discountPercent: 20 });
    const bigShort = offer({ promotionId: 'big-short', discountPercent: 20, endsAt: '2026-12-20T00:00:00.000Z' });
    expect(bestPromotion([small, big, bigShort], 'software', dealer, during)?.promotionId).toBe('big-short');
  });
});

describe('promotion: create', () => {
  const spec = deciderSpec(promotionDecider);
  const create = (extra: Partial<CreatePromotion> = {}): CreatePromotion => ({
    type: 'CreatePromotion', promotionId: 'p1', eventId: 'e1', actorId: 'admin', at: '2026-11-27T10:00:00.000Z',
    title: { en: ' Winter deal ', es: 'Oferta de invierno' }, description: null, discountPercent: 10, products: ['software', 'credits'],
    userIds: ['dealer', 'dealer'], countryIds: ['nl'], startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-31T23:59:59Z', ...extra,
  });
  it('records the terms: title trimmed, products in order, users once, countries upper-cased', () =>
    spec.given([]).when(create()).then([{
      id: 'e1', type: 'PromotionCreated',
      data: {
        promotionId: 'p1', title: { en: 'Winter deal', es: 'Oferta de invierno' }, description: null, discountPercent: 10, products: ['credits', 'software'],
        userIds: ['dealer'], countryIds: ['NL'], startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-31T23:59:59.000Z', actorId: 'admin', at: '2026-11-27T10:00:00.000Z',
      },
    }]));
  it('refuses above 65 %, a reversed period, no audience, no product and no title', () => {
    spec.given([]).when(create({ discountPercent: 70 })).thenThrows({ statusCode: 400, code: 'PROMOTION_DISCOUNT_TOO_HIGH', message: 'discountPercent: The discount must be at most 65%' });
    spec.given([]).when(create({ discountPercent: 0 })).thenThrows({ code: 'PROMOTION_DISCOUNT_INVALID' });
    spec.given([]).when(create({ endsAt: '2026-11-01T00:00:00Z' })).thenThrows({ code: 'PROMOTION_PERIOD_REVERSED' });
    spec.given([]).when(create({ userIds: [], countryIds: [] })).thenThrows({ code: 'PROMOTION_NO_AUDIENCE' });
    spec.given([]).when(create({ products: [] })).thenThrows({ code: 'PROMOTION_NO_PRODUCT' });
    spec.given([]).when(create({ title: { en: ' ', es: null } })).thenThrows({ code: 'PROMOTION_TITLE_REQUIRED' });
  });
});
