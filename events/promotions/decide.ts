import type { Decider } from '../command/handle-command.js';
import { MAX_DISCOUNT_PERCENT } from '../constants.js';
import { CRM_TEXT_MAX, PROMOTION_TITLE_MAX } from '../crm/constants.js';
import { cleanText, textLength, type LocalizedText } from '../crm/text.js';
import { decideByType } from '../decide-by-type.js';
import { Refusal, type Problem } from '../problem.js';
import {
  PROMOTION_DATE_INVALID, PROMOTION_DISCOUNT_INVALID, PROMOTION_DISCOUNT_TOO_HIGH, PROMOTION_EXISTS, PROMOTION_NO_AUDIENCE, PROMOTION_NO_PRODUCT,
  PROMOTION_PERIOD_REVERSED, PROMOTION_TITLE_REQUIRED,
} from './errors.js';
import { PROMOTION_PRODUCTS, type PromotionEvent, type PromotionTerms } from './events.js';
import { CRM_TEXT_TOO_LONG } from '../crm/errors.js';

export type CreatePromotion = Omit<PromotionTerms, 'promotionId'> & { type: 'CreatePromotion'; promotionId: string; eventId: string; actorId: string; at: string };
export type PromotionCommand = CreatePromotion;

export type PromotionState = { created: boolean };
export const initialPromotion = (): PromotionState => ({ created: false });
export const evolve = (_state: PromotionState, _event: PromotionEvent): PromotionState => ({ created: true });

const refuse = (refused: Problem, field: string, status = 400): never => {
  throw new Refusal(status, refused, { field });
};

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const isInstant = (value: string) => Number.isFinite(Date.parse(value));
const unique = <T>(values: readonly T[]) => [...new Set(values)];

const title = (text: LocalizedText): LocalizedText => {
  const clean = cleanText(text);
  if (!clean || textLength(clean) > PROMOTION_TITLE_MAX) return refuse(PROMOTION_TITLE_REQUIRED, 'title');
  return clean;
};

const create = (c: CreatePromotion, state: PromotionState): PromotionEvent[] => {
  if (state.created) refuse(PROMOTION_EXISTS, 'promotionId', 409);
  if (!Number.isFinite(c.discountPercent) || c.discountPercent <= 0 || !hasTwoDecimalsAtMost(c.discountPercent)) refuse(PROMOTION_DISCOUNT_INVALID, 'discountPercent');
  if (c.discountPercent > MAX_DISCOUNT_PERCENT) refuse(PROMOTION_DISCOUNT_TOO_HIGH, 'discountPercent');
  if (!isInstant(c.startsAt)) refuse(PROMOTION_DATE_INVALID, 'startsAt');
  if (!isInstant(c.endsAt)) refuse(PROMOTION_DATE_INVALID, 'endsAt');
  if (Date.parse(c.endsAt) <= Date.parse(c.startsAt)) refuse(PROMOTION_PERIOD_REVERSED, 'endsAt');
  const products = PROMOTION_PRODUCTS.filter((p) => c.products.includes(p));
  if (products.length === 0) refuse(PROMOTION_NO_PRODUCT, 'products');
  const userIds = unique(c.userIds);
  const countryIds = unique(c.countryIds.map((id) => id.toUpperCase()));
  // A promotion is for chosen customers: one for everybody would be a price change, not an offer.
  if (userIds.length === 0 && countryIds.length === 0) refuse(PROMOTION_NO_AUDIENCE, 'userIds');
  const description = c.description ? cleanText(c.description) : null;
  if (description && textLength(description) > CRM_TEXT_MAX) refuse(CRM_TEXT_TOO_LONG, 'description');
  return [{
    id: c.eventId, type: 'PromotionCreated',
    data: {
      promotionId: c.promotionId, title: title(c.title), description, discountPercent: c.discountPercent, products, userIds, countryIds,
      startsAt: new Date(c.startsAt).toISOString(), endsAt: new Date(c.endsAt).toISOString(), actorId: c.actorId, at: c.at,
    },
  }];
};

export const decide = decideByType<PromotionCommand, PromotionState, PromotionEvent>('promotion', { CreatePromotion: create });

export const promotionDecider: Decider<PromotionCommand, PromotionState, PromotionEvent> = { initialState: initialPromotion, evolve, decide };
