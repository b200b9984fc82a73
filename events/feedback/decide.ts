import type { Decider } from '../command/handle-command.js';
import { deterministicUuid } from '../deterministic-id.js';
import { Refusal } from '../problem.js';
import { FEEDBACK_COMMENT_REQUIRED, FEEDBACK_EXISTS, FEEDBACK_RATING_INVALID } from './errors.js';
import type { FeedbackEvent, FeedbackEventData } from './events.js';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from './limits.js';

// Feedback is given once and never changed: the route has checked the order is the dealer's own and
// completed; the decider keeps one feedback per stream (so per order) and checks the rating and comment.

/** The feedback as it will be recorded, with the command's own event id. */
export type GiveFeedback = { type: 'GiveFeedback'; eventId: string } & FeedbackEventData['FeedbackGiven'];
export type FeedbackCommand = GiveFeedback;

export type FeedbackState = { given: FeedbackEventData['FeedbackGiven'] | null };

export const initialFeedback = (): FeedbackState => ({ given: null });

export const evolve = (_state: FeedbackState, event: FeedbackEvent): FeedbackState => ({ given: event.data });

/** The id of an order's one feedback: a second try lands on the same stream. */
export const feedbackIdOfOrder = (orderId: string) => deterministicUuid(`feedback-order:${orderId}`);

export const decide = (c: FeedbackCommand, state: FeedbackState): FeedbackEvent[] => {
  if (state.given) throw new Refusal(409, FEEDBACK_EXISTS);
  if (!Number.isInteger(c.rating) || c.rating < FEEDBACK_RATING_MIN || c.rating > FEEDBACK_RATING_MAX) throw new Refusal(400, FEEDBACK_RATING_INVALID, { field: 'rating' });
  const comment = c.comment.trim();
  if (!comment || [...comment].length > FEEDBACK_COMMENT_MAX) throw new Refusal(400, FEEDBACK_COMMENT_REQUIRED, { field: 'comment' });
  const { type: _type, eventId, ...given } = c;
  return [{ id: eventId, type: 'FeedbackGiven', data: { ...given, comment } }];
};

export const feedbackDecider: Decider<FeedbackCommand, FeedbackState, FeedbackEvent> = { initialState: initialFeedback, evolve, decide };
