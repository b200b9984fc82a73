import type { Selectable } from 'kysely';
import type { FeedbackKind } from '../../events/feedback/events.js';

/** Read model of dealers' feedback, folded from the `feedback-<uuid>` streams; one row per feedback, never changed. */
export interface DealerFeedbackTable {
  id: string;
  kind: FeedbackKind;
  order_id: string | null;
  order_number: number | null;
  dealer_id: string;
  rating: number;
  comment: string;
  given_by: string;
  created_at: Date;
}

export type DealerFeedbackRow = Selectable<DealerFeedbackTable>;
