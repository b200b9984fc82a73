import { describe, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import { decide, evolve, initialFeedback, type GiveFeedback } from './decide.js';

const spec = deciderSpec({ decide, evolve, initialState: initialFeedback });
const at = '2026-11-27T10:00:00.000Z';
const give = (extra: Partial<GiveFeedback> = {}): GiveFeedback => ({
  type: 'GiveFeedback', feedbackId: 'f1', eventId: 'e1', kind: 'order', orderId: 'o1', orderNumber: 7, dealerId: 'd1', rating: 5, comment: ' Great tune ', by: 'd1', at, ...extra,
});
const given = { id: 'e1', type: 'FeedbackGiven' as const, data: { feedbackId: 'f1', kind: 'order' as const, orderId: 'o1', orderNumber: 7, dealerId: 'd1', rating: 5, comment: 'Great tune', by: 'd1', at } };

describe('feedback', () => {
  it('is given once with a trimmed comment', () => spec.given([]).when(give()).then([given]));
  it('a second feedback on the same order is a 409', () => spec.given([given]).when(give({ eventId: 'e2' })).thenThrows({ statusCode: 409, code: 'FEEDBACK_EXISTS' }));
  it('refuses a rating outside 1 to 5 and an empty comment', () => {
    for (const rating of [0, 6, 2.5]) spec.given([]).when(give({ rating })).thenThrows({ statusCode: 400, code: 'FEEDBACK_RATING_INVALID' });
    spec.given([]).when(give({ comment: '   ' })).thenThrows({ statusCode: 400, code: 'FEEDBACK_COMMENT_REQUIRED' });
  });
});
