import type { NewEvent } from '../store/port.js';

// Feedback (issue 14): a dealer rates one of its completed software orders, or the service, from 1
// to 5 with a comment. One stream per feedback, `feedback-<uuid>`; the uuid of an order's feedback
// derives from the order (feedbackIdOfOrder), so a second feedback on it meets the first one.

export const FEEDBACK_STREAM_PREFIX = 'feedback-';
export const feedbackStream = (feedbackId: string) => `${FEEDBACK_STREAM_PREFIX}${feedbackId}`;

/** What is rated: one software order, or the service as a whole. */
export const FEEDBACK_KINDS = ['order', 'service'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export type FeedbackEventData = {
  FeedbackGiven: {
    feedbackId: string;
    kind: FeedbackKind;
    /** The order rated, with its display number as the dealer saw it; null for the service. */
    orderId: string | null;
    orderNumber: number | null;
    dealerId: string;
    rating: number;
    comment: string;
    /** Who wrote it: the dealer, or its sub-user. */
    by: string;
    at: string;
  };
};

export type FeedbackEventType = keyof FeedbackEventData;
export type FeedbackEvent = { [T in FeedbackEventType]: NewEvent<T, FeedbackEventData[T]> }[FeedbackEventType];
export const FEEDBACK_EVENT_TYPES = ['FeedbackGiven'] as const satisfies readonly FeedbackEventType[];
