import type { NewEvent } from '../store/port.js';
import type { LocalizedText } from '../crm/text.js';

// A promotion (issue 14): a time-limited offer, a percent off credit packages and/or software
// orders, for chosen users or countries. One stream per promotion, `promotion-<uuid>`. The price
// computations of credit orders and software orders apply it as a line of their own; the deals
// of the Sales CRM list them.

export const PROMOTION_STREAM_PREFIX = 'promotion-';
export const promotionStream = (promotionId: string) => `${PROMOTION_STREAM_PREFIX}${promotionId}`;

export const PROMOTION_PRODUCTS = ['credits', 'software'] as const;
export type PromotionProduct = (typeof PROMOTION_PRODUCTS)[number];

/** What the Admin sets. */
export type PromotionTerms = {
  promotionId: string;
  title: LocalizedText;
  description: LocalizedText | null;
  /** Percent off, above 0 and at most MAX_DISCOUNT_PERCENT, at most 2 decimals. */
  discountPercent: number;
  products: PromotionProduct[];
  /** Who gets it: these users, and everyone of these countries. */
  userIds: string[];
  countryIds: string[];
  /** ISO instants: valid from startsAt up to and including endsAt. */
  startsAt: string;
  endsAt: string;
};

export type PromotionEventData = {
  PromotionCreated: PromotionTerms & { actorId: string; at: string };
};

export type PromotionEventType = keyof PromotionEventData;
export type PromotionEvent = { [T in PromotionEventType]: NewEvent<T, PromotionEventData[T]> }[PromotionEventType];
export const PROMOTION_EVENT_TYPES = ['PromotionCreated'] as const satisfies readonly PromotionEventType[];
