import { problem } from '../problem.js';

export const PRE_ORDER_NOT_FOUND = problem('PRE_ORDER_NOT_FOUND', 'Pre-order request not found');
export const PRE_ORDER_EXISTS = problem('PRE_ORDER_EXISTS', 'This pre-order request already exists');
export const PRE_ORDER_QUESTION_REQUIRED = problem('PRE_ORDER_QUESTION_REQUIRED', 'Write your question about the file');
export const PRE_ORDER_ANSWER_REQUIRED = problem('PRE_ORDER_ANSWER_REQUIRED', 'Write the answer');
export const PRE_ORDER_ANSWERED = problem('PRE_ORDER_ANSWERED', 'This pre-order request has already been answered');
