import { Type, type Static } from 'typebox';
import { FEEDBACK_KINDS } from '../../../events/feedback/events.js';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from '../../../events/feedback/limits.js';
import type { FeedbackListRow } from '../../../projections/feedback/queries.js';
import type { DealerFeedbackRow } from '../../../projections/feedback/table.js';

const Uuid = Type.String({ format: 'uuid' });
const Kind = Type.Enum(FEEDBACK_KINDS);

export const FeedbackBody = Type.Object({
  kind: Kind,
  orderId: Type.Optional(Type.Union([Uuid, Type.Null()], { description: 'the completed order rated (kind order); none for the service' })),
  rating: Type.Integer({ minimum: FEEDBACK_RATING_MIN, maximum: FEEDBACK_RATING_MAX }),
  // The decider counts characters (code points); this only stops a body far past any comment.
  comment: Type.String({ maxLength: FEEDBACK_COMMENT_MAX * 2 }),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

export const OrderParams = Type.Object({ orderId: Uuid });

export const Feedback = Type.Object({
  id: Uuid,
  kind: Kind,
  orderId: Type.Union([Uuid, Type.Null()]),
  orderNumber: Type.Union([Type.Integer(), Type.Null()]),
  dealerId: Uuid,
  dealerName: Type.Union([Type.String(), Type.Null()]),
  rating: Type.Integer(),
  comment: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Feedback = Static<typeof Feedback>;

export const OrderFeedback = Type.Object({
  feedback: Type.Union([Feedback, Type.Null()]),
  canGive: Type.Boolean({ description: 'the caller placed this completed order and it has no feedback yet' }),
});

export const toFeedback = (row: DealerFeedbackRow & { dealer_name?: string | null }): Feedback => ({
  id: row.id, kind: row.kind, orderId: row.order_id, orderNumber: row.order_number, dealerId: row.dealer_id, dealerName: row.dealer_name ?? null,
  rating: row.rating, comment: row.comment, createdAt: row.created_at.toISOString(),
});
export type { FeedbackListRow };
