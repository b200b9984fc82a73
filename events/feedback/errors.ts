import { problem } from '../problem.js';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from './limits.js';

export const FEEDBACK_EXISTS = problem('FEEDBACK_EXISTS', 'This order already has your feedback: an order is rated once');
export const FEEDBACK_RATING_INVALID = problem('FEEDBACK_RATING_INVALID', 'The rating must be a whole number from {min} to {max}', { min: FEEDBACK_RATING_MIN, max: FEEDBACK_RATING_MAX });
export const FEEDBACK_COMMENT_REQUIRED = problem('FEEDBACK_COMMENT_REQUIRED', 'Write a comment of at most {max} characters', { max: FEEDBACK_COMMENT_MAX });
export const FEEDBACK_ORDER_NOT_COMPLETED = problem('FEEDBACK_ORDER_NOT_COMPLETED', 'Only a completed order can be rated');
export const FEEDBACK_ORDER_REQUIRED = problem('FEEDBACK_ORDER_REQUIRED', 'Choose the order to rate');
export const FEEDBACK_ORDER_NOT_ALLOWED = problem('FEEDBACK_ORDER_NOT_ALLOWED', 'Feedback on the service names no order');
