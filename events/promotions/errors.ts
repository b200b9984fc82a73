import { MAX_DISCOUNT_PERCENT } from '../constants.js';
import { problem } from '../problem.js';
import { PROMOTION_TITLE_MAX } from '../crm/constants.js';

export const PROMOTION_EXISTS = problem('PROMOTION_EXISTS', 'This promotion already exists');
export const PROMOTION_DISCOUNT_TOO_HIGH = problem('PROMOTION_DISCOUNT_TOO_HIGH', 'The discount must be at most {limit}%', { limit: MAX_DISCOUNT_PERCENT });
export const PROMOTION_DISCOUNT_INVALID = problem('PROMOTION_DISCOUNT_INVALID', 'The discount must be a percent above 0 with at most 2 decimals');
export const PROMOTION_PERIOD_REVERSED = problem('PROMOTION_PERIOD_REVERSED', 'The end of the promotion must be after its start');
export const PROMOTION_DATE_INVALID = problem('PROMOTION_DATE_INVALID', 'Field must be a valid date');
export const PROMOTION_NO_AUDIENCE = problem('PROMOTION_NO_AUDIENCE', 'Choose the users or the countries the promotion is for');
export const PROMOTION_NO_PRODUCT = problem('PROMOTION_NO_PRODUCT', 'Choose what the promotion applies to: credits, software or both');
export const PROMOTION_TITLE_REQUIRED = problem('PROMOTION_TITLE_REQUIRED', 'Write a title of at most {max} characters', { max: PROMOTION_TITLE_MAX });
