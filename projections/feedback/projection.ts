import { FEEDBACK_EVENT_TYPES, type FeedbackEvent } from '../../events/feedback/events.js';
import { eventOfTypes, type RecordedEvent } from '../../events/store/port.js';
import type { Projection } from '../runner/projection.js';

// Folds dealers' feedback: one row per FeedbackGiven, as it was given (the order's number included,
// so the list never depends on the orders read model).

const isFeedbackEvent = eventOfTypes<FeedbackEvent>(FEEDBACK_EVENT_TYPES);

export const feedbackProjection: Projection = {
  name: 'feedback',
  handles: FEEDBACK_EVENT_TYPES,
  tables: ['dealer_feedback'],
  evolve: async (trx, event: RecordedEvent) => {
    if (!isFeedbackEvent(event)) return;
    const d = event.data;
    await trx.insertInto('dealer_feedback').values({
      id: d.feedbackId, kind: d.kind, order_id: d.orderId, order_number: d.orderNumber, dealer_id: d.dealerId, rating: d.rating, comment: d.comment, given_by: d.by, created_at: new Date(d.at),
    }).execute();
  },
};
