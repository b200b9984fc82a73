import type { Cents } from '../credit/credits.js';
import { percentOf } from '../payments/fees.js';
import type { PromotionProduct, PromotionTerms } from './events.js';

// Which promotion a price gets and what it takes off. Pure: the routes load the promotions that
// may apply and pass them in with the buyer and the instant of the price.
//
// Our reading: one promotion per price, the one with the highest percent (the earliest to end
// on a tie); it takes its percent off the price before the coupon, rounded half up to the cent.

export type PromotionOffer = Pick<PromotionTerms, 'promotionId' | 'title' | 'discountPercent' | 'products' | 'userIds' | 'countryIds' | 'startsAt' | 'endsAt'>;

export type PromotionBuyer = { userId: string; countryId: string | null };

/** A promotion as a price line names it: the promotion, its English title, its percent and the cents it takes off. */
export type AppliedPromotion = { promotionId: string; title: string; discountPercent: number; discount: Cents };

/** Valid at `at` (both ends included), for this product, for this user or its country. */
export const promotionApplies = (p: PromotionOffer, product: PromotionProduct, buyer: PromotionBuyer, at: Date): boolean => {
  const when = at.getTime();
  if (when < Date.parse(p.startsAt) || when > Date.parse(p.endsAt)) return false;
  if (!p.products.includes(product)) return false;
  return p.userIds.includes(buyer.userId) || (buyer.countryId !== null && p.countryIds.includes(buyer.countryId.toUpperCase()));
};

export const bestPromotion = (offers: readonly PromotionOffer[], product: PromotionProduct, buyer: PromotionBuyer, at: Date): PromotionOffer | null =>
  offers.filter((p) => promotionApplies(p, product, buyer, at))
    .sort((a, b) => b.discountPercent - a.discountPercent || Date.parse(a.endsAt) - Date.parse(b.endsAt) || a.promotionId.localeCompare(b.promotionId))[0] ?? null;

/** The cents `percent` takes off `price` cents, rounded half up. */
export const promotionDiscount = (price: Cents, percent: number): Cents => percentOf(price, Math.round(percent * 100));

/** The best promotion for this price and what it takes off, or null when none applies (or it takes nothing). */
export const applyPromotion = (offers: readonly PromotionOffer[], product: PromotionProduct, buyer: PromotionBuyer, at: Date, price: Cents): AppliedPromotion | null => {
  const best = bestPromotion(offers, product, buyer, at);
  if (!best) return null;
  const discount = Math.min(price, promotionDiscount(price, best.discountPercent));
  return discount > 0 ? { promotionId: best.promotionId, title: best.title.en, discountPercent: best.discountPercent, discount } : null;
};
